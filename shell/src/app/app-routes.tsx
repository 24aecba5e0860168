import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from '@portal/shared/router';
import Box from '@mui/material/Box';
import { usePortalConfig } from '../config/portal-config-context';
import type { RemoteLoader } from '../remotes/remote-area';
import { remoteRoutesLoader } from '../remotes/remote-loaders';
import { RouteErrorBoundary } from '../routing/error-page';
import { LocaleGate } from '../routing/locale-gate';
import { NotFoundPage } from '../routing/not-found-page';
import { RequireAuth } from '../routing/require-auth';

// Everything but the route table is split off, so that /login only downloads what the login page needs.
const LoginPage = lazy(() => import(/* webpackChunkName: "login-page" */ '../features/auth/components/login-page'));
const TwoFactorPage = lazy(() => import('../features/auth/components/two-factor-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page'));
const PasswordChangedPage = lazy(() => import('../features/auth/components/password-changed-page'));
const VerifyEmailPage = lazy(() => import('../features/auth/components/verify-email-page'));
const NotificationSettingsPage = lazy(() => import('../features/notifications/components/notification-settings-page'));
// Named: src/index.ts starts loading it with the bootstrap on every address but the login page's.
const QueryLayout = lazy(() => import(/* webpackChunkName: "query-layout" */ './query-layout'));
const DefaultLayout = lazy(() => import('../layouts/default-layout/default-layout'));
const DocumentLayout = lazy(() => import('../layouts/document-layout'));
const RemoteArea = lazy(() => import('../remotes/remote-area').then((module) => ({ default: module.RemoteArea })));

// Deliberately plain: a spinner component would add its weight to the first load of every page.
function PageLoading() {
  return <Box aria-busy="true" sx={{ minHeight: '50vh' }} />;
}

export interface AppRoutesProps {
  /** Replaces the federation runtime, for tests and for a standalone run. */
  remoteLoader?: (remote: string) => RemoteLoader;
}

/** The route table of SPEC §2 for what is built; every route also answers under `/de`, `/en`, `/fr`, `/it`. */
export function AppRoutes({ remoteLoader = remoteRoutesLoader }: AppRoutesProps) {
  const location = useLocation();
  const { remotes } = usePortalConfig();
  const remote = (name: string, element: (loader: RemoteLoader) => ReactNode) =>
    name in remotes ? element(remoteLoader(name)) : <NotFoundPage />;

  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path=":locale?" element={<LocaleGate />}>
            <Route path="login" element={<LoginPage />} />
            <Route element={<QueryLayout />}>
              <Route path="two-factor" element={<TwoFactorPage />} />
              <Route element={<DocumentLayout />}>
                <Route path="forgot-password" element={<ForgotPasswordPage />} />
                <Route path="reset-password" element={<ResetPasswordPage variant="partner" />} />
                <Route path="user-reset-password" element={<ResetPasswordPage variant="user" />} />
                <Route path="password-changed" element={<PasswordChangedPage />} />
                <Route path="verify-email" element={<VerifyEmailPage />} />
              </Route>
              <Route element={<RequireAuth />}>
                <Route element={<DefaultLayout />}>
                  <Route index element={remote('mf_statistics', (loader) => <RemoteArea loader={loader} />)} />
                  <Route path="settings" element={<NotificationSettingsPage />} />
                </Route>
              </Route>
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
