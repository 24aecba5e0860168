/**
 * @jest-environment node
 */
import { toastStore } from '../ui/toast-store';
import { initI18n } from '../i18n';
import { useSession } from '../session';
import { api, configureApi, refreshSettled, resumeSession } from './client';
import { getNotifications } from './notifications';
import { toErrorMessage } from './errors';
import { toSearchParams } from './search-params';
import { testPartnerUser } from '../test-utils/fixtures';

type Handler = (request: Request) => Response | Promise<Response>;

const partnerUser = testPartnerUser;

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

let requests: Request[] = [];
const sessionEnded = jest.fn();

function mockFetch(handler: Handler): void {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return handler(request);
  }) as typeof fetch;
}

function signIn(accessToken = 'old-access', refreshToken = 'old-refresh'): void {
  useSession.getState().signIn({
    tokens: { access_token: accessToken, refresh_token: refreshToken },
    partner_user: partnerUser,
    available_modules: ['clients'],
  });
}

function path(request: Request): string {
  return new URL(request.url).pathname;
}

beforeEach(() => {
  requests = [];
  sessionEnded.mockReset();
  toastStore.setState({ toasts: [] });
  useSession.getState().signOut();
  configureApi({ apiBase: 'http://portal.test/api/v1', onSessionEnded: sessionEnded });
});

