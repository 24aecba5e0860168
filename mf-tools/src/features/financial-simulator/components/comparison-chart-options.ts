import type { Options } from 'highcharts';
import type { TaxComparisonResponse } from '@portal/shared/contracts';

/** The canton comparison: one horizontal bar pair (income tax, 3a saving) per canton's capital, in the API's order. */
export function comparisonChartOptions({
  cantons,
  labels,
  formatAmount,
  formatAxis,
  colors,
}: {
  cantons: TaxComparisonResponse['cantons'];
  labels: { tax: string; saving: string };
  formatAmount: (value: number) => string;
  formatAxis: (value: number) => string;
  colors: { tax: string; saving: string; grid: string; text: string };
}): Options {
  return {
    chart: { type: 'bar', spacing: [8, 4, 8, 4], style: { fontFamily: 'inherit' }, animation: false },
    title: { text: undefined },
    credits: { enabled: false },
    legend: { enabled: true, itemStyle: { color: colors.text, fontWeight: '400' } },
    xAxis: {
      categories: cantons.map((row) => `${row.canton} · ${row.municipality.name}`),
      lineColor: colors.grid,
      labels: { style: { color: colors.text } },
    },
    yAxis: {
      title: { text: undefined },
      gridLineColor: colors.grid,
      labels: { style: { color: colors.text }, formatter: (context) => formatAxis(Number(context.value)) },
    },
    tooltip: {
      shared: true,
      formatter: function () {
        const rows = (this.points ?? []).map((point) => `${point.series.name}: <b>${formatAmount(Number(point.y))}</b>`);
        return [`<b>${String(this.key ?? '')}</b>`, ...rows].join('<br/>');
      },
    },
    plotOptions: { series: { animation: false }, bar: { groupPadding: 0.1, pointPadding: 0.05 } },
    series: [
      { type: 'bar', name: labels.tax, color: colors.tax, data: cantons.map((row) => row.income_tax) },
      { type: 'bar', name: labels.saving, color: colors.saving, data: cantons.map((row) => row.saving) },
    ],
  };
}
