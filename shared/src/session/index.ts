import { create } from 'zustand';
import { pageSingleton } from '../singleton';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import {
  sessionCurrencies,
  visibleModuleNames,
  type AuthTokens,
  type PartnerUser,
  type SessionCurrency,
  type VisibleModule,
} from './types';

export type { AuthTokens, PartnerUser, SessionCurrency, VisibleModule } from './types';
export { visibleModuleNames, sessionCurrencies } from './types';
export { readCookie, writeCookie, deleteCookie } from './cookies';

/** Every session cookie lasts 30 days, path / (docs/auth-and-sessions.md). */
export const sessionCookieMaxAge = 2_592_000;
/**
 * The cookies (docs/auth-and-sessions.md) that the shell reads and writes. The tokens are not among them (issue 9): the access token
 * lives only in this store's memory, and the refresh token in the API's HttpOnly cookie `refresh_token`, sent only to
 * the authorization calls. After a reload the shell gets a new access token by a refresh with that cookie.
 */
export const sessionCookies = {
  currentAdmin: 'current_admin',
  selectedCurrency: 'selected_currency',
  visibleModules: 'visible_modules_token',
} as const;
export const defaultReferenceCurrency: SessionCurrency = 'CHF';

export type SignInPayload = {
  tokens: AuthTokens;
  partner_user: PartnerUser;
  available_modules: readonly string[];
};

/** Token cookies that earlier versions wrote where scripts could read them: removed when the store starts. */
export const legacyTokenCookies = ['access_token', 'refresh_token'] as const;

export type SessionValues = {
  /** in memory only; null after a reload until the first refresh */
  accessToken: string | null;
  partnerUser: PartnerUser | null;
  visibleModules: VisibleModule[];
  privateMode: boolean;
  referenceCurrency: SessionCurrency;
};

export type SessionState = SessionValues & {
  signIn: (payload: SignInPayload) => void;
  setTokens: (tokens: AuthTokens) => void;
  setPartnerUser: (partnerUser: PartnerUser) => void;
  setVisibleModules: (modules: readonly string[]) => void;
  setPrivateMode: (privateMode: boolean) => void;
  setReferenceCurrency: (currency: SessionCurrency) => void;
  signOut: () => void;
};

function toVisibleModules(modules: readonly string[]): VisibleModule[] {
  return modules.filter((m): m is VisibleModule => (visibleModuleNames as readonly string[]).includes(m));
}

function parseJsonCookie(name: string): unknown {
  const raw = readCookie(name);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function isPartnerUser(value: unknown): value is PartnerUser {
  return typeof value === 'object' && value !== null && 'id' in value && 'first_name' in value;
}

/** Reads the session cookies; anything missing or malformed counts as signed out for that value. */
export function readSessionCookies(): SessionValues {
  const partnerUserValue = parseJsonCookie(sessionCookies.currentAdmin);
  const partnerUser = isPartnerUser(partnerUserValue) ? partnerUserValue : null;
  const modulesValue = parseJsonCookie(sessionCookies.visibleModules);
  const currency = readCookie(sessionCookies.selectedCurrency);
  return {
    accessToken: null,
    partnerUser,
    visibleModules: Array.isArray(modulesValue) ? toVisibleModules(modulesValue.map(String)) : [],
    privateMode: partnerUser?.private_mode ?? false,
    referenceCurrency: (sessionCurrencies as readonly string[]).includes(currency ?? '')
      ? (currency as SessionCurrency)
      : defaultReferenceCurrency,
  };
}

function persist(name: string, value: string | null): void {
  if (value === null || value === '') deleteCookie(name);
  else writeCookie(name, value, { maxAge: sessionCookieMaxAge });
}

function writeSessionCookies(next: SessionValues, previous: SessionValues | undefined): void {
  if (next.partnerUser !== previous?.partnerUser) {
    persist(sessionCookies.currentAdmin, next.partnerUser ? JSON.stringify(next.partnerUser) : null);
  }
  if (next.visibleModules !== previous?.visibleModules) {
    persist(sessionCookies.visibleModules, next.visibleModules.length ? JSON.stringify(next.visibleModules) : null);
  }
  if (next.referenceCurrency !== previous?.referenceCurrency) {
    persist(sessionCookies.selectedCurrency, next.referenceCurrency);
  }
}

const signedOut: SessionValues = {
  accessToken: null,
  partnerUser: null,
  visibleModules: [],
  privateMode: false,
  referenceCurrency: defaultReferenceCurrency,
};

/** The session store: a Module Federation singleton, persisted in the cookies of docs/auth-and-sessions.md. */
export const useSession = pageSingleton('session', createSessionStore);

function createSessionStore() {
  for (const name of legacyTokenCookies) if (readCookie(name) !== undefined) deleteCookie(name);
  const store = create<SessionState>()((set) => ({
    ...readSessionCookies(),
    signIn: ({ tokens, partner_user, available_modules }) =>
      set((state) => ({
        accessToken: tokens.access_token,
        partnerUser: partner_user,
        visibleModules: toVisibleModules(available_modules),
        privateMode: partner_user.private_mode,
        referenceCurrency: partner_user.reference_currency ?? state.referenceCurrency,
      })),
    setTokens: (tokens) => set({ accessToken: tokens.access_token }),
    setPartnerUser: (partnerUser) =>
      set((state) => ({
        partnerUser,
        privateMode: partnerUser.private_mode,
        referenceCurrency: partnerUser.reference_currency ?? state.referenceCurrency,
      })),
    setVisibleModules: (modules) => set({ visibleModules: toVisibleModules(modules) }),
    setPrivateMode: (privateMode) =>
      set((state) => ({
        privateMode,
        partnerUser: state.partnerUser ? { ...state.partnerUser, private_mode: privateMode } : null,
      })),
    setReferenceCurrency: (referenceCurrency) =>
      set((state) => ({
        referenceCurrency,
        partnerUser: state.partnerUser ? { ...state.partnerUser, reference_currency: referenceCurrency } : null,
      })),
    signOut: () => set({ ...signedOut }),
  }));
  store.subscribe((next, previous) => writeSessionCookies(next, previous));
  return store;
}

/**
 * Replaces the store's values with what the cookies hold now (another tab may have changed them). The access token
 * in memory stays while the same adviser is signed in; another one (or none) in the cookies drops it.
 */
export function rehydrateSession(): void {
  const { accessToken, partnerUser } = useSession.getState();
  const next = readSessionCookies();
  useSession.setState({ ...next, accessToken: next.partnerUser && next.partnerUser.id === partnerUser?.id ? accessToken : null });
}

/** Signed in: the adviser of the `current_admin` cookie; the access token may still have to be fetched by a refresh. */
export function isAuthenticated(): boolean {
  return Boolean(useSession.getState().partnerUser);
}

export function hasModule(module: VisibleModule): boolean {
  return useSession.getState().visibleModules.includes(module);
}

/**
 * docs/auth-and-sessions.md: when the visible-module list changes in length while it was non-empty, the shell reloads.
 * Signing out empties the list; that is a logout, not a change of modules, so it does not count.
 */
export function onVisibleModulesLengthChange(listener: (next: VisibleModule[], previous: VisibleModule[]) => void): () => void {
  return useSession.subscribe((next, previous) => {
    const before = previous.visibleModules;
    const after = next.visibleModules;
    if (before.length > 0 && after.length > 0 && before.length !== after.length) listener(after, before);
  });
}
