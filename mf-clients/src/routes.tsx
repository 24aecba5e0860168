import { Route, Routes } from '@portal/shared/router';
import { ClientListPage } from './features/client-list/components/client-list-page';
import { ClientDetailPage } from './features/client-detail/components/client-detail-page';
import { ServicePerformancePage } from './features/client-detail/components/service-performance-page';
import { ExportClientsButton } from './features/export/components/export-clients-button';
import { ReferralButton } from './features/referral/components/referral-button';
import { VbSearchPanel } from './features/vb-search/components/vb-search-panel';
import { SuggestedServicesPanel } from './features/suggested-services/components/suggested-services-panel';
import { AdminActions } from './features/admin-actions/components/admin-actions';
import { ClientDocumentsPanel } from './features/client-documents/components/client-documents-panel';
import { PortfolioOverviewPanel } from './features/portfolio-overview/components/portfolio-overview-panel';
import { ServiceReportsPanel } from './features/reports/components/service-reports-panel';
import { remotePaths } from '@portal/shared/remote-paths';
import { useNavigate } from '@portal/shared/router';
import type { ClientDetail } from '@portal/shared/contracts';
import './i18n';

/**
 * What the remote exposes as `./routes`: the shell renders it at the route base of this remote's entry in
 * build-kit/remotes.json (/users/management), so the paths here are relative to that base.
 */
export default function ClientsRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <ClientListPage
            actions={(query) => (
              <>
                <ReferralButton />
                <ExportClientsButton params={query} />
              </>
            )}
          />
        }
      />
      <Route path=":id" element={<ClientDetailPage aside={(client) => <DetailAside client={client} />} />} />
      <Route
        path=":id/performance/:serviceId"
        element={
          <ServicePerformancePage
            extras={({ clientId, serviceId }) => (
              <>
                <PortfolioOverviewPanel clientId={clientId} serviceId={serviceId} />
                <ServiceReportsPanel clientId={clientId} serviceId={serviceId} />
              </>
            )}
          />
        }
      />
    </Routes>
  );
}

/**
 * The detail's side column additions: the operator's admin actions (only for an operator), the suggested services, the
 * documents, the vested-benefits search.
 */
function DetailAside({ client }: { client: ClientDetail }) {
  const navigate = useNavigate();
  return (
    <>
      <AdminActions client={client} onDeleted={() => void navigate(remotePaths.clients.list())} />
      <SuggestedServicesPanel clientId={client.id} />
      <ClientDocumentsPanel clientId={client.id} />
      <VbSearchPanel clientId={client.id} />
    </>
  );
}
