import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { useTranslation } from '@portal/shared/i18n/react';
import type { Kpi, KpisResponse, ReferenceCurrency } from '@portal/shared/contracts/statistics';
import { formatAmount, formatDate, formatPercent } from '@portal/shared/format';
import { useSession } from '@portal/shared/session';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { useStatisticsParams } from '../../../lib/use-statistics-params';
import { useCountFormat } from '../../../lib/use-count-format';
import { WidgetCard } from '../../../lib/widget-card';
import { WidgetSkeleton } from '../../../lib/widget-skeleton';
import { useKpis } from '../api/get-kpis';

/** For these a falling value is the good news. */
const lowerIsBetter = new Set<Kpi['key']>(['average_days_to_first_investment']);

type Trend = 'up' | 'down' | 'flat' | 'none';

/** A value as precise as the tile shows it: whole days, amounts and counts, percentages to a tenth of a per cent. */
function shown(value: number, unit: Kpi['unit']): number {
  return unit === 'percent' ? Math.round(value * 1000) : Math.round(value);
}

/**
 * Compares what the tile shows: two values that read the same ("37 Tage", "Vorperiode: 37 Tage") are unchanged,
 * whatever decimals lie behind them.
 */
export function trendOf(kpi: Kpi): Trend {
  if (kpi.value === null || kpi.previous_value === null) return 'none';
  const value = shown(kpi.value, kpi.unit);
  const previous = shown(kpi.previous_value, kpi.unit);
  // Below a tenth of a per cent of change the arrow would only show rounding.
  const tolerance = Math.abs(previous) * 0.001;
  if (value === previous || Math.abs(value - previous) <= tolerance) return 'flat';
  return value > previous ? 'up' : 'down';
}

export function KpisWidget() {
  const { t } = useTranslation('statistics');
  const params = useStatisticsParams();
  const query = useKpis(params);

  const subtitle = query.isSuccess
    ? t('kpis.period', {
        from: formatDate(query.data.period.from, 'dmy'),
        to: formatDate(query.data.period.to, 'dmy'),
      })
    : undefined;

  return (
    <WidgetCard title={t('kpis.title')} subtitle={subtitle} icon={<InsightsOutlined fontSize="small" />}>
      {query.isPending ? (
        <WidgetSkeleton sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, gap: 2 }}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} variant="rounded" height={104} />
          ))}
        </WidgetSkeleton>
      ) : query.isError ? (
        <WidgetError onRetry={() => void query.refetch()} />
      ) : (
        <KpiGrid>
          {query.data.kpis.map((kpi) => (
            <KpiTile key={kpi.key} kpi={kpi} data={query.data} />
          ))}
        </KpiGrid>
      )}
    </WidgetCard>
  );
}

function KpiGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        gap: 2,
      }}
    >
      {children}
    </Box>
  );
}

function useKpiValueFormat(currency: ReferenceCurrency) {
  const { t } = useTranslation('statistics');
  const privateMode = useSession((state) => state.privateMode);
  const formatCount = useCountFormat();
  return (value: number | null, unit: Kpi['unit']) => {
    if (value === null) return t('kpis.no_value');
    switch (unit) {
      case 'amount':
        return formatAmount(value, currency, { privateMode, decimals: 0 });
      case 'percent':
        return formatPercent(value);
      case 'days':
        return t('kpis.days', { count: Math.round(value), formatted: formatCount(Math.round(value)) });
      case 'count':
        return formatCount(value);
    }
  };
}

function KpiTile({ kpi, data }: { kpi: Kpi; data: KpisResponse }) {
  const { t } = useTranslation('statistics');
  const format = useKpiValueFormat(data.currency);
  const trend = trendOf(kpi);
  const good = trend === 'flat' || trend === 'none' ? null : (trend === 'up') !== lowerIsBetter.has(kpi.key);
  const TrendIcon = trend === 'up' ? TrendingUp : trend === 'down' ? TrendingDown : TrendingFlat;
  const color = good === null ? 'text.secondary' : good ? 'success.main' : 'error.main';

  return (
    <Box
      component="li"
      sx={{ p: 2, borderRadius: 2, backgroundColor: 'action.hover', display: 'flex', flexDirection: 'column', gap: 0.75, minWidth: 0 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
        {t(`kpis.keys.${kpi.key}`)}
      </Typography>
      <Typography sx={{ fontSize: '1.4rem', fontWeight: 650, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
        {format(kpi.value, kpi.unit)}
      </Typography>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color }}>
        {trend !== 'none' && <TrendIcon fontSize="small" aria-hidden />}
        <Typography variant="caption" sx={{ color: 'inherit' }}>
          {t(`kpis.trend.${trend}`)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('kpis.previous', { value: format(kpi.previous_value, kpi.unit) })}
        </Typography>
      </Stack>
    </Box>
  );
}
