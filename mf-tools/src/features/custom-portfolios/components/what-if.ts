import type { CustomPortfolioPosition } from '@portal/shared/contracts';

export type Figures = { expectedReturn: number; volatility: number; drift: number };

/** Correlation of two positions: 1 with itself, 0.9 within an asset class, else the portfolio's figure for the pair. */
function correlation(a: CustomPortfolioPosition, b: CustomPortfolioPosition, correlations: Record<string, number>): number {
  if (a.isin === b.isin) return 1;
  if (a.asset_class === b.asset_class) return 0.9;
  return correlations[[a.asset_class, b.asset_class].sort().join('|')] ?? 0.3;
}

/**
 * Expected return (Σ wᵢ·rᵢ), volatility (√ Σᵢ Σⱼ wᵢ·wⱼ·ρᵢⱼ·σᵢ·σⱼ) and the largest distance from the drifting weights, for
 * weights in percent keyed by ISIN. A position the adviser adds has no stored figures: it counts with the average of the
 * others (weighted by their target), which the panel says.
 */
export function portfolioFigures(
  positions: CustomPortfolioPosition[],
  weights: Map<string, number>,
  correlations: Record<string, number>,
): Figures {
  const known = positions.filter((position) => position.weight > 0);
  const total = known.reduce((sum, position) => sum + position.weight, 0) || 1;
  const average = {
    expected_return: known.reduce((sum, position) => sum + position.expected_return * position.weight, 0) / total,
    volatility: known.reduce((sum, position) => sum + position.volatility * position.weight, 0) / total,
  };
  const all: CustomPortfolioPosition[] = [...positions];
  for (const isin of weights.keys()) {
    if (!positions.some((position) => position.isin === isin)) {
      all.push({
        isin,
        name: isin,
        currency: 'CHF',
        asset_class: 'other',
        weight: 0,
        drifting_weight: 0,
        requested_weight: null,
        ...average,
      });
    }
  }
  const w = all.map((position) => (weights.get(position.isin) ?? 0) / 100);
  const expectedReturn = all.reduce((sum, position, i) => sum + w[i]! * position.expected_return, 0);
  let variance = 0;
  all.forEach((a, i) => all.forEach((b, j) => (variance += w[i]! * w[j]! * correlation(a, b, correlations) * a.volatility * b.volatility)));
  const drift = Math.max(0, ...all.map((position) => Math.abs((weights.get(position.isin) ?? 0) - position.drifting_weight)));
  return { expectedReturn, volatility: Math.sqrt(Math.max(0, variance)), drift };
}
