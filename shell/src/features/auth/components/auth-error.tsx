import { lazy, Suspense } from 'react';
import { errorStatus, toErrorMessage } from '@portal/shared/api/errors';

// MUI's Alert (with its icons and close button) loads with the first wrong password, not with the login page.
const AuthErrorAlert = lazy(() => import('./auth-error-alert'));

/**
 * Wrong credentials or a wrong code come back as 401, which the generic handler never toasts (docs/auth-and-sessions.md):
 * the sign-in screens show that message themselves. Other failures already raised a toast.
 */
export function AuthError({ error }: { error: unknown }) {
  if (!error || errorStatus(error) !== 401) return null;
  return (
    <Suspense fallback={null}>
      <AuthErrorAlert message={toErrorMessage(error)} />
    </Suspense>
  );
}