describe('api client headers and parameters', () => {
  it('sends App-Type, the bearer token and bracket-style array parameters under the api base', async () => {
    signIn('token-1');
    mockFetch(() => json({ ok: true }));

    await api.get('admin_partner/clients', { searchParams: toSearchParams({ status: ['invested', 'ready'], page: 2 }) }).json();

    const [request] = requests;
    expect(path(request!)).toBe('/api/v1/admin_partner/clients');
    expect(new URL(request!.url).search).toBe('?status%5B%5D=invested&status%5B%5D=ready&page=2');
    expect(request!.headers.get('App-Type')).toBe('partner');
    expect(request!.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('sends the page language as Accept-Language, also without a session', async () => {
    mockFetch(() => json({ ok: true }));
    initI18n('fr');
    await api.post('admin_partner/authorization/login', { json: {}, context: { skipAuth: true } }).json();
    initI18n('de');
    await api.get('admin_partner/profile').json();

    expect(requests.map((request) => request.headers.get('Accept-Language'))).toEqual(['fr', 'de']);
  });

  it('reads page, page size and total from the paging headers', async () => {
    signIn();
    mockFetch(() => json({ notifications: [] }, 200, { 'x-current-page': '2', 'x-per-page': '10', 'x-total': '37' }));

    const result = await getNotifications({ page: 2 });

    expect(result).toEqual({ items: { notifications: [] }, page: 2, perPage: 10, total: 37 });
    expect(new URL(requests[0]!.url).searchParams.get('per_page')).toBe('10');
  });
});

describe('401 rules (docs/auth-and-sessions.md)', () => {
  it('refreshes once for parallel requests with an expired token and retries all of them', async () => {
    signIn('old-access', 'old-refresh');
    // The refresh answers only once all four requests have had their 401, however slowly the machine runs them.
    let expiredAnswers = 0;
    let allRefused: () => void = () => undefined;
    const everyRequestRefused = new Promise<void>((resolve) => {
      allRefused = resolve;
    });
    mockFetch(async (request) => {
      if (path(request).endsWith('/authorization/refresh')) {
        const body = (await request.json()) as { grant_type: string };
        // the refresh token is the HttpOnly cookie, which the browser adds; scripts never see it
        expect(body).toEqual({ grant_type: 'refresh_token' });
        expect(request.credentials).toBe('same-origin');
        await everyRequestRefused;
        return json({ access_token: 'new-access', refresh_token: 'new-refresh', expires_in: 900 });
      }
      if (request.headers.get('Authorization') === 'Bearer new-access') {
        return json({ path: path(request), method: request.method });
      }
      if (++expiredAnswers === 4) allRefused();
      return json({ message: 'Token expired', reason: 'expired' }, 401);
    });

    const results = await Promise.all([
      api.get('admin_partner/profile').json(),
      api.get('admin_partner/available_modules').json(),
      api.get('admin_partner/partner_notifications/unseen_count').json(),
      api.put('admin_partner/profile', { json: { private_mode: true } }).json(),
    ]);

    const refreshCalls = requests.filter((r) => path(r).endsWith('/authorization/refresh'));
    expect(refreshCalls).toHaveLength(1);
    expect(results).toEqual([
      { path: '/api/v1/admin_partner/profile', method: 'GET' },
      { path: '/api/v1/admin_partner/available_modules', method: 'GET' },
      { path: '/api/v1/admin_partner/partner_notifications/unseen_count', method: 'GET' },
      { path: '/api/v1/admin_partner/profile', method: 'PUT' },
    ]);
    // The retried PUT still carries its body.
    const retriedPut = requests.filter((r) => r.method === 'PUT').at(-1)!;
    expect(await retriedPut.json()).toEqual({ private_mode: true });
    expect(useSession.getState()).toMatchObject({ accessToken: 'new-access' });
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('holds back a request started during the refresh and sends it with the new token', async () => {
    signIn('old-access', 'old-refresh');
    let refreshStarted: () => void = () => undefined;
    const refreshRunning = new Promise<void>((resolve) => {
      refreshStarted = resolve;
    });
    let finishRefresh: () => void = () => undefined;
    const refreshMayFinish = new Promise<void>((resolve) => {
      finishRefresh = resolve;
    });
    mockFetch(async (request) => {
      if (path(request).endsWith('/authorization/refresh')) {
        refreshStarted();
        await refreshMayFinish;
        return json({ access_token: 'new-access', refresh_token: 'new-refresh', expires_in: 900 });
      }
      return request.headers.get('Authorization') === 'Bearer new-access' ? json({ ok: true }) : json({ reason: 'expired' }, 401);
    });

    const first = api.get('admin_partner/profile').json();
    await refreshRunning;
    const later = api.get('admin_partner/available_modules').json();
    finishRefresh();

    await expect(Promise.all([first, later])).resolves.toEqual([{ ok: true }, { ok: true }]);
    // sent once, with the new token: a request that had not waited would have gone out with the old one first (a 401)
    const laterRequests = requests.filter((r) => path(r).endsWith('/available_modules'));
    expect(laterRequests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer new-access']);
  });

  it('resumes a reloaded session at once: the refresh goes out before any request, which then carries its token', async () => {
    signIn('old-access', 'old-refresh');
    // a reload: the adviser is remembered (cookies), the access token was in memory only
    useSession.setState({ accessToken: null });
    mockFetch((request) =>
      path(request).endsWith('/authorization/refresh')
        ? json({ access_token: 'new-access', refresh_token: 'new-refresh', expires_in: 900 })
        : json({ ok: true }),
    );

    resumeSession();
    await refreshSettled();
    expect(requests.map(path)).toEqual(['/api/v1/admin_partner/authorization/refresh']);
    await expect(api.get('admin_partner/profile').json()).resolves.toEqual({ ok: true });
    expect(requests.map((r) => [path(r), r.headers.get('Authorization')])).toEqual([
      ['/api/v1/admin_partner/authorization/refresh', null],
      ['/api/v1/admin_partner/profile', 'Bearer new-access'],
    ]);
  });

  it('resumes nothing for a signed-out visitor or a session whose token is in memory', async () => {
    mockFetch(() => json({ ok: true }));
    resumeSession();
    await refreshSettled();
    signIn();
    resumeSession();
    await refreshSettled();
    expect(requests).toEqual([]);
  });

  it('does not refresh again for a request whose token was already replaced', async () => {
    signIn('old-access', 'old-refresh');
    useSession.getState().setTokens({ access_token: 'new-access', refresh_token: 'new-refresh' });
    mockFetch((request) =>
      request.headers.get('Authorization') === 'Bearer new-access' ? json({ ok: true }) : json({ reason: 'expired' }, 401),
    );

    await expect(api.get('admin_partner/profile', { headers: { Authorization: 'Bearer old-access' } }).json()).resolves.toEqual({
      ok: true,
    });
    expect(requests.some((r) => path(r).endsWith('/refresh'))).toBe(false);
  });

  it('signs out and reports the end of the session when the token is revoked', async () => {
    signIn();
    mockFetch(() => json({ message: 'Session revoked', reason: 'revoked' }, 401));

    await expect(
      Promise.all([api.get('admin_partner/profile').json(), api.get('admin_partner/available_modules').json()]),
    ).rejects.toMatchObject({ response: { status: 401 } });

    expect(useSession.getState()).toMatchObject({ accessToken: null, partnerUser: null, visibleModules: [] });
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    expect(sessionEnded).toHaveBeenCalledWith('revoked');
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('signs out when the refresh itself is rejected', async () => {
    signIn();
    mockFetch((request) =>
      path(request).endsWith('/authorization/refresh')
        ? json({ message: 'Refresh token reused', reason: 'revoked' }, 401)
        : json({ reason: 'expired' }, 401),
    );

    await expect(api.get('admin_partner/profile').json()).rejects.toMatchObject({ response: { status: 401 } });
    expect(useSession.getState().accessToken).toBeNull();
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('leaves other 401s to the caller: no sign-out, no toast', async () => {
    signIn('token-1');
    mockFetch(() => json({ message: 'Wrong password' }, 401));

    await expect(api.get('admin_partner/profile').json()).rejects.toMatchObject({ message: 'Wrong password' });
    expect(useSession.getState().accessToken).toBe('token-1');
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(toastStore.getState().toasts).toEqual([]);
  });
});

describe('error normalisation and toasts', () => {
  it.each([500, 502, 503])('shows a %i as the translated server error with what to do, in an error toast of 5 seconds', async (status) => {
    signIn();
    mockFetch(() => json({ message: 'stack trace that must not leak', error: 'Bad Gateway' }, status));

    const error: unknown = await api
      .get('admin_partner/profile')
      .json()
      .catch((e: unknown) => e);

    expect(toErrorMessage(error)).toBe(
      'Auf dem Server ist ein Fehler aufgetreten. Bitte versuchen Sie es in einem Moment erneut und wenden Sie sich an den Support, wenn es wieder geschieht.',
    );
    expect(toastStore.getState().toasts).toEqual([
      expect.objectContaining({ severity: 'error', message: toErrorMessage(error), duration: 5000 }),
    ]);
  });

  it('joins the messages of the errors list with line breaks', async () => {
    signIn();
    mockFetch(() =>
      json(
        {
          message: 'Validation failed',
          errors: [
            { field: 'email', message: 'E-Mail fehlt' },
            { field: 'zip', message: 'PLZ ungültig' },
          ],
        },
        422,
      ),
    );

    await expect(api.post('admin_partner/clients', { json: {} }).json()).rejects.toMatchObject({
      message: 'E-Mail fehlt\nPLZ ungültig',
    });
    expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['E-Mail fehlt\nPLZ ungültig']);
  });

  it('falls back to message, error_description and the status text', async () => {
    signIn();
    mockFetch((request) => {
      if (path(request).endsWith('/a')) return json({ message: 'Nicht gefunden' }, 404);
      if (path(request).endsWith('/b')) return json({ error_description: 'invalid_grant' }, 400);
      return new Response('<html>conflict</html>', { status: 409, statusText: 'Conflict' });
    });

    const messages = await Promise.all(
      ['a', 'b', 'c'].map((p) =>
        api
          .get(p)
          .json()
          .catch((e: unknown) => toErrorMessage(e)),
      ),
    );
    expect(messages).toEqual(['Nicht gefunden', 'invalid_grant', 'Conflict']);
  });

  it('shows no toast for a request that opts out', async () => {
    signIn();
    mockFetch(() => json({ message: 'Blog down' }, 503));

    await expect(api.get('admin_partner/blog_posts', { context: { silent: true } }).json()).rejects.toMatchObject({
      message: expect.stringMatching(/^Auf dem Server ist ein Fehler aufgetreten/),
    });
    expect(toastStore.getState().toasts).toEqual([]);
  });
});
