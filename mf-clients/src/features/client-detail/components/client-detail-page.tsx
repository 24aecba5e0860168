import type { ReactNode } from 'react';
import type { ClientDetail } from '@portal/shared/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
import { errorStatus } from '@portal/shared/api';
import { remotePaths } from '@portal/shared/remote-paths';
import { useParams } from '@portal/shared/router';
import { useSession } from '@portal/shared/session';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { StatusChip } from '../../../components/status-chip';
import { useClient } from '../api/get-client';
import { useServices } from '../api/get-services';
import { useRange } from '../hooks/use-range';
import { AuditLog } from './audit-log';
import { ClientDevices } from './client-devices';
import { ClientHeader } from './client-header';
import { ClientNotFound } from './client-not-found';
import { ClientProfile } from './client-profile';
import { ClientServices } from './client-services';
import { MonthlyReturns } from './monthly-returns';
import { OnboardingProgress } from './onboarding-progress';
import { PerformanceSection } from './performance-section';
import { TransactionsSection } from './transactions-section';
import { parseId } from '../../../lib/client-id';

/** `/users/management/{id}`: everything about one client. */
/** What the routes add to the detail's side column (documents, the operator's actions), composed in routes.tsx. */
export type ClientDetailAside = (client: ClientDetail) => ReactNode;

export function ClientDetailPage({ aside }: { aside?: ClientDetailAside } = {}) {
  const { id: idParam } = useParams();
  const id = parseId(idParam);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      {id === null ? <ClientNotFound /> : <ClientDetail id={id} aside={aside} />}
    </Box>
  );
}

function ClientDetail({ id, aside }: { id: number; aside?: ClientDetailAside }) {
  const { t } = useTranslation('clients');
  const currency = useSession((s) => s.referenceCurrency);
  const client = useClient(id);
  const services = useServices(id, currency);
  const { range, setRange } = useRange();

  if (client.isPending) return <LoadingSkeleton rows={6} />;
  if (client.isError) {
    return errorStatus(client.error) === 404 ? (
      <ClientNotFound />
    ) : (
      <WidgetError message={t('detail.error')} onRetry={() => void client.refetch()} />
    );
  }
  const c = client.data.client;
  const name = [c.title ? t(`salutations.${c.title}`, { ns: 'common' }) : null, c.first_name, c.last_name].filter(Boolean).join(' ');
  return (
    <Box component="article" aria-labelledby="client-title" sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <ClientHeader backTo={remotePaths.clients.list()} backLabel={t('detail.backToList')} title={name}>
        <StatusChip status={c.status} />
        <Typography variant="body2" color="text.secondary">
          {t(`progress.${c.onboarding_progress}`)}
        </Typography>
      </ClientHeader>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <PerformanceSection clientId={id} currency={currency} range={range} onRangeChange={setRange} />
          <MonthlyReturns clientId={id} currency={currency} />
          <ClientServices clientId={id} currency={currency} ownCustodianName={c.own_custodian_name} />
          <TransactionsSection clientId={id} services={services.data?.services ?? []} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {aside?.(c)}
          <OnboardingProgress client={c} />
          <ClientProfile client={c} />
          <ClientDevices clientId={id} />
          <AuditLog clientId={id} />
        </Box>
      </Box>
    </Box>
  );
}
