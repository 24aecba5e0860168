import { z } from 'zod';
import { idSchema } from './common';
import { invalidValueMessage } from '../validation/messages';
import { referenceCurrencies } from './vocabulary';

// The message for a field without a valid value lives with the other rules in validation; contracts build on validation, never the other way round.
export { invalidValueMessage };

export const statisticsScopes = ['company', 'personal'] as const;
export const statisticsScopeSchema = z.enum(statisticsScopes);
export type StatisticsScope = z.infer<typeof statisticsScopeSchema>;

export { referenceCurrencies };
export const referenceCurrencySchema = z.enum(referenceCurrencies);
export type ReferenceCurrency = z.infer<typeof referenceCurrencySchema>;

export const aumRanges = ['1m', '3m', 'ytd', '1y', 'max'] as const;
export const aumRangeSchema = z.enum(aumRanges);
export type AumRange = z.infer<typeof aumRangeSchema>;

/** The funnel (docs/clients.md), in the order a client moves through it. */
export const funnelStages = ['added', 'invited', 'registration_started', 'registered', 'ready', 'invested'] as const;
export const funnelStageSchema = z.enum(funnelStages);
export type FunnelStage = z.infer<typeof funnelStageSchema>;

export const serviceProducts = [
  'wealth_management',
  'vested_benefits',
  'third_pillar',
  'private_markets',
  'crypto',
  'bank_account',
] as const;
export const serviceProductSchema = z.enum(serviceProducts);
export type ServiceProduct = z.infer<typeof serviceProductSchema>;

const isoDate = z.iso.date();

// ---- query strings -------------------------------------------------------------------------------

/**
 * `scope` names whose clients the figures cover; without it the API takes the company's for who may see them and
 * the caller's own for everyone else (api/src/plugins/scope.ts), so it has no default here.
 */
export const statisticsScopeQuerySchema = z.object({
  scope: statisticsScopeSchema.optional(),
});
/** The queries as the portal's pages send them: always with the scope the page shows. */
export type StatisticsScopeQuery = Required<z.infer<typeof statisticsScopeQuerySchema>>;

export const statisticsQuerySchema = statisticsScopeQuerySchema.extend({
  currency: referenceCurrencySchema.default('CHF'),
});
export type StatisticsQuery = Required<z.infer<typeof statisticsQuerySchema>>;

export const aumGrowthQuerySchema = statisticsQuerySchema.extend({
  range: aumRangeSchema.default('1y'),
});
export type AumGrowthQuery = Required<z.infer<typeof aumGrowthQuerySchema>>;

export const serviceAmountsParamsSchema = z.object({ product: serviceProductSchema });

export const blogPostsQuerySchema = z.object({
  locale: z.enum(['de', 'en', 'fr', 'it']).optional(),
});
export type BlogPostsQuery = z.infer<typeof blogPostsQuerySchema>;

// ---- responses -----------------------------------------------------------------------------------

export const totalClientsResponseSchema = z.object({
  total_clients: z.number().int(),
  total_invested_amount: z.number(),
  currency: referenceCurrencySchema,
});
export type TotalClientsResponse = z.infer<typeof totalClientsResponseSchema>;

export const clientStatesResponseSchema = z.object({
  total_clients: z.number().int(),
  added: z.number().int(),
  invited: z.number().int(),
  registration_started: z.number().int(),
  registered: z.number().int(),
  ready: z.number().int(),
  invested: z.number().int(),
});
export type ClientStatesResponse = z.infer<typeof clientStatesResponseSchema>;

export const aumPointSchema = z.object({ date: isoDate, aum: z.number() });
export const aumGrowthPointSchema = aumPointSchema.extend({ net_inflow: z.number() });

export const aumGrowthResponseSchema = z.object({
  currency: referenceCurrencySchema,
  valuations: z.array(aumGrowthPointSchema),
  partners: z.array(
    z.object({
      partner_user_id: z.number().int(),
      name: z.string(),
      valuations: z.array(aumPointSchema),
    }),
  ),
});
export type AumGrowthResponse = z.infer<typeof aumGrowthResponseSchema>;

