import { riskMetricsOf, type RiskMetrics } from './risk-metrics';

const balanced = { id: 2, expectedReturn: 0.04, volatility: 0.085 };

/** riskMetricsOf from a fresh copy of the module: its cache is empty, so the simulation really runs again. */
async function freshRiskMetricsOf(strategy: typeof balanced): Promise<RiskMetrics> {
  let fresh: { riskMetricsOf: typeof riskMetricsOf } | undefined;
  await jest.isolateModulesAsync(async () => {
    fresh = await import('./risk-metrics');
  });
  return fresh!.riskMetricsOf(strategy);
}

describe('the risk metrics of a strategy', () => {
  it('passes the assumptions through and simulates over ten years', () => {
    const metrics = riskMetricsOf({ id: 7, expectedReturn: 0.052, volatility: 0.115 });
    expect(metrics.expectedReturn).toBe(0.052);
    expect(metrics.volatility).toBe(0.115);
    expect(metrics.horizonYears).toBe(10);
  });

  it('gives the same maximum drawdown for the same inputs, also from a fresh simulation', async () => {
    const first = riskMetricsOf(balanced);
    expect(riskMetricsOf({ ...balanced })).toBe(first);
    expect(await freshRiskMetricsOf(balanced)).toEqual(first);
  });

  it('seeds the simulation from the strategy: another id draws other paths with nearly the same answer', () => {
    const drawdowns = [1, 2, 3].map((id) => riskMetricsOf({ id, expectedReturn: 0.06, volatility: 0.15 }).maxDrawdown);
    expect(new Set(drawdowns).size).toBe(3);
    expect(Math.max(...drawdowns) - Math.min(...drawdowns)).toBeLessThan(0.03);
  });

  it('falls deeper the more the strategy fluctuates', () => {
    const drawdowns = [0.03, 0.06, 0.1, 0.15, 0.25].map(
      (volatility) => riskMetricsOf({ id: 11, expectedReturn: 0.05, volatility }).maxDrawdown,
    );
    for (let i = 1; i < drawdowns.length; i += 1) expect(drawdowns[i]).toBeGreaterThan(drawdowns[i - 1]!);
  });

  it('never falls without volatility and a positive return', () => {
    expect(riskMetricsOf({ id: 12, expectedReturn: 0.03, volatility: 0 }).maxDrawdown).toBe(0);
  });

  it('falls steadily without volatility and a negative return', () => {
    // every month loses the same, so the fall from the start is the whole horizon's: 1 − 0.98^10 = 0.18293
    expect(riskMetricsOf({ id: 13, expectedReturn: -0.02, volatility: 0 }).maxDrawdown).toBe(0.1829);
  });

  it('stays in a plausible band for an equity-like strategy', () => {
    // a driftless path with 15 % volatility falls by 1 − exp(−√(π/2)·0.15·√10) ≈ 45 % on average over ten years;
    // a 6 % return pulls the typical fall back, the 95th percentile pushes it out again
    const { maxDrawdown } = riskMetricsOf({ id: 14, expectedReturn: 0.06, volatility: 0.15 });
    expect(maxDrawdown).toBeGreaterThan(0.2);
    expect(maxDrawdown).toBeLessThan(0.6);
  });

  it('takes the 95th percentile: a driftless walk falls as far as Brownian motion theory says', () => {
    // With 1 + μ = exp(σ²/2) the log value is a driftless walk. The largest fall of Brownian motion from its running
    // peak has the law of its largest distance from the start (Lévy), whose 95th percentile is 2.2414·σ√T, here
    // 1 − exp(−2.2414 · 0.15 · √10) = 0.6546. Monthly values can only miss part of a fall, so the simulation lies a
    // little below; a lower percentile (the 90th: 1.96·σ√T, 0.605) would lie clearly below.
    const { maxDrawdown } = riskMetricsOf({ id: 15, expectedReturn: Math.expm1(0.15 ** 2 / 2), volatility: 0.15 });
    expect(maxDrawdown).toBeGreaterThan(0.615);
    expect(maxDrawdown).toBeLessThan(0.6546);
  });

  it('is a fraction between 0 and 1 rounded to four decimals, even for a very volatile strategy', () => {
    for (const strategy of [
      { id: 21, expectedReturn: 0.005, volatility: 0.005 },
      { id: 22, expectedReturn: 0.1, volatility: 0.6 },
      { id: 23, expectedReturn: 0.08, volatility: 0.2 },
    ]) {
      const { maxDrawdown } = riskMetricsOf(strategy);
      expect(maxDrawdown).toBeGreaterThan(0);
      expect(maxDrawdown).toBeLessThan(1);
      expect(Math.round(maxDrawdown * 10_000) / 10_000).toBe(maxDrawdown);
    }
  });

  it('refuses assumptions the model cannot simulate', () => {
    expect(() => riskMetricsOf({ id: 31, expectedReturn: 0.05, volatility: -0.1 })).toThrow(RangeError);
    expect(() => riskMetricsOf({ id: 32, expectedReturn: -1, volatility: 0.1 })).toThrow(RangeError);
    expect(() => riskMetricsOf({ id: 33, expectedReturn: Number.NaN, volatility: 0.1 })).toThrow(RangeError);
  });
});
