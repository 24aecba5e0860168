import {
  isAuthenticated,
  onVisibleModulesLengthChange,
  readSessionCookies,
  rehydrateSession,
  sessionCookieMaxAge,
  useSession,
} from '.';
import { testPartnerUser } from '../test-utils/fixtures';

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
  it('stores tokens, user and modules in the cookies of SPEC §9 and reads them back', () => {
    signIn(['clients', 'invoices', 'not_a_module']);

    expect(cookieValue('access_token')).toBe('acc-1');
    expect(cookieValue('refresh_token')).toBe('ref-1');
    expect(JSON.parse(cookieValue('current_admin')!)).toEqual(partnerUser);
    expect(JSON.parse(cookieValue('visible_modules_token')!)).toEqual(['clients', 'invoices']);
    expect(isAuthenticated()).toBe(true);

    expect(readSessionCookies()).toEqual({
      accessToken: 'acc-1',
      refreshToken: 'ref-1',
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
    expect(names).toEqual(
      expect.arrayContaining(['access_token', 'refresh_token', 'current_admin', 'visible_modules_token', 'selected_currency']),
    );
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
    let copy: typeof import('./index') | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<typeof import('./index')>('./index');
    });
    expect(copy!.useSession).toBe(useSession);
    copy!.useSession.getState().setPrivateMode(true);
    expect(useSession.getState().privateMode).toBe(true);
    useSession.getState().setPrivateMode(false);
    expect(copy!.useSession.getState().privateMode).toBe(false);
  });
});
