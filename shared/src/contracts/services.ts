/**
 * Strategies and the services an adviser suggests for a client (docs/clients.md: strategies, the strategy-selection flow,
 * 'Portfolio-Limit erreicht', the calls of strategies and suggested services).
 */
import { z } from 'zod';
import { textSchema, idParamSchema, idSchema } from './common';
import { invalidValueMessage, serviceProductSchema, serviceProducts, type ServiceProduct } from './statistics';

/**
 * How many portfolios of a kind a client may hold, services and suggested services together (docs/clients.md, "Portfolio
 * limit per service"). Swiss law allows two vested-benefits accounts and the providers five pillar 3a accounts, so
 * that they can be withdrawn in different years; the other products are one account each, wealth management three.
 */
export const portfolioLimits: Record<ServiceProduct, number> = {
  wealth_management: 3,
  vested_benefits: 2,
  third_pillar: 5,
  private_markets: 1,
  crypto: 1,
  bank_account: 1,
};

/** The highest amount an adviser can suggest (CHF). */
export const MAX_SUGGESTED_AMOUNT = 1_000_000_000;

/** The steps of the strategy-selection flow (docs/clients.md): service selection, strategy selection, service overview. */
export const serviceFlowSteps = ['service', 'strategy', 'overview'] as const;
export type ServiceFlowStep = (typeof serviceFlowSteps)[number];

export const strategySchema = z.object({
  id: z.number().int(),
  /** in the language of the request */
  name: z.string(),
  /** 1 (lowest) to 7 (highest), as on the SRRI scale */
  risk_level: z.number().int().min(1).max(7),
  service_kinds: z.array(serviceProductSchema),
});
export type Strategy = z.infer<typeof strategySchema>;

export const portfolioLimitSchema = z.object({
  kind: serviceProductSchema,
  limit: z.number().int(),
  /** the client's services and suggested services of the kind (0 without `user_id`) */
  used: z.number().int(),
});
export type PortfolioLimit = z.infer<typeof portfolioLimitSchema>;

/** `GET strategies?user_id=`: the strategies, and which service kinds the flow offers (for the client, with `user_id`). */
export const strategiesQuerySchema = z.object({ user_id: idParamSchema.optional() });
export const strategiesResponseSchema = z.object({
  strategies: z.array(strategySchema),
  metadata: z.object({
    /** the kinds that have a strategy; with `user_id`, only those the client may have */
    service_kinds: z.array(serviceProductSchema),
    portfolio_limits: z.array(portfolioLimitSchema),
  }),
});
export type StrategiesResponse = z.infer<typeof strategiesResponseSchema>;

export const riskMetricSchema = z.object({
  strategy_id: z.number().int(),
  /** yearly, as fractions (0.045 is 4.5 %) */
  expected_return: z.number(),
  volatility: z.number(),
  /** the largest fall from a peak within the horizon that 95 % of the simulated paths stay within, as a positive fraction */
  max_drawdown: z.number(),
  horizon_years: z.number().int(),
  /** total expense ratio per year */
  ongoing_fee: z.number(),
});
export type RiskMetric = z.infer<typeof riskMetricSchema>;
export const riskMetricsResponseSchema = z.object({ risk_metrics: z.array(riskMetricSchema) });
export type RiskMetricsResponse = z.infer<typeof riskMetricsResponseSchema>;

export const factsheetParamsSchema = z.object({ id: idParamSchema });

// ---- suggested services ---------------------------------------------------------------------------

const amountSchema = z
  .number({ error: invalidValueMessage })
  .positive({ error: invalidValueMessage })
  .max(MAX_SUGGESTED_AMOUNT, { error: invalidValueMessage })
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: invalidValueMessage });

/** What the adviser chooses in the flow: the kind, its strategy, and optionally a name and the amount to invest. */
export const suggestedServiceFieldsSchema = z.object({
  kind: z.enum(serviceProducts, { error: invalidValueMessage }),
  strategy_id: idSchema,
  name: textSchema().trim().max(80, { error: invalidValueMessage }).nullable().optional(),
  amount: amountSchema.nullable().optional(),
});
export type SuggestedServiceFields = z.infer<typeof suggestedServiceFieldsSchema>;
export const createSuggestedServiceBodySchema = suggestedServiceFieldsSchema.extend({
  client_id: idSchema,
});
export type CreateSuggestedServiceBody = z.infer<typeof createSuggestedServiceBodySchema>;
export const suggestedServiceParamsSchema = z.object({ id: idParamSchema });
export const suggestedServicesQuerySchema = z.object({ client_id: idParamSchema });

export const suggestedServiceSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  kind: serviceProductSchema,
  strategy_id: z.number().int(),
  strategy_name: z.string(),
  risk_level: z.number().int(),
  name: z.string().nullable(),
  amount: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SuggestedService = z.infer<typeof suggestedServiceSchema>;
export const suggestedServicesResponseSchema = z.object({ suggested_services: z.array(suggestedServiceSchema) });

/** "250'000", "250 000", "1500,50" and "1500.50" as the page's amount field holds them; '' is no amount. */
export const amountOfInput = (value: string): number | null => {
  const text = value
    .trim()
    .replace(/['’\s]/g, '')
    .replace(',', '.');
  if (text === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
};

/** The amount field of the flow through the rules of the amount. */
export const suggestedAmountInputSchema = z.preprocess(
  (value) => (typeof value === 'string' ? amountOfInput(value) : value),
  amountSchema.nullable(),
);

/** Whether the client can take one more portfolio of a kind; `editing` is the kind of the service being changed. */
export function portfolioLimitReached(limit: PortfolioLimit, editing?: ServiceProduct): boolean {
  return limit.used - (editing === limit.kind ? 1 : 0) >= limit.limit;
}
