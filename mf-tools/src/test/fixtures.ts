export { testPartnerUser as partnerUser } from '@portal/shared/test-utils';

export const strategies = [
  { id: 2, name: 'Ausgewogen', risk_level: 4, expected_return: 0.04, volatility: 0.085, ongoing_fee: 0.0075, has_example_portfolio: true },
  {
    id: 4,
    name: 'Aktien Schweiz',
    risk_level: 6,
    expected_return: 0.06,
    volatility: 0.15,
    ongoing_fee: 0.007,
    has_example_portfolio: false,
  },
];

/** A projection of `years` years whose figures grow linearly: enough to see what the page shows. */
export function projection(
  strategyId: number,
  initial: number,
  monthly: number,
  years: number,
  pillar3a: Record<string, number | null> | null = null,
) {
  const strategy = strategies.find((candidate) => candidate.id === strategyId)!;
  return {
    pillar_3a: pillar3a,
    strategy: { id: strategy.id, name: strategy.name },
    currency: 'CHF',
    assumptions: { expected_return: strategy.expected_return, volatility: strategy.volatility, paths: 10_000, seed: 1 },
    points: Array.from({ length: years + 1 }, (_, year) => {
      const paid = initial + monthly * 12 * year;
      return { year, paid_in: paid, p10: paid * 0.9, p25: paid, p50: paid * 1.2, p75: paid * 1.4, p90: paid * 1.7 };
    }),
  };
}

export const examplePortfolio = {
  strategy_id: 2,
  strategy_name: 'Ausgewogen',
  as_of: '2026-10-31',
  positions: [
    { name: 'Obligationen Schweiz Index', isin: 'CH0234567892', asset_class: 'bonds', currency: 'CHF', weight: 60 },
    { name: 'Aktien Schweiz SPI Index', isin: 'CH0345678903', asset_class: 'equities', currency: 'CHF', weight: 40 },
  ],
};

export const analysisDocument = {
  id: 7,
  file_name: 'depot.csv',
  file_kind: 'csv' as const,
  size_bytes: 2048,
  declared_value: 250_000,
  status: 'done' as const,
  created_at: '2026-11-20T09:00:00.000Z',
  completed_at: '2026-11-20T09:00:01.000Z',
  has_report: true,
  analysis: {
    currency: 'CHF' as const,
    total_value: 245_000,
    positions_count: 3,
    skipped_rows: 1,
    by_asset_class: [
      { key: 'equities', value: 165_000, share: 0.6735 },
      { key: 'bonds', value: 80_000, share: 0.3265 },
    ],
    by_currency: [
      { key: 'CHF', value: 200_000, share: 0.8163 },
      { key: 'USD', value: 45_000, share: 0.1837 },
    ],
    top_positions: [
      { name: 'Nestlé Namenaktie', isin: 'CH0038863350', value: 120_000, share: 0.4898 },
      { name: 'Obligationen Schweiz Fonds', isin: 'CH0234567892', value: 80_000, share: 0.3265 },
      { name: 'MSCI World ETF', isin: 'IE00B4L5Y983', value: 45_000, share: 0.1837 },
    ],
    top5_share: 1,
    hhi: 0.3792,
    fee_drag: {
      strategy_name: 'Ausgewogen',
      current_fee: 0.00249,
      proposed_fee: 0.0075,
      yearly_difference: -1227.5,
      ten_year_difference: 17500,
    },
  },
};

export const customPortfolio = {
  id: 3,
  name: 'Zinsen Plus',
  currency: 'CHF',
  positions_count: 2,
  drift: 1.5,
  latest_status: 'rejected' as const,
  correlations: { 'bonds|equities': 0.2 },
};

export const customPositions = [
  {
    name: 'Obligationen Schweiz Index',
    isin: 'CH0234567892',
    currency: 'CHF',
    asset_class: 'bonds',
    weight: 60,
    drifting_weight: 58.5,
    requested_weight: null,
    expected_return: 0.015,
    volatility: 0.04,
  },
  {
    name: 'MSCI World Index',
    isin: 'IE00B4L5Y983',
    currency: 'USD',
    asset_class: 'equities',
    weight: 40,
    drifting_weight: 41.5,
    requested_weight: null,
    expected_return: 0.065,
    volatility: 0.16,
  },
];

export const rejectedAdjustment = {
  id: 11,
  status: 'rejected' as const,
  requested_date: '2026-10-26T09:00:00.000Z',
  processed_date: '2026-10-28T09:00:00.000Z',
  requested_weights: [],
  new_weights: null,
  previous_weights: [],
};
