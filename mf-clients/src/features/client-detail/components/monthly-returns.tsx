import type { Options } from 'highcharts';
import { useTranslation } from '@portal/shared/i18n/react';
import type { ReferenceCurrency } from '@portal/shared/contracts';
import { dayjs, formatPercent } from '@portal/shared/format';
import { ChartCard } from '@portal/shared/ui/chart-card';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { useLocale } from '@portal/shared/ui/use-locale';
import { Chart } from '@portal/shared/ui/chart';
import { useMonthlyPerformance } from '../api/get-monthly-performance';

/** The time-weighted return of each month as bars, gains green and losses red (returns are no amounts: private mode shows them). */
export function MonthlyReturns({ clientId, serviceId, currency }: { clientId: number; serviceId?: number; currency: ReferenceCurrency }) {
  const { t } = useTranslation('clients');
  const locale = useLocale();
  const monthly = useMonthlyPerformance(clientId, { currency, serviceId });
  const months = (monthly.data?.months ?? []).slice(-24);
  const options: Options = {
    chart: { type: 'column', spacing: [8, 4, 8, 4] },
    title: { text: undefined },
    credits: { enabled: false },
    legend: { enabled: false },
    xAxis: { categories: months.map((m) => dayjs(`${m.month}-01`).locale(locale).format('MMM YY')) },
    yAxis: {
      title: { text: undefined },
      labels: { formatter: ({ value }) => formatPercent(Number(value) / 100, { decimals: 0, locale }) },
    },
    tooltip: {
      pointFormatter() {
        return formatPercent(this.y === undefined ? null : this.y / 100, { decimals: 2, signed: true, locale });
      },
    },
    plotOptions: { series: { animation: false } },
    series: [
      {
        type: 'column',
        name: t('detail.monthly.series'),
        data: months.map((m) => (m.twr === null ? null : Math.round(m.twr * 10_000) / 100)),
        color: '#2e7d32',
        negativeColor: '#c62828',
      },
    ],
  };
  return (
    <ChartCard
      title={t('detail.monthly.title')}
      subtitle={t('detail.monthly.subtitle')}
      loading={monthly.isPending}
      error={monthly.isError}
      errorMessage={t('detail.monthly.error')}
      onRetry={() => void monthly.refetch()}
      height={260}
    >
      {months.length === 0 ? (
        <EmptyState title={t('detail.monthly.empty')} description={t('detail.performance.emptyDescription')} />
      ) : (
        <Chart label={t('detail.monthly.chartLabel')} height={260} options={options} />
      )}
    </ChartCard>
  );
}
