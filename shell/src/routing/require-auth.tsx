import { Navigate, Outlet, useLocation } from '@portal/shared/router';
import { useSession } from '@portal/shared/session';
import { loginWithRedirect } from '../lib/paths';

/** Authenticated layout: anonymous visitors go to login and come back to the full path they asked for. */
export function RequireAuth() {
  const signedIn = useSession((state) => Boolean(state.partnerUser));
  const location = useLocation();
  if (!signedIn) {
    return <Navigate replace to={loginWithRedirect(`${location.pathname}${location.search}${location.hash}`)} />;
  }
  return <Outlet />;
}
