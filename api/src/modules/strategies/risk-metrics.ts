import { createGenerator, monthlyParameters, quantile, seedOf } from '../projections';

export type RiskMetrics = {
  /** expected yearly return, as a fraction (0.045 = 4.5 %) */
  expectedReturn: number;
  /** yearly volatility, as a fraction */
  volatility: number;
  /** the simulated maximum drawdown over the horizon at the 95th percentile, a positive fraction (0.18 = a fall of 18 %) */
  maxDrawdown: number;
  horizonYears: number;
};

type StrategyFigures = { id: number; expectedReturn: number; volatility: number };

const HORIZON_YEARS = 10;
// 2000 paths put the 95th percentile within about ±0.01 of its true value (the tests check two seeds agree to 0.03)
// and take a few milliseconds per strategy.
const PATHS = 2000;
const PERCENTILE = 0.95;

/**
 * Each path's maximum peak-to-trough fall of its monthly values, on the monthly model of the projections
 * (monte-carlo.ts). The path is followed in logarithms: the deepest fall is 1 − exp(min(log value − log peak)), and
 * the starting value counts as the first peak.
 */
function maxDrawdowns(expectedReturn: number, volatility: number, months: number, seed: number): Float64Array {
  const { a, s } = monthlyParameters(expectedReturn, volatility);
  const random = createGenerator(seed);
  const shocks = new Float64Array(months);
  const drawdowns = new Float64Array(PATHS);
  for (let path = 0; path < PATHS; path += 1) {
    random.fillNormal(shocks);
    let logValue = 0;
    let logPeak = 0;
    let deepest = 0;
    for (let month = 0; month < months; month += 1) {
      logValue += a + s * shocks[month]!;
      if (logValue > logPeak) logPeak = logValue;
      else if (logValue - logPeak < deepest) deepest = logValue - logPeak;
    }
    drawdowns[path] = -Math.expm1(deepest);
  }
  return drawdowns;
}

function simulatedMaxDrawdown({ id, expectedReturn, volatility }: StrategyFigures): number {
  // the log model needs 1 + μ > 0; a negative or missing volatility would be a data error, not a riskless strategy
  if (!(expectedReturn > -1) || !Number.isFinite(expectedReturn) || !(volatility >= 0) || !Number.isFinite(volatility)) {
    throw new RangeError(`no risk metrics for strategy ${id}: expected return ${expectedReturn}, volatility ${volatility}`);
  }
  const drawdowns = maxDrawdowns(expectedReturn, volatility, HORIZON_YEARS * 12, seedOf(['risk-metrics', id, expectedReturn, volatility]));
  drawdowns.sort();
  return Math.round(quantile(drawdowns, PERCENTILE) * 10_000) / 10_000;
}

// The assumptions of a strategy change rarely and there are a handful of strategies, so the cache stays small; the
// bound only keeps a long-running process from collecting every assumption it has ever seen.
const CACHE_LIMIT = 200;
const cache = new Map<string, Readonly<RiskMetrics>>();

/**
 * The risk figures of a strategy's factsheet. The simulation is seeded from the strategy and its assumptions, so the
 * same inputs always give the same figures (and a factsheet printed twice says the same); results are memoised.
 */
export function riskMetricsOf(strategy: StrategyFigures): RiskMetrics {
  const key = `${strategy.id}|${strategy.expectedReturn}|${strategy.volatility}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const metrics: Readonly<RiskMetrics> = Object.freeze({
    expectedReturn: strategy.expectedReturn,
    volatility: strategy.volatility,
    maxDrawdown: simulatedMaxDrawdown(strategy),
    horizonYears: HORIZON_YEARS,
  });
  // a Map iterates in insertion order: the first key is the oldest entry
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, metrics);
  return metrics;
}
