import { useMemo } from 'react';
import { useTheme } from '@portal/shared/ui/use-theme';
import { useTranslation } from '@portal/shared/i18n/react';
import type { Options } from 'highcharts';
import type { FeeHistoryResponse } from '@portal/shared/contracts';
import { formatAmount, formatCompact } from '@portal/shared/format';
import { useSession } from '@portal/shared/session';
import { useLocale } from '@portal/shared/ui/use-locale';
import { Chart } from '@portal/shared/ui/chart';
import { formatMonth } from './format-month';

const HEIGHT = 300;

/** Finders and recurring fees per month, stacked columns. */
export function FeesChart({ data }: { data: FeeHistoryResponse }) {
  const { t } = useTranslation('documents');
  const theme = useTheme();
  const locale = useLocale();
  const privateMode = useSession((state) => state.privateMode);
  const options = useMemo<Options>(() => {
    const categories = data.months.map((m) => formatMonth(m.month, locale, 'short'));
    const amount = (value: number) => formatAmount(value, 'CHF', { privateMode, locale });
    return {
      chart: { type: 'column', backgroundColor: 'transparent', style: { fontFamily: 'inherit' }, spacing: [8, 4, 8, 4] },
      title: { text: undefined },
      credits: { enabled: false },
      xAxis: { categories, labels: { style: { color: theme.palette.text.secondary } }, lineColor: theme.palette.divider },
      yAxis: {
        title: { text: undefined },
        gridLineColor: theme.palette.divider,
        labels: {
          style: { color: theme.palette.text.secondary },
          formatter() {
            return privateMode ? '' : formatCompact(Number(this.value), { locale });
          },
        },
      },
      legend: { itemStyle: { color: theme.palette.text.primary, fontWeight: '500' } },
      tooltip: {
        shared: true,
        formatter() {
          const points = this.points ?? [];
          const total = points.reduce((sum, p) => sum + (p.y ?? 0), 0);
          // A series colour is a string here (the theme's); a gradient or pattern would have no CSS text: the text's colour.
          const rows = points.map(
            (p) =>
              `<span style="color:${typeof p.color === 'string' ? p.color : 'currentColor'}">●</span> ${p.series.name}: <b>${amount(p.y ?? 0)}</b>`,
          );
          return [`<b>${String(this.x ?? '')}</b>`, ...rows, `${t('invoices.totals.total')}: <b>${amount(total)}</b>`].join('<br/>');
        },
      },
      plotOptions: { column: { stacking: 'normal', borderWidth: 0, borderRadius: 2 } },
      series: [
        {
          type: 'column',
          id: 'recurring',
          name: t('invoices.chart.recurringFees'),
          color: theme.palette.primary.main,
          data: data.months.map((m) => m.recurring_fees),
        },
        {
          type: 'column',
          id: 'finders',
          name: t('invoices.chart.findersFees'),
          color: theme.palette.secondary.main,
          data: data.months.map((m) => m.finders_fees),
        },
      ],
    };
  }, [data, locale, privateMode, t, theme]);
  return <Chart options={options} height={HEIGHT} label={t('invoices.chart.description')} amounts />;
}
