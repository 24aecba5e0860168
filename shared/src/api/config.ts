// Where the API lives and what happens when a session ends: kept apart from the ky client so that the shell can
// configure it at start without loading ky and the request rules before the first request.

export const defaultApiBase = '/api/v1';

export type SessionEndedReason = 'revoked' | 'unknown' | 'refresh_failed';
export type SessionEndedHandler = (reason: SessionEndedReason) => void;

export type ApiConfig = {
  apiBase?: string;
  /** Called once when the session ends on a 401 that no refresh can cure; the shell navigates to /login. */
  onSessionEnded?: SessionEndedHandler;
};

let apiBase = defaultApiBase;

function loginPathWithRedirect(): string {
  const { pathname, search, hash } = window.location;
  return `/login?redirectTo=${encodeURIComponent(`${pathname}${search}${hash}`)}`;
}

// Without a shell (a remote started on its own) a full page load to the login screen is the safe default.
let sessionEndedHandler: SessionEndedHandler = () => {
  if (typeof window !== 'undefined' && !window.location.pathname.endsWith('/login')) {
    window.location.assign(loginPathWithRedirect());
  }
};

export function configureApi(config: ApiConfig): void {
  if (config.apiBase !== undefined) apiBase = config.apiBase;
  if (config.onSessionEnded) sessionEndedHandler = config.onSessionEnded;
}

export function getApiBase(): string {
  return apiBase;
}

/** Registers what happens when the session ends (the shell: navigate to /login with redirectTo). */
export function onSessionEnded(handler: SessionEndedHandler): void {
  sessionEndedHandler = handler;
}

/** Tells the handler of `configureApi` / `onSessionEnded` that the session ended. */
export function notifySessionEnded(reason: SessionEndedReason): void {
  sessionEndedHandler(reason);
}
