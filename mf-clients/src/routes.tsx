import { Route, Routes } from '@portal/shared/router';
import { ClientListPage } from './features/client-list/components/client-list-page';
import { ClientDetailPage } from './features/client-detail/components/client-detail-page';
import { ServicePerformancePage } from './features/client-detail/components/service-performance-page';
import { ExportClientsButton } from './features/export/components/export-clients-button';
import './i18n';

/**
 * What the remote exposes as `./routes`: the shell renders it at the route base of this remote's entry in
 * build-kit/remotes.json (/users/management), so the paths here are relative to that base.
 */
export default function ClientsRoutes() {
  return (
    <Routes>
      <Route index element={<ClientListPage actions={(query) => <ExportClientsButton params={query} />} />} />
      <Route path=":id" element={<ClientDetailPage />} />
      <Route path=":id/performance/:serviceId" element={<ServicePerformancePage />} />
    </Routes>
  );
}
