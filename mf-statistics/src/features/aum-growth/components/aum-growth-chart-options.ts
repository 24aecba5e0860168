import type { Options, Point, SeriesOptionsType } from 'highcharts';
import type { AumGrowthResponse, AumRange } from '@portal/shared/contracts/statistics';

export interface AumChartInput {
  data: AumGrowthResponse;
  range: AumRange;
  splitByAdviser: boolean;
  formatAmount: (value: number) => string;
  /** Short form for the axes; masked in private mode like the full amounts. */
  formatAxis: (value: number) => string;
  labels: { aum: string; netInflow: string };
  /** the day in the tooltip, the numeric date of the language: %d.%m.%Y, in English %d/%m/%Y */
  dateFormat?: string;
  colors: { primary: string; inflow: string; outflow: string; grid: string; text: string; palette: string[] };
}

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Daily net inflows are noise over a year; from 1Y on they are summed per month. */
export function netInflowBars(valuations: AumGrowthResponse['valuations'], range: AumRange): [number, number][] {
  if (range === '1m' || range === '3m') return valuations.map((point) => [toTime(point.date), point.net_inflow]);
  const months = new Map<string, number>();
  for (const point of valuations) {
    const month = `${point.date.slice(0, 7)}-01`;
    months.set(month, (months.get(month) ?? 0) + point.net_inflow);
  }
  return [...months].map(([month, sum]) => [toTime(month), sum]);
}

/**
 * Every series has an id and names its pane: Highcharts updates a drawn chart series by series, matched by id
 * (by position without one), and a series that does not name its pane keeps the one it had. Without these,
 * switching to "by adviser" turned the net-inflow columns (position 1) into an adviser's area in the inflow pane.
 */
export function aumChartOptions({
  data,
  range,
  splitByAdviser,
  formatAmount,
  formatAxis,
  labels,
  colors,
  dateFormat = '%d.%m.%Y',
}: AumChartInput): Options {
  const aumSeries: SeriesOptionsType[] = splitByAdviser
    ? data.partners.map((partner, index) => ({
        type: 'area',
        id: `aum-${partner.partner_user_id}`,
        name: partner.name,
        yAxis: 0,
        stacking: 'normal',
        color: colors.palette[index % colors.palette.length],
        fillOpacity: 0.35,
        data: partner.valuations.map((point) => [toTime(point.date), point.aum]),
      }))
    : [
        {
          type: 'area',
          id: 'aum',
          name: labels.aum,
          yAxis: 0,
          color: colors.primary,
          fillColor: {
            linearGradient: { x1: 0, y1: 0, x2: 0, y2: 1 },
            stops: [
              [0, `${colors.primary}40`],
              [1, `${colors.primary}00`],
            ],
          },
          data: data.valuations.map((point) => [toTime(point.date), point.aum]),
        },
      ];

  const amountLabel = function (this: { value: number | string }) {
    return formatAxis(Number(this.value));
  };

  return {
    chart: { backgroundColor: 'transparent', spacing: [8, 4, 8, 4], style: { fontFamily: 'inherit' }, zooming: { type: 'x' } },
    title: { text: undefined },
    credits: { enabled: false },
    legend: { enabled: splitByAdviser, itemStyle: { color: colors.text, fontWeight: '500' } },
    time: { timezone: 'UTC' },
    xAxis: { type: 'datetime', lineColor: colors.grid, tickColor: colors.grid, labels: { style: { color: colors.text } } },
    yAxis: [
      {
        title: { text: undefined },
        gridLineColor: colors.grid,
        height: '72%',
        labels: { formatter: amountLabel, style: { color: colors.text } },
      },
      {
        title: { text: undefined },
        gridLineColor: colors.grid,
        top: '78%',
        height: '22%',
        offset: 0,
        labels: { formatter: amountLabel, style: { color: colors.text } },
      },
    ],
    tooltip: {
      shared: true,
      xDateFormat: dateFormat,
      pointFormatter: function (this: Point) {
        return `<span style="color:${typeof this.color === 'string' ? this.color : ''}">\u25CF</span> ${this.series.name}: <b>${formatAmount(this.y ?? 0)}</b><br/>`;
      },
    },
    plotOptions: { series: { marker: { enabled: false }, animation: { duration: 400 } } },
    series: [
      ...aumSeries,
      {
        type: 'column',
        id: 'net-inflow',
        name: labels.netInflow,
        yAxis: 1,
        color: colors.inflow,
        negativeColor: colors.outflow,
        borderRadius: 2,
        pointPadding: 0.08,
        groupPadding: 0.04,
        data: netInflowBars(data.valuations, range),
      },
    ],
  };
}
