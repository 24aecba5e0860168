import './zod-config';

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
