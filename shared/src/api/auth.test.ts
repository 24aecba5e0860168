/**
 * @jest-environment node
 */
import { toastStore } from '../ui/toast-store';
import { useSession } from '../session';
import { login, logout } from './auth';
import { configureApi } from './client';
import { testPartnerUser } from '../test-utils/fixtures';

const partnerUser = testPartnerUser;

let requests: Request[] = [];
const sessionEnded = jest.fn();

function respond(status: number, body?: unknown): void {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return body === undefined
      ? new Response(null, { status })
      : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

beforeEach(() => {
  requests = [];
  sessionEnded.mockReset();
  toastStore.setState({ toasts: [] });
  configureApi({ apiBase: 'http://portal.test/api/v1', onSessionEnded: sessionEnded });
  useSession.getState().signOut();
});

describe('auth calls', () => {
  it('a rejected login is the caller’s to show: no session handling and no toast', async () => {
    respond(401, { message: 'E-Mail oder Passwort ist falsch', reason: 'unknown' });

    await expect(login({ email: 'demo@partner.example', password: 'falsch' })).rejects.toMatchObject({
      message: 'E-Mail oder Passwort ist falsch',
    });
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('logout revokes the session by its cookie and bearer and clears the session, even when the server fails', async () => {
    useSession.getState().signIn({
      tokens: { access_token: 'acc', refresh_token: 'ref' },
      partner_user: partnerUser,
      available_modules: ['clients'],
    });
    respond(500, { message: 'down' });

    await logout();

    expect(new URL(requests[0]!.url).pathname).toBe('/api/v1/admin_partner/authorization/logout');
    // no token in the body: the browser sends the HttpOnly refresh cookie along
    expect(await requests[0]!.json()).toEqual({});
    expect(requests[0]!.credentials).toBe('same-origin');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer acc');
    expect(useSession.getState()).toMatchObject({ accessToken: null, partnerUser: null, visibleModules: [] });
    expect(toastStore.getState().toasts).toEqual([]);
  });
});
