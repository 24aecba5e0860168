import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
import { errorStatus } from '@portal/shared/api';
import { custodianDisplayName, serviceDisplayName } from '@portal/shared/contracts';
import { remotePaths } from '@portal/shared/remote-paths';
import { useParams } from '@portal/shared/router';
import { useSession } from '@portal/shared/session';
import { Amount } from '@portal/shared/ui/amount';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useLocale } from '@portal/shared/ui/use-locale';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { SectionCard } from '../../../components/section-card';
import { useClient } from '../api/get-client';
import { useServices } from '../api/get-services';
import { useRange } from '../hooks/use-range';
import { ClientHeader } from './client-header';
import { ClientNotFound } from './client-not-found';
import { parseId } from '../../../lib/client-id';
import { MonthlyReturns } from './monthly-returns';
import { PerformanceSection } from './performance-section';
import { TransactionsList } from './transactions-list';

/** `/users/management/{id}/performance/{serviceId}`: the performance and the transactions of one service. */
/** What the routes add below a service's performance (portfolio overview, reports), composed in routes.tsx. */
export type ServiceExtras = (ids: { clientId: number; serviceId: number }) => ReactNode;

export function ServicePerformancePage({ extras }: { extras?: ServiceExtras } = {}) {
  const params = useParams();
  const id = parseId(params.id);
  const serviceId = parseId(params.serviceId);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      {id === null || serviceId === null ? <ClientNotFound /> : <ServicePerformance id={id} serviceId={serviceId} extras={extras} />}
    </Box>
  );
}

function ServicePerformance({ id, serviceId, extras }: { id: number; serviceId: number; extras?: ServiceExtras }) {
  const { t } = useTranslation('clients');
  const currency = useSession((s) => s.referenceCurrency);
  const locale = useLocale();
  const client = useClient(id);
  const services = useServices(id, currency);
  const { range, setRange } = useRange();

  if (client.isPending || services.isPending) return <LoadingSkeleton rows={6} />;
  if (client.isError || services.isError) {
    const status = errorStatus(client.error ?? services.error);
    return status === 404 ? (
      <ClientNotFound />
    ) : (
      <WidgetError message={t('detail.error')} onRetry={() => void Promise.all([client.refetch(), services.refetch()])} />
    );
  }
  const service = services.data.services.find((s) => s.id === serviceId);
  if (!service) return <ClientNotFound />;
  const c = client.data.client;
  const serviceName = serviceDisplayName(service.name, service.kind, locale);
  return (
    <Box component="article" aria-labelledby="client-title" sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <ClientHeader
        backTo={remotePaths.clients.detail(id)}
        backLabel={t('service.back', { name: `${c.first_name} ${c.last_name}` })}
        title={serviceName}
      >
        <Typography variant="body2" color="text.secondary">
          {[
            t(`serviceKinds.${service.kind}`, { ns: 'common' }),
            service.strategy,
            service.custodian ? custodianDisplayName(service.custodian, c.own_custodian_name, locale) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </ClientHeader>
      <Typography variant="body1">
        {t('service.currentValue')} <Amount value={service.current_value} currency={services.data.currency} sx={{ fontWeight: 700 }} />
      </Typography>
      <PerformanceSection clientId={id} serviceId={serviceId} currency={currency} range={range} onRangeChange={setRange} />
      <MonthlyReturns clientId={id} serviceId={serviceId} currency={currency} />
      <SectionCard title={t('detail.transactions.title')}>
        <TransactionsList clientId={id} serviceId={serviceId} />
      </SectionCard>
      {extras?.({ clientId: id, serviceId })}
    </Box>
  );
}
