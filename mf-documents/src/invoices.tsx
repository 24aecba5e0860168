import { Route, Routes } from '@portal/shared/router';
import { InvoicesPage } from './features/invoices/components/invoices-page';
import './i18n';

/**
 * What the remote exposes as `./invoices`: the shell renders it at the route base of this remote's entry in
 * build-kit/remotes.json (/invoices), so the paths here are relative to that base.
 */
export default function InvoicesRoutes() {
  return (
    <Routes>
      <Route index element={<InvoicesPage />} />
    </Routes>
  );
}
