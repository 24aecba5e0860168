import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Options, PointOptionsObject } from 'highcharts';
import type { ReactNode } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import type { PerformancePeriod, PerformanceResponse, ReferenceCurrency } from '@portal/shared/contracts';
import { dayjs, formatCompact, formatDate, formatPercent, privateMask } from '@portal/shared/format';
import type { Locale } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Amount } from '@portal/shared/ui/amount';
import { ChartCard } from '@portal/shared/ui/chart-card';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { useLocale } from '@portal/shared/ui/use-locale';
import { Chart } from '@portal/shared/ui/chart';
import { usePerformance } from '../api/get-performance';
import { returnGap } from './return-explanation';

const utc = (date: string) => dayjs(`${date}T00:00:00Z`).valueOf();

/**
 * Room right of the plot for half a date label: a tick at the axis' right end has its label centred on it, and
 * Highcharts shortens a label that would pass the chart's edge ("30.11.…") instead of moving it (docs/charts.md). The
 * widest label, "30.11.2026" or "Sept. 2026", is about 64 px at the axis' 0.8em; half of it and the 4 px spacing is 36.
 */
const ROOM_FOR_LAST_DATE = 40;

function Figure({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary" component="dd" sx={{ m: 0 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}

/** The value line of the period with each deposit and withdrawal marked on it. */
function valueChartOptions(
  data: PerformanceResponse,
  names: { value: string; deposits: string; withdrawals: string },
  privateMode: boolean,
  locale: Locale,
): Options {
  const line = data.series.map((point) => [utc(point.date), point.value] as [number, number]);
  const marks = (sign: 1 | -1): PointOptionsObject[] =>
    data.series.filter((point) => Math.sign(point.net_flow) === sign).map((point) => ({ x: utc(point.date), y: point.value }));
  return {
    chart: { type: 'line', spacing: [8, 4, 8, 4], marginRight: ROOM_FOR_LAST_DATE },
    title: { text: undefined },
    credits: { enabled: false },
    legend: { enabled: true },
    xAxis: { type: 'datetime' },
    yAxis: {
      title: { text: undefined },
      labels: { formatter: ({ value }) => formatCompact(Number(value), { locale, privateMode }) },
    },
    // Private mode: no tooltip could show a value
    tooltip: privateMode ? { enabled: false } : { valueDecimals: 2, valueSuffix: ` ${data.currency}`, xDateFormat: '%d.%m.%Y' },
    plotOptions: { series: { animation: false } },
    series: [
      { type: 'line', name: names.value, data: line, color: '#1f4e79', marker: { enabled: false } },
      { type: 'scatter', name: names.deposits, data: marks(1), color: '#2e7d32', marker: { symbol: 'triangle', radius: 6 } },
      { type: 'scatter', name: names.withdrawals, data: marks(-1), color: '#c62828', marker: { symbol: 'triangle-down', radius: 6 } },
    ],
  };
}

export type PerformanceSectionProps = {
  clientId: number;
  serviceId?: number;
  currency: ReferenceCurrency;
  range: PerformancePeriod;
  onRangeChange: (range: PerformancePeriod) => void;
};

/**
 * The performance of the chosen range: time-weighted and money-weighted (XIRR) return side by side, with one plain
 * sentence on why they differ when they do; periods under a year are not annualised. Below, the value line.
 */
export function PerformanceSection({ clientId, serviceId, currency, range, onRangeChange }: PerformanceSectionProps) {
  const { t } = useTranslation('clients');
  const locale = useLocale();
  const privateMode = useSession((s) => s.privateMode);
  const performance = usePerformance(clientId, { period: range, currency, serviceId });
  const data = performance.data;
  const gap = data ? returnGap(data.twr, data.mwr) : null;
  const pct = (value: number | null | undefined) => formatPercent(value, { decimals: 2, signed: true, locale });

  return (
    <ChartCard
      title={t('detail.performance.title')}
      subtitle={
        data?.from && data.to
          ? t('detail.performance.period', { from: formatDate(data.from, 'dmy', { locale }), to: formatDate(data.to, 'dmy', { locale }) })
          : undefined
      }
      range={range}
      onRangeChange={onRangeChange}
      loading={performance.isPending}
      error={performance.isError}
      errorMessage={t('detail.performance.error')}
      onRetry={() => void performance.refetch()}
      height={300}
    >
      {data && data.series.length === 0 ? (
        <EmptyState title={t('detail.performance.empty')} description={t('detail.performance.emptyDescription')} />
      ) : data ? (
        <Box sx={{ display: 'grid', gap: 2, opacity: performance.isPlaceholderData ? 0.6 : 1 }} aria-busy={performance.isFetching}>
          {/* as many columns as amounts of eight digits fit side by side: four across the page, two beside the side column */}
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))' }}
          >
            <Figure
              label={t('detail.performance.twr')}
              hint={
                data.annualised?.twr != null
                  ? t('detail.performance.annualised', { value: pct(data.annualised.twr) })
                  : t('detail.performance.notAnnualised')
              }
            >
              {pct(data.twr)}
            </Figure>
            <Figure
              label={t('detail.performance.mwr')}
              hint={
                data.annualised?.mwr != null
                  ? t('detail.performance.annualised', { value: pct(data.annualised.mwr) })
                  : t('detail.performance.notAnnualised')
              }
            >
              {pct(data.mwr)}
            </Figure>
            <Figure label={t('detail.performance.endValue')}>
              <Amount value={data.end_value} currency={data.currency} />
            </Figure>
            <Figure label={t('detail.performance.netFlows')}>
              <Amount value={data.deposits - data.withdrawals} currency={data.currency} />
            </Figure>
          </Box>
          {gap && (
            <Typography variant="body2" sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
              {t(`detail.performance.gap.${gap}`)}
            </Typography>
          )}
          <Chart
            label={t('detail.performance.chartLabel')}
            height={300}
            amounts
            options={valueChartOptions(
              data,
              {
                value: t('detail.performance.seriesValue'),
                deposits: t('detail.performance.seriesDeposits'),
                withdrawals: t('detail.performance.seriesWithdrawals'),
              },
              privateMode,
              locale,
            )}
          />
          {privateMode && (
            <Typography variant="caption" color="text.secondary">
              {t('detail.performance.privateNote', { mask: privateMask })}
            </Typography>
          )}
        </Box>
      ) : null}
    </ChartCard>
  );
}
