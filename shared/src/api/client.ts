import type { z } from 'zod';
import ky, { isHTTPError, type KyRequest, type KyResponse, type Options } from 'ky';
import { i18n } from '../i18n';
import { useSession } from '../session';
import { toast } from '../ui/toast-store';
import { isAbortError, toErrorMessage } from './errors';
import { toSearchParams, type QueryParams } from './search-params';
import { getApiBase, notifySessionEnded, type SessionEndedReason } from './config';
import { withRefreshLock } from './refresh-lock';
import { noteApiAnswer } from './reachability';

export {
  configureApi,
  defaultApiBase,
  getApiBase,
  onSessionEnded,
  type ApiConfig,
  type SessionEndedHandler,
  type SessionEndedReason,
} from './config';

/**
 * Options a call can pass in ky's `context`:
 * - `silent`: no error toast (blog, address, projections and downtime errors are only logged, docs/api.md);
 * - `skipAuth`: no bearer token and no 401 handling (the auth calls themselves).
 */
export type ApiContext = { silent?: boolean; skipAuth?: boolean };

/** Signs out and tells the shell, once, however many parallel requests see the same 401. */
export function endSession(reason: SessionEndedReason): void {
  const { accessToken, partnerUser, signOut } = useSession.getState();
  // Parallel requests can each see the 401; only the first one that still finds a session ends it.
  if (!accessToken && !partnerUser) return;
  signOut();
  notifySessionEnded(reason);
}

const refreshPath = 'admin_partner/authorization/refresh';
let refreshInFlight: Promise<string> | null = null;

/** Resolves when no refresh is running (a failed refresh counts as finished). */
export async function refreshSettled(): Promise<void> {
  if (refreshInFlight) await refreshInFlight.catch(() => undefined);
}

async function requestNewTokens(): Promise<string> {
  try {
    // The schemas (zod) load with the first refresh, not with the first page.
    const { authTokensSchema } = await import('../contracts/auth');
    // A bare ky call: the refresh must neither wait for itself nor run the 401 rules of the instance. The refresh
    // token is the HttpOnly cookie the API set (same origin), which the browser sends along; no script sees it.
    const tokens = await withRefreshLock(() =>
      ky
        .post(refreshPath, {
          prefix: getApiBase(),
          headers: { 'App-Type': 'partner' },
          json: { grant_type: 'refresh_token' },
          credentials: 'same-origin',
          retry: 0,
        })
        .json(authTokensSchema),
    );
    useSession.getState().setTokens(tokens);
    return tokens.access_token;
  } catch (error) {
    // A rejected refresh token (revoked family, expired, unknown) cannot be cured; a network failure can.
    if (isHTTPError(error) && error.response.status >= 400 && error.response.status < 500) {
      endSession(isHTTPError(error) && error.response.status === 401 ? 'revoked' : 'refresh_failed');
    }
    throw error;
  }
}

/** One refresh at a time: every caller that arrives while one runs waits for the same result. */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= requestNewTokens().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * After a reload the access token (kept in memory only) comes back from the refresh cookie. The shell asks for it as
 * soon as it knows the API's address, beside the page's code, so that the page's first requests find it on its way
 * instead of starting it once their remote has loaded (docs/performance.md). Signed out, or with a token in memory,
 * there is nothing to resume; a refresh that fails ends the session as it would for any request.
 */
export function resumeSession(): void {
  const { accessToken, partnerUser } = useSession.getState();
  if (partnerUser && !accessToken) void refreshAccessToken().catch(() => undefined);
}

function contextOf(options: { context: Record<string, unknown> }): ApiContext {
  return options.context;
}

function bearerOf(request: KyRequest): string | undefined {
  return request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
}

async function unauthorizedReason(response: KyResponse): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'reason' in body && typeof body.reason === 'string') {
      return body.reason;
    }
  } catch {
    // A 401 without a JSON body carries no reason.
  }
  return undefined;
}

