import { Route, Routes } from '@portal/shared/router';
import { ResourcesPage } from './features/resources/components/resources-page';
import './i18n';

/**
 * What the remote exposes as `./invoices`: the shell renders it at the route base of this remote's entry in
 * build-kit/remotes.json (/invoices), so the paths here are relative to that base.
 */
export default function InvoicesRoutes() {
  return (
    <Routes>
      <Route index element={<ResourcesPage />} />
    </Routes>
  );
}
