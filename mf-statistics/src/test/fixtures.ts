import type {
  AumGrowthResponse,
  AumTargetsResponse,
  BlogPostsResponse,
  ClientStatesResponse,
  ExpectedRevenueResponse,
  KpisResponse,
  NextInvestmentDateResponse,
  NextStepsResponse,
  ServiceAmountsResponse,
  ServiceProduct,
  TotalClientsResponse,
} from '@portal/shared/contracts/statistics';

export { testPartnerUser as partnerUser } from '@portal/shared/test-utils';

export const totalClients: TotalClientsResponse = { total_clients: 128, total_invested_amount: 48_250_000, currency: 'CHF' };

export const clientStates: ClientStatesResponse = {
  total_clients: 128,
  added: 14,
  invited: 21,
  registration_started: 9,
  registered: 17,
  ready: 6,
  invested: 61,
};

export const aumGrowth: AumGrowthResponse = {
  currency: 'CHF',
  valuations: [
    { date: '2026-09-01', aum: 45_100_000, net_inflow: 250_000 },
    { date: '2026-10-01', aum: 46_900_000, net_inflow: 1_100_000 },
    { date: '2026-11-01', aum: 48_250_000, net_inflow: 400_000 },
  ],
  partners: [
    { partner_user_id: 1, name: 'Anna Meier', valuations: [{ date: '2026-11-01', aum: 30_000_000 }] },
    { partner_user_id: 2, name: 'Luca Rossi', valuations: [{ date: '2026-11-01', aum: 18_250_000 }] },
  ],
};

export const kpis: KpisResponse = {
  currency: 'CHF',
  period: { from: '2026-08-23', to: '2026-11-21' },
  previous_period: { from: '2026-05-25', to: '2026-08-22' },
  kpis: [
    { key: 'net_new_money', value: 1_750_000, previous_value: 1_200_000, unit: 'amount' },
    { key: 'invited_to_invested_conversion', value: 0.42, previous_value: 0.5, unit: 'percent' },
    { key: 'average_days_to_first_investment', value: 18, previous_value: 24, unit: 'days' },
    { key: 'average_aum_per_invested_client', value: 790_983, previous_value: 790_983, unit: 'amount' },
  ],
};

export const aumTargets: AumTargetsResponse = {
  currency: 'CHF',
  current_aum: 48_250_000,
  targets: [
    { id: 1, amount: 40_000_000, target_date: '2026-06-30', achieved_at: '2026-05-12', progress: 1 },
    { id: 2, amount: 60_000_000, target_date: '2027-12-31', achieved_at: null, progress: 0.8042 },
  ],
};

export const productAmounts: Record<ServiceProduct, ServiceAmountsResponse> = {
  wealth_management: { product: 'wealth_management', currency: 'CHF', clients_count: 52, services_count: 60, amount: 31_400_000 },
  vested_benefits: { product: 'vested_benefits', currency: 'CHF', clients_count: 18, services_count: 19, amount: 7_300_000 },
  third_pillar: { product: 'third_pillar', currency: 'CHF', clients_count: 33, services_count: 35, amount: 2_950_000 },
  private_markets: { product: 'private_markets', currency: 'CHF', clients_count: 7, services_count: 7, amount: 4_100_000 },
  crypto: { product: 'crypto', currency: 'CHF', clients_count: 11, services_count: 11, amount: 880_000 },
  bank_account: { product: 'bank_account', currency: 'CHF', clients_count: 40, services_count: 41, amount: 1_620_000 },
};

export const expectedRevenue: ExpectedRevenueResponse = {
  currency: 'CHF',
  clients_count: 57,
  expected_revenue: { finders_fee: 96_500, recurring_fee_monthly: 12_340 },
};

export const nextInvestmentDate: NextInvestmentDateResponse = { next_investment_date: '2026-12-01' };

export const blogPosts: BlogPostsResponse = {
  categories: [
    { id: 1, name: 'Märkte' },
    { id: 2, name: 'Produkte' },
  ],
  posts: [
    {
      id: 11,
      category_id: 1,
      title: 'Zinswende in Sicht',
      excerpt: 'Was die SNB-Entscheidung für Anleger bedeutet.',
      body: 'Die Schweizerische Nationalbank hat den Leitzins gesenkt.\n\nFür Obligationen heisst das steigende Kurse.',
      image_url: null,
      published_at: '2026-11-18T08:00:00Z',
    },
    {
      id: 12,
      category_id: 2,
      title: 'Neu: Säule 3a mit Nachhaltigkeitsfokus',
      excerpt: 'Die neue Strategie ist ab sofort verfügbar.',
      body: 'Ab sofort können Ihre Kunden eine nachhaltige 3a-Strategie wählen.',
      image_url: null,
      published_at: '2026-11-10T08:00:00Z',
    },
  ],
};

export const nextSteps: NextStepsResponse = {
  items: [
    { client_id: 501, client_name: 'Beat Keller', reason: 'stuck_in_stage', stage: 'invited', days: 23 },
    { client_id: 502, client_name: 'Claudia Frei', reason: 'third_pillar_open', year: 2026 },
  ],
};

/** The answers of a partner who has just started and has no clients. */
export const emptyPartner = {
  totalClients: { total_clients: 0, total_invested_amount: 0, currency: 'CHF' } satisfies TotalClientsResponse,
  clientStates: {
    total_clients: 0,
    added: 0,
    invited: 0,
    registration_started: 0,
    registered: 0,
    ready: 0,
    invested: 0,
  } satisfies ClientStatesResponse,
  aumGrowth: { currency: 'CHF', valuations: [], partners: [] } satisfies AumGrowthResponse,
  kpis: {
    ...kpis,
    kpis: kpis.kpis.map((kpi) => ({ ...kpi, value: null, previous_value: null })),
  } satisfies KpisResponse,
  aumTargets: { currency: 'CHF', current_aum: 0, targets: [] } satisfies AumTargetsResponse,
  nextSteps: { items: [] } satisfies NextStepsResponse,
  expectedRevenue: {
    currency: 'CHF',
    clients_count: 0,
    expected_revenue: { finders_fee: 0, recurring_fee_monthly: 0 },
  } satisfies ExpectedRevenueResponse,
};
