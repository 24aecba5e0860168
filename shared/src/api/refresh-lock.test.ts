/**
 * @jest-environment node
 */
import { useSession } from '../session';
import { testPartnerUser } from '../test-utils/fixtures';
import { api, configureApi } from './client';
import { REFRESH_LOCK_NAME, withRefreshLock } from './refresh-lock';

/** A LockManager as two tabs share it: exclusive locks by name, granted in order of request. */
function fakeLockManager() {
  const queues = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  /** which request (1, 2, ...) holds the lock now */
  const state = { holder: 0 };
  const manager = {
    request: (name: string, _options: LockOptions, callback: () => Promise<unknown>) => {
      requested.push(name);
      const id = requested.length;
      const previous = queues.get(name) ?? Promise.resolve();
      const result = previous
        .catch(() => undefined)
        .then(async () => {
          state.holder = id;
          try {
            return await callback();
          } finally {
            state.holder = 0;
          }
        });
      queues.set(name, result);
      return result;
    },
  };
  return { manager, requested, state };
}

function installLocks(manager: unknown) {
  Object.defineProperty(globalThis, 'navigator', { value: { locks: manager }, configurable: true, writable: true });
}

afterEach(() => {
  Object.defineProperty(globalThis, 'navigator', { value: undefined, configurable: true, writable: true });
  useSession.getState().signOut();
});

describe('refreshes across tabs', () => {
  it('never runs two refreshes at once under the Web Lock, and runs at once without the API', async () => {
    const { manager, requested } = fakeLockManager();
    installLocks(manager);
    let running = 0;
    let most = 0;
    const refresh = async () => {
      running += 1;
      most = Math.max(most, running);
      await Promise.resolve();
      await Promise.resolve();
      running -= 1;
      return 'token';
    };
    // two tabs: each has its own in-page deduplication, so only the shared lock keeps them apart
    await Promise.all([withRefreshLock(refresh), withRefreshLock(refresh)]);
    expect(most).toBe(1);
    expect(requested).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);

    Object.defineProperty(globalThis, 'navigator', { value: {}, configurable: true, writable: true });
    expect(await withRefreshLock(async () => 'direct')).toBe('direct');
  });

  it('the API client refreshes inside the lock, after another tab that holds it lets go', async () => {
    let releaseOtherTab: () => void = () => undefined;
    const { manager, requested, state } = fakeLockManager();
    installLocks(manager);
    // the other tab's refresh holds the lock
    await new Promise<void>((held) => {
      void manager.request(REFRESH_LOCK_NAME, { mode: 'exclusive' }, () => {
        held();
        return new Promise<void>((resolve) => (releaseOtherTab = resolve));
      });
    });

    const seen: string[] = [];
    let refreshedUnder = -1;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push(`${new URL(request.url).pathname} ${request.headers.get('Authorization') ?? ''}`);
      if (request.url.endsWith('/authorization/refresh')) {
        refreshedUnder = state.holder;
        return new Response(JSON.stringify({ access_token: 'fresh', expires_in: 900 }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    configureApi({ apiBase: 'http://portal.test/api/v1' });

    // after a reload: signed in (current_admin), no access token in memory yet
    useSession.setState({ accessToken: null, partnerUser: testPartnerUser });
    const profile = api.get('admin_partner/profile').json();
    releaseOtherTab();
    await profile;
    // the refresh went out while this page held the lock (the second request for it), after the other tab let go
    expect(refreshedUnder).toBe(2);
    expect(requested).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
    expect(seen).toEqual(['/api/v1/admin_partner/authorization/refresh ', '/api/v1/admin_partner/profile Bearer fresh']);
    expect(useSession.getState().accessToken).toBe('fresh');
  });
});
