import Box from '@mui/material/Box';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import { useTranslation } from '@portal/shared/i18n/react';
import { Amount } from '@portal/shared/ui/amount';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { useStatisticsParams } from '../../../lib/use-statistics-params';
import { WidgetCard } from '../../../lib/widget-card';
import { WidgetSkeleton } from '../../../lib/widget-skeleton';
import { Stat, StatSkeleton } from '../../../lib/stat';
import { useCountFormat } from '../../../lib/use-count-format';
import { useTotalClients } from '../api/get-total-clients';

/** The Element Timing mark of the clients' count: once it is on screen, the dashboard loads what comes second. */
export const TOTALS_TIMING = 'dashboard-totals';

export function TotalsWidget() {
  const { t } = useTranslation('statistics');
  const params = useStatisticsParams();
  const query = useTotalClients(params);
  const formatCount = useCountFormat();

  return (
    <WidgetCard title={t('totals.title')} icon={<PeopleAltOutlined fontSize="small" />}>
      {query.isPending ? (
        <WidgetSkeleton sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <StatSkeleton />
          <StatSkeleton />
        </WidgetSkeleton>
      ) : query.isError ? (
        <WidgetError onRetry={() => void query.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 4, rowGap: 2 }}>
          <Stat label={t('totals.clients')} value={formatCount(query.data.total_clients)} timing={TOTALS_TIMING} />
          <Stat
            label={t('totals.invested')}
            value={<Amount value={query.data.total_invested_amount} currency={query.data.currency} decimals={0} />}
          />
        </Box>
      )}
    </WidgetCard>
  );
}
