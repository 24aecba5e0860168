// The addresses of the sign-in page, with the optional language prefix: the shell's build gives them a light entry
// of their own (dist/login.html, shell/src/sign-in.tsx) and the portal's first page otherwise starts without the
// query client; the gateways (scripts/gateway.mjs, ops/nginx/shell.conf.template) serve login.html there.
export const signInAddress = String.raw`\/(?:(?:de|en|fr|it)\/)?login\/?$`;

/** Whether a request's path (its query left aside) is the sign-in page's. */
export function isSignInPath(url) {
  return new RegExp(`^${signInAddress}`).test(url.split('?')[0] ?? '');
}
