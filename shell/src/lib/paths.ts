export const paths = {
  home: '/',
  login: '/login',
  twoFactor: '/two-factor',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  userResetPassword: '/user-reset-password',
  passwordChanged: '/password-changed',
  verifyEmail: '/verify-email',
  settings: '/settings',
} as const;

/** `/login?redirectTo=…` keeping the full original path with its query, (docs/screens-and-layout.md). */
export function loginWithRedirect(originalPath: string) {
  return `${paths.login}?${new URLSearchParams({ redirectTo: originalPath })}`;
}

/** Only same-origin paths are followed after login, so a crafted link cannot send a user elsewhere. */
export function safeRedirectTarget(value: string | null, fallback: string = paths.home): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
