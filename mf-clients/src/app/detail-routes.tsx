import { useNavigate } from '@portal/shared/router';
import { remotePaths } from '@portal/shared/remote-paths';
import type { ClientDetail } from '@portal/shared/contracts';
import { ClientDetailPage } from '../features/client-detail/components/client-detail-page';
import { ServicePerformancePage } from '../features/client-detail/components/service-performance-page';
import { AdminActions } from '../features/admin-actions/components/admin-actions';
import { ClientDocumentsPanel } from '../features/client-documents/components/client-documents-panel';
import { PortfolioOverviewPanel } from '../features/portfolio-overview/components/portfolio-overview-panel';
import { ServiceReportsPanel } from '../features/reports/components/service-reports-panel';
import { SuggestedServicesPanel } from '../features/suggested-services/components/suggested-services-panel';
import { VbSearchPanel } from '../features/vb-search/components/vb-search-panel';

/**
 * The pages behind a client of the list, composed with what the other features add to them: a chunk of their own,
 * which routes.tsx loads when one of them is opened, so that the list's first load does not carry them
 * (docs/performance.md).
 */
export function ClientDetailRoute() {
  return <ClientDetailPage aside={(client) => <DetailAside client={client} />} />;
}

export function ServicePerformanceRoute() {
  return (
    <ServicePerformancePage
      extras={({ clientId, serviceId }) => (
        <>
          <PortfolioOverviewPanel clientId={clientId} serviceId={serviceId} />
          <ServiceReportsPanel clientId={clientId} serviceId={serviceId} />
        </>
      )}
    />
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
