import { isAuthenticated, onVisibleModulesLengthChange, readSessionCookies, rehydrateSession, sessionCookieMaxAge, useSession } from '.';
import { testPartnerUser } from '../test-utils/fixtures';
import type * as SessionModule from './index';

const partnerUser = testPartnerUser;

function cookieValue(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1));
}

function signIn(modules: string[] = ['clients', 'documents']): void {
  useSession.getState().signIn({
    tokens: { access_token: 'acc-1', refresh_token: 'ref-1', expires_in: 900 },
    partner_user: partnerUser,
    available_modules: modules,
  });
}

afterEach(() => {
  useSession.getState().signOut();
  jest.restoreAllMocks();
});

describe('session store', () => {
  it('keeps the access token in memory only, user and modules in the 30-day cookies, and reads them back', () => {
    signIn(['clients', 'invoices', 'not_a_module']);

    expect(useSession.getState().accessToken).toBe('acc-1');
    // no token is readable by scripts: the refresh token is the API's HttpOnly cookie, the access token stays in memory
    expect(cookieValue('access_token')).toBeUndefined();
    expect(cookieValue('refresh_token')).toBeUndefined();
    expect(JSON.parse(cookieValue('current_admin')!)).toEqual(partnerUser);
    expect(JSON.parse(cookieValue('visible_modules_token')!)).toEqual(['clients', 'invoices']);
    expect(isAuthenticated()).toBe(true);

    expect(readSessionCookies()).toEqual({
      accessToken: null,
      partnerUser,
      visibleModules: ['clients', 'invoices'],
      privateMode: false,
      referenceCurrency: 'CHF',
    });
  });

  it('writes each cookie for 30 days on path / with SameSite=Lax', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });

    signIn();
    useSession.getState().setReferenceCurrency('EUR');

    const names = written.map((c) => c.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['current_admin', 'visible_modules_token', 'selected_currency']));
    expect(names).not.toContain('access_token');
    expect(names).not.toContain('refresh_token');
    for (const cookie of written) {
      expect(cookie).toContain(`Max-Age=${sessionCookieMaxAge}`);
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain('SameSite=Lax');
    }
    expect(sessionCookieMaxAge).toBe(2592000);
    expect(cookieValue('selected_currency')).toBe('EUR');
  });

  it('keeps private mode on the user and in its cookie', () => {
    signIn();
    useSession.getState().setPrivateMode(true);

    expect(useSession.getState().privateMode).toBe(true);
    expect(JSON.parse(cookieValue('current_admin')!).private_mode).toBe(true);
    rehydrateSession();
    expect(useSession.getState().privateMode).toBe(true);
  });

  it('signing out clears the session, its cookies and the module list', () => {
    signIn();
    useSession.getState().signOut();

    expect(useSession.getState()).toMatchObject({ accessToken: null, partnerUser: null, visibleModules: [] });
    expect(cookieValue('access_token')).toBeUndefined();
    expect(cookieValue('refresh_token')).toBeUndefined();
    expect(cookieValue('current_admin')).toBeUndefined();
    expect(cookieValue('visible_modules_token')).toBeUndefined();
    expect(isAuthenticated()).toBe(false);
  });

  it('takes the reference currency from the user and keeps a change on the user', () => {
    useSession.getState().signIn({
      tokens: { access_token: 'a', refresh_token: 'r' },
      partner_user: { ...partnerUser, reference_currency: 'USD' },
      available_modules: [],
    });
    expect(useSession.getState().referenceCurrency).toBe('USD');
    expect(cookieValue('selected_currency')).toBe('USD');

    useSession.getState().setReferenceCurrency('EUR');
    expect(useSession.getState().partnerUser?.reference_currency).toBe('EUR');
    expect(JSON.parse(cookieValue('current_admin')!).reference_currency).toBe('EUR');
  });

  it('after a reload: signed in from current_admin, without an access token until the first refresh', () => {
    signIn();
    rehydrateSession();
    expect(useSession.getState().accessToken).toBe('acc-1');
    let reloaded: typeof SessionModule | undefined;
    jest.isolateModules(() => {
      // a fresh page: the store singleton lives on globalThis, so drop it as a reload would
      delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('@portal/shared/session')];
      reloaded = jest.requireActual<typeof SessionModule>('./index');
    });
    expect(reloaded!.useSession.getState()).toMatchObject({ accessToken: null, partnerUser });
    expect(reloaded!.isAuthenticated()).toBe(true);
    (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('@portal/shared/session')] = useSession;
  });

  it('removes the script-readable token cookies of earlier versions when it starts', () => {
    document.cookie = 'access_token=old-access; path=/';
    document.cookie = 'refresh_token=old-refresh; path=/';
    const key = Symbol.for('@portal/shared/session');
    const registry = globalThis as unknown as Record<symbol, unknown>;
    const current = registry[key];
    jest.isolateModules(() => {
      delete registry[key];
      jest.requireActual<typeof SessionModule>('./index');
    });
    expect(cookieValue('access_token')).toBeUndefined();
    expect(cookieValue('refresh_token')).toBeUndefined();
    registry[key] = current;
  });

  it('defaults the reference currency to CHF and ignores unknown cookie values', () => {
    document.cookie = 'selected_currency=XYZ; path=/';
    expect(readSessionCookies().referenceCurrency).toBe('CHF');
  });

  it('reports a change in length of a non-empty module list, but not the first sign-in or a sign-out', () => {
    const listener = jest.fn();
    const unsubscribe = onVisibleModulesLengthChange(listener);

    signIn(['clients', 'documents']);
    expect(listener).not.toHaveBeenCalled();

    useSession.getState().setVisibleModules(['documents', 'clients']);
    expect(listener).not.toHaveBeenCalled();

    useSession.getState().setVisibleModules(['clients', 'documents', 'invoices']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(['clients', 'documents', 'invoices'], ['documents', 'clients']);

    useSession.getState().signOut();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('one session per page', () => {
  it('is the same store in a second copy of the module (a remote that bundled its own)', () => {
    let copy: typeof SessionModule | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<typeof SessionModule>('./index');
    });
    expect(copy!.useSession).toBe(useSession);
    copy!.useSession.getState().setPrivateMode(true);
    expect(useSession.getState().privateMode).toBe(true);
    useSession.getState().setPrivateMode(false);
    expect(copy!.useSession.getState().privateMode).toBe(false);
  });
});