export const kpiKeys = [
  'net_new_money',
  'invited_to_invested_conversion',
  'average_days_to_first_investment',
  'average_aum_per_invested_client',
] as const;
export const kpiSchema = z.object({
  key: z.enum(kpiKeys),
  // null when the period holds nothing to average over (no invitation, no first investment)
  value: z.number().nullable(),
  previous_value: z.number().nullable(),
  unit: z.enum(['amount', 'percent', 'days', 'count']),
});
export type Kpi = z.infer<typeof kpiSchema>;

export const kpisResponseSchema = z.object({
  currency: referenceCurrencySchema,
  period: z.object({ from: isoDate, to: isoDate }),
  previous_period: z.object({ from: isoDate, to: isoDate }),
  kpis: z.array(kpiSchema),
});
export type KpisResponse = z.infer<typeof kpisResponseSchema>;

export const aumTargetSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  target_date: isoDate,
  achieved_at: isoDate.nullable(),
  /** current AUM ÷ target amount, capped at 1 */
  progress: z.number(),
});
export type AumTarget = z.infer<typeof aumTargetSchema>;

export const aumTargetsResponseSchema = z.object({
  currency: referenceCurrencySchema,
  current_aum: z.number(),
  targets: z.array(aumTargetSchema),
});
export type AumTargetsResponse = z.infer<typeof aumTargetsResponseSchema>;

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * One target in the set-targets form and request: an amount of at least one unit of the reference currency (it is
 * stored to the cent: a fraction of a cent would be stored as 0 and count as reached at once), reached by a day after
 * today.
 */
export const aumTargetInputSchema = z.object({
  amount: z.number({ error: invalidValueMessage }).min(1, { error: invalidValueMessage }).max(1e13, { error: invalidValueMessage }),
  target_date: z.iso.date({ error: invalidValueMessage }).refine((value) => value > todayIso(), { error: invalidValueMessage }),
});
export type AumTargetInput = z.infer<typeof aumTargetInputSchema>;

export const setAumTargetsBodySchema = z.object({
  /** the open targets: they replace the open ones stored */
  targets: z.array(aumTargetInputSchema).max(20, { error: invalidValueMessage }),
  /** achieved targets to delete (a mistyped one is reached at once and would otherwise stay for good) */
  remove_achieved: z.array(idSchema).max(100, { error: invalidValueMessage }).optional(),
});
export type SetAumTargetsBody = z.infer<typeof setAumTargetsBodySchema>;

export const serviceAmountsResponseSchema = z.object({
  product: serviceProductSchema,
  currency: referenceCurrencySchema,
  clients_count: z.number().int(),
  services_count: z.number().int(),
  amount: z.number(),
});
export type ServiceAmountsResponse = z.infer<typeof serviceAmountsResponseSchema>;

export const expectedRevenueResponseSchema = z.object({
  currency: referenceCurrencySchema,
  clients_count: z.number().int(),
  expected_revenue: z.object({
    finders_fee: z.number(),
    recurring_fee_monthly: z.number(),
  }),
});
export type ExpectedRevenueResponse = z.infer<typeof expectedRevenueResponseSchema>;

export const blogPostsResponseSchema = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  posts: z.array(
    z.object({
      id: z.number().int(),
      category_id: z.number().int(),
      title: z.string(),
      excerpt: z.string(),
      body: z.string(),
      image_url: z.string().nullable(),
      published_at: z.string(),
    }),
  ),
});
export type BlogPostsResponse = z.infer<typeof blogPostsResponseSchema>;

export const nextInvestmentDateResponseSchema = z.object({
  next_investment_date: isoDate.nullable(),
});
export type NextInvestmentDateResponse = z.infer<typeof nextInvestmentDateResponseSchema>;

export const nextStepReasons = ['stuck_in_stage', 'third_pillar_open'] as const;
export const nextStepSchema = z.object({
  client_id: z.number().int(),
  client_name: z.string(),
  reason: z.enum(nextStepReasons),
  stage: funnelStageSchema.optional(),
  days: z.number().int().optional(),
  year: z.number().int().optional(),
});
export type NextStep = z.infer<typeof nextStepSchema>;

export const nextStepsResponseSchema = z.object({ items: z.array(nextStepSchema) });
export type NextStepsResponse = z.infer<typeof nextStepsResponseSchema>;
