// Zod 4 probes for eval (`new Function("")`) before its first object parse, to compile faster parsers. The probe
// throws under the portal's Content-Security-Policy (no 'unsafe-eval') and is caught, but the browser still reports a
// CSP violation. Zod's `z.config({ jitless: true })` skips the probe; it keeps that setting in this global, shared by
// every copy of zod on the page (the shell's and each remote's), and it is set here, before any of them loads, so that
// the entry chunk does not have to carry zod. scripts/gateway-security.mjs has the policy.
(globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig = {
  ...(globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig,
  jitless: true,
};

// Async boundary: webpack has to negotiate the shared singletons with the remotes before React loads.
void import('./bootstrap');

// Set by webpack.config.js: the pattern of the login page's addresses.
declare const LOGIN_ADDRESS: string;

// The login page is the first page of most visits: its chunk loads alongside the bootstrap rather than after it
// (app-routes imports the same named chunk when the route renders).
if (new RegExp(LOGIN_ADDRESS).test(window.location.pathname)) {
  void import(/* webpackChunkName: "login-page" */ './features/auth/components/login-page');
} else {
  // Every other page fetches data: the query client comes along from the start (the login page does without it).
  void import(/* webpackChunkName: "query-layout" */ './app/query-layout');
}
