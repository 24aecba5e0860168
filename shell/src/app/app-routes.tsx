import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from '@portal/shared/router';
import Box from '@mui/material/Box';
import { usePortalConfig } from '../config/portal-config-context';
import type { RemoteLoader } from '../remotes/remote-area';
import { remoteRoutesLoader } from '../remotes/remote-loaders';
import { RouteErrorBoundary } from '../routing/error-page';
import { LocaleGate } from '../routing/locale-gate';
import { ModuleGuard } from '../routing/module-guard';
import { NotFoundPage } from '../routing/not-found-page';
import { RequireAuth } from '../routing/require-auth';
import { useSession } from '@portal/shared/session';
import { deployedRoutes, remoteRoutes, type RemoteRoute } from './remote-routes';

// Everything but the route table is split off, so that /login only downloads what the login page needs.
const LoginPage = lazy(() => import(/* webpackChunkName: "login-page" */ '../features/auth/components/login-page'));
const TwoFactorPage = lazy(() => import('../features/auth/components/two-factor-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page'));
const PasswordChangedPage = lazy(() => import('../features/auth/components/password-changed-page'));
const VerifyEmailPage = lazy(() => import('../features/auth/components/verify-email-page'));
const RegistrationPage = lazy(() => import('../features/referral/components/registration-page'));
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

/** The 404 page in the frame of the visitor: the portal's layout when signed in, the document layout when not. */
function NotFound() {
  const signedIn = useSession((state) => Boolean(state.partnerUser));
  const page = <NotFoundPage />;
  return <QueryLayout>{signedIn ? <DefaultLayout>{page}</DefaultLayout> : <DocumentLayout>{page}</DocumentLayout>}</QueryLayout>;
}

export interface AppRoutesProps {
  /** Replaces the federation runtime, for tests and for a standalone run. */
  remoteLoader?: (remote: string, expose: string) => RemoteLoader;
  /** The remotes' routes (build-kit/remotes.json); a test may pass others. */
  routes?: RemoteRoute[];
}

/** The route table (docs/screens-and-layout.md) for what is built; every route also answers under `/de`, `/en`, `/fr`, `/it`. */
export function AppRoutes({ remoteLoader = remoteRoutesLoader, routes = remoteRoutes }: AppRoutesProps) {
  const location = useLocation();
  const { remotes } = usePortalConfig();
  const deployed = deployedRoutes(routes, remotes);

  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path=":locale?" element={<LocaleGate notFound={<NotFound />} />}>
            <Route path="login" element={<LoginPage />} />
            <Route element={<QueryLayout />}>
              <Route path="two-factor" element={<TwoFactorPage />} />
              <Route element={<DocumentLayout />}>
                <Route path="forgot-password" element={<ForgotPasswordPage />} />
                <Route path="reset-password" element={<ResetPasswordPage variant="partner" />} />
                <Route path="user-reset-password" element={<ResetPasswordPage variant="user" />} />
                <Route path="password-changed" element={<PasswordChangedPage />} />
                <Route path="verify-email" element={<VerifyEmailPage />} />
                <Route path="register/:code" element={<RegistrationPage />} />
              </Route>
              <Route element={<RequireAuth />}>
                <Route element={<DefaultLayout />}>
                  {deployed.map((route) => {
                    const area = <RemoteArea loader={remoteLoader(route.remote, route.expose)} />;
                    const element = route.module ? <ModuleGuard module={route.module}>{area}</ModuleGuard> : area;
                    return route.base === '/' ? (
                      <Route key={route.base} index element={element} />
                    ) : (
                      <Route key={route.base} path={`${route.base.slice(1)}/*`} element={element} />
                    );
                  })}
                  <Route path="settings" element={<NotificationSettingsPage />} />
                </Route>
              </Route>
            </Route>
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
