import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { useTranslation } from '@portal/shared/i18n/react';
import { Amount } from '@portal/shared/ui/amount';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { useStatisticsParams } from '../../../lib/use-statistics-params';
import { useCountFormat } from '../../../lib/use-count-format';
import { Stat, StatSkeleton } from '../../../lib/stat';
import { WidgetCard } from '../../../lib/widget-card';
import { WidgetSkeleton } from '../../../lib/widget-skeleton';
import { useExpectedRevenue } from '../api/get-expected-revenue';

/** Rendered only for users with the `expected_revenue` module (the dashboard decides). */
export function ExpectedRevenueWidget() {
  const { t } = useTranslation('statistics');
  const params = useStatisticsParams();
  const query = useExpectedRevenue(params);
  const formatCount = useCountFormat();

  return (
    <WidgetCard title={t('revenue.title')} icon={<PaymentsOutlined fontSize="small" />}>
      {query.isPending ? (
        <WidgetSkeleton sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
          <StatSkeleton />
          <StatSkeleton />
          <StatSkeleton />
        </WidgetSkeleton>
      ) : query.isError ? (
        <WidgetError onRetry={() => void query.refetch()} />
      ) : query.data.clients_count === 0 ? (
        <EmptyState title={t('revenue.empty')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
            <Stat size="medium" label={t('revenue.clients')} value={formatCount(query.data.clients_count)} />
            <Stat
              size="medium"
              label={t('revenue.finders_fee')}
              hint={t('revenue.finders_fee_hint')}
              value={<Amount value={query.data.expected_revenue.finders_fee} currency={query.data.currency} />}
            />
            <Stat
              size="medium"
              label={t('revenue.recurring_fee')}
              hint={t('revenue.recurring_fee_hint')}
              value={<Amount value={query.data.expected_revenue.recurring_fee_monthly} currency={query.data.currency} />}
            />
          </Box>
          <Alert severity="info" variant="outlined" sx={{ borderRadius: 2 }}>
            {t('revenue.note')}
          </Alert>
        </Box>
      )}
    </WidgetCard>
  );
}