const apiOptions: Options = {
  headers: { 'App-Type': 'partner' },
  // ky never retries on its own (TanStack Query owns retries of reads); the limit of one is the budget for
  // the single retry after a token refresh, which ky.retry() forces past `shouldRetry`.
  retry: { limit: 1, shouldRetry: () => false },
  hooks: {
    init: [
      (options) => {
        options.prefix ??= getApiBase();
        const params = options.searchParams;
        if (params && typeof params === 'object' && !Array.isArray(params) && !(params instanceof URLSearchParams)) {
          options.searchParams = toSearchParams(params);
        }
      },
    ],
    beforeRequest: [
      async ({ request, options }) => {
        // The API writes its messages (wrong password, expired code, too many attempts) in the page's language.
        if (i18n.language && !request.headers.has('Accept-Language')) request.headers.set('Accept-Language', i18n.language);
        if (contextOf(options).skipAuth) return;
        // Requests started while a refresh runs wait for it instead of spending the expiring token.
        await refreshSettled();
        // After a reload the access token (kept in memory only) is fetched first, with the refresh cookie.
        const session = useSession.getState();
        if (!session.accessToken && session.partnerUser) await refreshAccessToken().catch(() => undefined);
        const { accessToken } = useSession.getState();
        if (accessToken && !request.headers.has('Authorization')) {
          request.headers.set('Authorization', `Bearer ${accessToken}`);
        }
      },
    ],
    afterResponse: [
      // the API down behind the gateway (503 with Retry-After) or answering again: the shell's notice follows it
      ({ response }) => noteApiAnswer(response),
      async ({ request, options, response, retryCount }) => {
        if (response.status !== 401 || contextOf(options).skipAuth) return;
        const reason = await unauthorizedReason(response);
        if (reason === 'expired') {
          // The request already went out again with a fresh token: let it fail as it is.
          if (retryCount > 0) return;
          let token = useSession.getState().accessToken;
          if (!token) return;
          // Another request may have refreshed while this one was under way; then its token is already new.
          if (token === bearerOf(request)) {
            try {
              token = await refreshAccessToken();
            } catch {
              return;
            }
          }
          const headers = new Headers(request.headers);
          headers.set('Authorization', `Bearer ${token}`);
          return ky.retry({ request: new Request(request, { headers }), delay: 0, code: 'TOKEN_REFRESHED' });
        }
        if (reason === 'revoked' || reason === 'unknown') endSession(reason);
      },
    ],
    beforeError: [
      ({ error, options }) => {
        const message = toErrorMessage(error);
        if (isHTTPError(error)) error.message = message;
        const unauthorized = isHTTPError(error) && error.response.status === 401;
        // docs/api.md: a 401 is never toasted by the generic handler; cancelled requests are not failures.
        if (!contextOf(options).silent && !unauthorized && !isAbortError(error)) toast.error(message);
        return error;
      },
    ],
  },
};

/** The one ky instance of the portal: base `/api/v1` (or `configureApi`), App-Type and bearer headers (docs/api.md). */
export const api = ky.create(apiOptions);

export type Paged<T> = { items: T; page: number; perPage: number; total: number };

function headerNumber(response: Response, name: string, fallback: number): number {
  const value = Number(response.headers.get(name));
  return Number.isFinite(value) && response.headers.has(name) ? value : fallback;
}

/**
 * GET of a paged list, its body checked by `schema`: the page, page size and total come back in `x-current-page`,
 * `x-per-page` and `x-total`.
 */
export async function getPaged<S extends z.ZodType>(
  path: string,
  params: QueryParams & { page?: number; per_page?: number },
  schema: S,
  options: Options = {},
): Promise<Paged<z.output<S>>> {
  const page = params.page ?? 1;
  const perPage = params.per_page ?? 10;
  const response = await api.get(path, { ...options, searchParams: toSearchParams({ ...params, page, per_page: perPage }) });
  const items = schema.parse(await response.json());
  return {
    items,
    page: headerNumber(response, 'x-current-page', page),
    perPage: headerNumber(response, 'x-per-page', perPage),
    total: headerNumber(response, 'x-total', 0),
  };
}
