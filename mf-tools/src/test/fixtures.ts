export const partnerUser = {
  id: 1,
  email: 'demo@partner.example',
  first_name: 'Anna',
  last_name: 'Meier',
  language: 'de' as const,
  private_mode: false,
  fidleg_certified: true,
  two_factor: 'none' as const,
  partner_company: { id: 1, name: 'Alpen Finanz AG' },
  can_see_company_statistics: true,
  reference_currency: 'CHF' as const,
};

export const strategies = [
  { id: 2, name: 'Ausgewogen', risk_level: 4, expected_return: 0.04, volatility: 0.085, ongoing_fee: 0.0075, has_example_portfolio: true },
  { id: 4, name: 'Aktien Schweiz', risk_level: 6, expected_return: 0.06, volatility: 0.15, ongoing_fee: 0.007, has_example_portfolio: false },
];

/** A projection of `years` years whose figures grow linearly: enough to see what the page shows. */
export function projection(strategyId: number, initial: number, monthly: number, years: number) {
  const strategy = strategies.find((candidate) => candidate.id === strategyId)!;
  return {
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
