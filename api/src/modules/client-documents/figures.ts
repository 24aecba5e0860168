import type { PortfolioCategory } from '@portal/shared/contracts';
import type { StrategyAllocation } from '../../db/schema/strategies';
import { periodPerformance, type Flow, type PeriodPerformance, type Valuation } from '../client-overview';

export type Slice = { key: string; weight: number; value: number };

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The holdings of services by category: each service's value split by its strategy's model allocation (a service
 * without a strategy counts as `unclassified`), summed over the services, largest first.
 */
export function allocate(
  holdings: { value: number; allocation: StrategyAllocation | null | undefined }[],
  category: PortfolioCategory,
): { total: number; slices: Slice[] } {
  const sums = new Map<string, number>();
  let total = 0;
  for (const holding of holdings) {
    if (holding.value === 0) continue;
    total += holding.value;
    const weights = holding.allocation?.[category] ?? { unclassified: 1 };
    for (const [key, weight] of Object.entries(weights)) sums.set(key, (sums.get(key) ?? 0) + holding.value * weight);
  }
  const slices = [...sums.entries()]
    .map(([key, value]) => ({ key, value: round2(value), weight: total === 0 ? 0 : value / total }))
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
  return { total: round2(total), slices };
}

export type PeriodFigures = PeriodPerformance & {
  from: string | null;
  to: string | null;
  /** the values of the period, the base day first */
  series: Valuation[];
  /** deposits and withdrawals per day in the period */
  flows: Flow[];
};

/**
 * Both returns of the period after `baseDate` (exclusive; null: since the first value) up to `endDate` (inclusive),
 * from the summed daily values and flows, as the client overview computes them.
 */
export function periodFigures(valuations: Valuation[], flows: Flow[], baseDate: string | null, endDate: string): PeriodFigures {
  const upToEnd = valuations.filter((v) => v.date <= endDate);
  const base = baseDate === null ? null : ([...upToEnd].reverse().find((v) => v.date <= baseDate) ?? null);
  const inPeriod = upToEnd.filter((v) => baseDate === null || v.date > baseDate);
  const flowsInPeriod = flows.filter((f) => (baseDate === null || f.date > baseDate) && f.date <= endDate);
  const result = periodPerformance(base, inPeriod, flowsInPeriod);
  const series = [...(base ? [base] : []), ...inPeriod];
  return { ...result, from: series[0]?.date ?? null, to: series[series.length - 1]?.date ?? null, series, flows: flowsInPeriod };
}

/** The end-of-month values of a series: what a chart of months needs. */
export function monthEnds(series: Valuation[]): Valuation[] {
  const last = new Map<string, Valuation>();
  for (const point of series) last.set(point.date.slice(0, 7), point);
  return [...last.values()];
}
