import type { Options } from 'highcharts';
import type { ProjectionPoint } from '@portal/shared/contracts';

export type FanLabels = { median: string; band90: string; band75: string; paidIn: string; axis: string; year: (year: number) => string };

/** The fan: 10–90 and 25–75 percentile bands, the median and the total paid in, by year. */
export function projectionChartOptions({
  points,
  labels,
  formatAmount,
  formatAxis,
  colors,
}: {
  points: ProjectionPoint[];
  labels: FanLabels;
  formatAmount: (value: number) => string;
  formatAxis: (value: number) => string;
  colors: { primary: string; band90: string; band75: string; paidIn: string; grid: string; text: string };
}): Options {
  return {
    chart: { spacing: [8, 4, 8, 4], style: { fontFamily: 'inherit' }, animation: false },
    title: { text: undefined },
    credits: { enabled: false },
    legend: { enabled: true, itemStyle: { color: colors.text, fontWeight: '400' } },
    xAxis: {
      title: { text: labels.axis },
      allowDecimals: false,
      lineColor: colors.grid,
      labels: { style: { color: colors.text } },
    },
    yAxis: {
      title: { text: undefined },
      gridLineColor: colors.grid,
      labels: { style: { color: colors.text }, formatter: ({ value }) => formatAxis(Number(value)) },
    },
    tooltip: {
      shared: true,
      formatter() {
        const point = points[Number(this.x)];
        if (!point) return false;
        return [
          `<b>${labels.year(point.year)}</b>`,
          `${labels.band90}: ${formatAmount(point.p10)} – ${formatAmount(point.p90)}`,
          `${labels.band75}: ${formatAmount(point.p25)} – ${formatAmount(point.p75)}`,
          `${labels.median}: <b>${formatAmount(point.p50)}</b>`,
          `${labels.paidIn}: ${formatAmount(point.paid_in)}`,
        ].join('<br/>');
      },
    },
    plotOptions: { series: { animation: false, marker: { enabled: false } } },
    series: [
      {
        type: 'arearange',
        name: labels.band90,
        data: points.map((point) => [point.year, point.p10, point.p90]),
        color: colors.band90,
        fillOpacity: 0.35,
        lineWidth: 0,
      },
      {
        type: 'arearange',
        name: labels.band75,
        data: points.map((point) => [point.year, point.p25, point.p75]),
        color: colors.band75,
        fillOpacity: 0.45,
        lineWidth: 0,
      },
      { type: 'line', name: labels.median, data: points.map((point) => [point.year, point.p50]), color: colors.primary, lineWidth: 2.5 },
      {
        type: 'line',
        name: labels.paidIn,
        data: points.map((point) => [point.year, point.paid_in]),
        color: colors.paidIn,
        dashStyle: 'Dash',
        lineWidth: 2,
      },
    ],
  };
}
