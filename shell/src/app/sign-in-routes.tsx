import { useEffect } from 'react';
import { Route, Routes } from '@portal/shared/router';
import LoginPage from '../features/auth/components/login-page';
import { LocaleGate } from '../routing/locale-gate';

/** Where the sign-in page leads (or a link on it): the whole portal, loaded at the address the router went to. */
export function LoadPortal({ load = () => window.location.reload() }: { load?: () => void }) {
  useEffect(load, [load]);
  return null;
}

export function SignInRoutes({ loadPortal }: { loadPortal?: () => void }) {
  const portal = <LoadPortal load={loadPortal} />;
  return (
    <Routes>
      <Route path=":locale?" element={<LocaleGate notFound={portal} />}>
        <Route path="login" element={<LoginPage />} />
        <Route index element={portal} />
        <Route path="*" element={portal} />
      </Route>
    </Routes>
  );
}
