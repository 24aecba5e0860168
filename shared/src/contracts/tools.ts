// Contracts of the tools (docs/tools.md): financial simulator, portfolio analysis, investment calendar, custom portfolios.
import { z } from 'zod';
import { invalidValueMessage, weightRequiredMessage } from '../validation';
import { genders, localeSchema } from './domain';
import { idParamSchema, textSchema } from './common';
import {
  MAX_STAGGERED_ACCOUNTS,
  TAX_MAX_CHILDREN,
  confessions,
  households,
  taxAmountMessage,
  taxAmountSchema,
  taxBirthDateRequiredMessage,
  taxBirthDateSchema,
  taxLocationRequiredMessage,
  taxZipSchema,
} from './tax';

const isoDate = z.iso.date();
const id = idParamSchema;

// ---- financial simulator ---------------------------------------------------------------------------

export const projectionLimits = {
  maxAmount: 100_000_000,
  maxMonthly: 1_000_000,
  minYears: 1,
  maxYears: 50,
} as const;

/** Paths the API simulates per projection (issue 13: p95 ≤ 150 ms for 10,000 paths × 40 years monthly). */
export const PROJECTION_PATHS = 10_000;

export const simulatorStrategySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  risk_level: z.number().int(),
  expected_return: z.number(),
  volatility: z.number(),
  ongoing_fee: z.number(),
  has_example_portfolio: z.boolean(),
});
export type SimulatorStrategy = z.infer<typeof simulatorStrategySchema>;
export const simulatorStrategiesResponseSchema = z.object({ strategies: z.array(simulatorStrategySchema) });
export type SimulatorStrategiesResponse = z.infer<typeof simulatorStrategiesResponseSchema>;

/** What is projected: a free investment, a pillar 3a account or vested benefits (a lump sum until retirement). */
export const projectionProducts = ['free', 'pillar_3a', 'vested_benefits'] as const;
export type ProjectionProduct = (typeof projectionProducts)[number];

export const projectionQuerySchema = z.object({
  strategy_id: id,
  initial_amount: z.coerce.number().min(0).max(projectionLimits.maxAmount),
  monthly_contribution: z.coerce.number().min(0).max(projectionLimits.maxMonthly),
  years: z.coerce.number().int().min(projectionLimits.minYears).max(projectionLimits.maxYears),
  product: z.enum(projectionProducts).default('free'),
  /** pillar 3a: whether the client is insured in a pension fund (the small maximum) or not (20 % of earned income) */
  pension_fund: z.enum(['true', 'false']).optional(),
  /** pillar 3a without a pension fund: the yearly earned income (CHF) */
  earned_income: z.coerce.number().min(0).max(projectionLimits.maxAmount).optional(),
  /** pillar 3a: a retroactive buy-in this year (CHF), paid in at the start */
  buy_in: z.coerce.number().min(0).max(projectionLimits.maxAmount).optional(),
  /** pillar 3a: the client's marginal income-tax rate in percent, for the tax saving of the contributions */
  marginal_tax_rate: z.coerce.number().min(0).max(60).optional(),
});
export type ProjectionQuery = z.infer<typeof projectionQuerySchema>;

export const projectionPointSchema = z.object({
  year: z.number().int(),
  paid_in: z.number(),
  p10: z.number(),
  p25: z.number(),
  p50: z.number(),
  p75: z.number(),
  p90: z.number(),
});
export type ProjectionPoint = z.infer<typeof projectionPointSchema>;

export const projectionResponseSchema = z.object({
  strategy: z.object({ id: z.number().int(), name: z.string() }),
  currency: z.literal('CHF'),
  assumptions: z.object({
    expected_return: z.number(),
    volatility: z.number(),
    paths: z.number().int(),
    seed: z.number().int(),
  }),
  points: z.array(projectionPointSchema),
  /** pillar 3a: the year's limits, the contributions and, with a marginal tax rate, their income-tax saving */
  pillar_3a: z
    .object({
      year: z.number().int(),
      yearly_maximum: z.number(),
      yearly_contribution: z.number(),
      buy_in: z.number(),
      buy_in_maximum: z.number(),
      marginal_tax_rate: z.number().nullable(),
      tax_saving_per_year: z.number().nullable(),
      tax_saving_buy_in: z.number().nullable(),
      tax_saving_total: z.number().nullable(),
    })
    .nullable(),
});
export type ProjectionResponse = z.infer<typeof projectionResponseSchema>;

export const projectionExportFormats = ['pdf', 'xlsx'] as const;

/**
 * The multipart fields of POST projections/export_projection: the inputs of the projection, the page's language, the
 * file's format and, when the adviser filled the pillar 3a step's tax inputs, where and how the client is taxed (the
 * export then carries the tax engine's figures, docs/taxes.md). The tax inputs go together: a postal code and a
 * taxable income, or none.
 */
export const exportProjectionBodySchema = projectionQuerySchema
  .extend({
    locale: localeSchema.default('de'),
    format: z.enum(projectionExportFormats).default('pdf'),
    tax_zip: taxZipSchema.optional(),
    tax_household: z.enum(households).default('single'),
    tax_children: z.coerce.number().int().min(0).max(TAX_MAX_CHILDREN).default(0),
    tax_confession: z.enum(confessions).default('none'),
    tax_income: taxAmountSchema.optional(),
    tax_accounts: z.coerce.number().int().min(1).max(MAX_STAGGERED_ACCOUNTS).default(1),
    /** the client's birth date and sex: the accounts are withdrawn one a tax year from five years before the AHV reference age */
    tax_birth_date: taxBirthDateSchema.optional(),
    tax_sex: z.enum(genders).optional(),
  })
  .superRefine((body, context) => {
    if (body.tax_zip !== undefined && body.tax_income === undefined)
      context.addIssue({ code: 'custom', path: ['tax_income'], message: taxAmountMessage });
    if (body.tax_income !== undefined && body.tax_zip === undefined)
      context.addIssue({ code: 'custom', path: ['tax_zip'], message: taxLocationRequiredMessage });
    if ((body.tax_birth_date === undefined) !== (body.tax_sex === undefined))
      context.addIssue({
        code: 'custom',
        path: [body.tax_sex === undefined ? 'tax_sex' : 'tax_birth_date'],
        message: taxBirthDateRequiredMessage,
      });
  });
export type ExportProjectionBody = z.infer<typeof exportProjectionBodySchema>;

export const examplePortfolioQuerySchema = z.object({ strategy_id: id });

export const exampleAssetClasses = ['cash', 'bonds', 'equities', 'real_estate', 'commodities', 'alternatives'] as const;
export const exampleAssetClassSchema = z.enum(exampleAssetClasses);
export type ExampleAssetClass = z.infer<typeof exampleAssetClassSchema>;

export const examplePositionSchema = z.object({
  name: z.string(),
  isin: z.string(),
  asset_class: exampleAssetClassSchema,
  currency: z.string(),
  weight: z.number(),
});
export type ExamplePosition = z.infer<typeof examplePositionSchema>;

export const examplePortfolioResponseSchema = z.object({
  strategy_id: z.number().int(),
  strategy_name: z.string(),
  as_of: isoDate,
  positions: z.array(examplePositionSchema),
});
export type ExamplePortfolioResponse = z.infer<typeof examplePortfolioResponseSchema>;

/** Shown when there is no example portfolio (docs/tools.md). */
export const noExamplePortfolioMessage = 'Kein Beispielportfolio verfügbar.';

// ---- portfolio analysis ------------------------------------------------------------------------------

/** Portfolio analysis from CHF 100'000, recommended investment from CHF 30'000 (docs/tools.md). */
export const PORTFOLIO_ANALYSIS_MINIMUM_CHF = 100_000;
export const RECOMMENDED_INVESTMENT_MINIMUM_CHF = 30_000;
export const portfolioAnalysisMinimumMessage = "Die Portfolioanalyse ist für Portfolios ab CHF 100'000 verfügbar.";

export const analysisFileKinds = ['pdf', 'csv', 'xlsx'] as const;
export const portfolioAnalysisStatuses = ['received', 'in_analysis', 'done'] as const;
export type PortfolioAnalysisStatus = (typeof portfolioAnalysisStatuses)[number];

const shareSchema = z.object({ key: z.string(), value: z.number(), share: z.number() });

export const positionsAnalysisSchema = z.object({
  currency: z.literal('CHF'),
  total_value: z.number(),
  positions_count: z.number().int(),
  skipped_rows: z.number().int(),
  by_asset_class: z.array(shareSchema),
  by_currency: z.array(shareSchema),
  top_positions: z.array(z.object({ name: z.string(), isin: z.string(), value: z.number(), share: z.number() })),
  /** share of the five largest positions */
  top5_share: z.number(),
  /** Herfindahl index of the position shares (0–1) */
  hhi: z.number(),
  fee_drag: z
    .object({
      strategy_name: z.string(),
      current_fee: z.number(),
      proposed_fee: z.number(),
      yearly_difference: z.number(),
      ten_year_difference: z.number(),
    })
    .nullable(),
});
export type PositionsAnalysis = z.infer<typeof positionsAnalysisSchema>;

export const portfolioAnalysisDocumentSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  file_kind: z.enum(analysisFileKinds),
  size_bytes: z.number().int(),
  declared_value: z.number(),
  status: z.enum(portfolioAnalysisStatuses),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  has_report: z.boolean(),
  analysis: positionsAnalysisSchema.nullable(),
});
export type PortfolioAnalysisDocument = z.infer<typeof portfolioAnalysisDocumentSchema>;

export const portfolioAnalysisListResponseSchema = z.object({ documents: z.array(portfolioAnalysisDocumentSchema) });
export type PortfolioAnalysisListResponse = z.infer<typeof portfolioAnalysisListResponseSchema>;

/** The fields beside the `attachment` of POST portfolio_analyse_documents; the form uses the same schema. */
export const portfolioAnalysisFieldsSchema = z.object({
  declared_value: z.coerce
    .number({ error: portfolioAnalysisMinimumMessage })
    .min(PORTFOLIO_ANALYSIS_MINIMUM_CHF, { error: portfolioAnalysisMinimumMessage })
    .max(10_000_000_000),
  strategy_id: idParamSchema.optional(),
});
export type PortfolioAnalysisFields = z.infer<typeof portfolioAnalysisFieldsSchema>;

// ---- investment calendar ------------------------------------------------------------------------------

export const investmentCalendarQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });
export const investmentCalendarResponseSchema = z.object({
  year: z.number().int(),
  years: z.array(z.number().int()),
  dates: z.array(isoDate),
  next_investment_date: isoDate.nullable(),
  investment_calendar: z.object({ file: z.string(), pdf: z.string() }),
});
export type InvestmentCalendarResponse = z.infer<typeof investmentCalendarResponseSchema>;
export const investmentCalendarFileQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  format: z.enum(['ics', 'pdf']).default('ics'),
  locale: localeSchema.default('de'),
});

// ---- custom portfolios -------------------------------------------------------------------------------

export const weightAdjustmentStatuses = ['pending', 'approved', 'rejected', 'overwritten'] as const;
export type WeightAdjustmentStatus = (typeof weightAdjustmentStatuses)[number];

export const weightEntrySchema = z.object({ isin: z.string(), name: z.string(), currency: z.string(), weight: z.number() });
export type WeightEntry = z.infer<typeof weightEntrySchema>;

/** Messages of the weight rules (docs/tools.md). */
export const weightSumMessage = 'Die Gewichte müssen zusammen 100 % ergeben.';
export const isinMessage = 'Ungültige ISIN (Prüfziffer stimmt nicht).';
export const isinDuplicateMessage = 'Jede ISIN darf nur einmal vorkommen.';
export const weightDecimalsMessage = 'Ein Gewicht hat höchstens zwei Nachkommastellen.';

/**
 * A weight is kept to the hundredth of a percent (numeric(5,2)): a third of 100 is 33.33, and three such thirds are
 * 99.99, refused by the sum rule, rather than stored as a request that does not add up.
 */
export const hasAtMostTwoDecimals = (value: number): boolean => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const currencyCodes = new Set(Intl.supportedValuesOf('currency'));
/** An ISO 4217 currency code the runtime knows ('CHF'; not 'chf' nor 'XYZ'). */
export const isCurrencyCode = (code: string): boolean => currencyCodes.has(code);

/** ISO 6166: two letters, nine alphanumerics and a Luhn check digit over the letters expanded to numbers. */
export function isValidIsin(value: string): boolean {
  const isin = value.trim().toUpperCase();
  if (!/^[A-Z]{2}[A-Z0-9]{9}\d$/.test(isin)) return false;
  const digits = [...isin.slice(0, 11)].map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55))).join('');
  let sum = 0;
  // Luhn from the right of the expanded digits, the check digit excluded: every other digit doubled, starting right
  for (let i = digits.length - 1, double = true; i >= 0; i -= 1, double = !double) {
    let digit = Number(digits[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(isin[11]);
}

export const customPortfolioPositionSchema = z.object({
  name: z.string(),
  isin: z.string(),
  currency: z.string(),
  asset_class: z.string(),
  weight: z.number(),
  drifting_weight: z.number(),
  requested_weight: z.number().nullable(),
  expected_return: z.number(),
  volatility: z.number(),
});
export type CustomPortfolioPosition = z.infer<typeof customPortfolioPositionSchema>;

export const customPortfolioSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  positions_count: z.number().int(),
  /** the largest distance of a position's drifting weight from its target, in percentage points */
  drift: z.number(),
  latest_status: z.enum(weightAdjustmentStatuses).nullable(),
  correlations: z.record(z.string(), z.number()),
});
export type CustomPortfolio = z.infer<typeof customPortfolioSchema>;

export const customPortfoliosResponseSchema = z.object({ custom_portfolios: z.array(customPortfolioSchema) });
export const customPortfolioPositionsResponseSchema = z.object({ positions: z.array(customPortfolioPositionSchema) });
export type CustomPortfolioPositionsResponse = z.infer<typeof customPortfolioPositionsResponseSchema>;

export const weightAdjustmentSchema = z.object({
  id: z.number().int(),
  status: z.enum(weightAdjustmentStatuses),
  requested_date: z.string(),
  processed_date: z.string().nullable(),
  requested_weights: z.array(weightEntrySchema),
  new_weights: z.array(weightEntrySchema).nullable(),
  previous_weights: z.array(weightEntrySchema),
});
export type WeightAdjustment = z.infer<typeof weightAdjustmentSchema>;
export const latestWeightAdjustmentResponseSchema = z.object({ weight_adjustment: weightAdjustmentSchema.nullable() });
export const weightAdjustmentHistoryResponseSchema = z.object({ weight_adjustments: z.array(weightAdjustmentSchema) });

export const requestedPositionSchema = z.object({
  isin: textSchema().refine(isValidIsin, { error: isinMessage }),
  name: textSchema().trim().min(1).max(200),
  currency: textSchema()
    .regex(/^[A-Z]{3}$/, { error: invalidValueMessage })
    .refine(isCurrencyCode, { error: invalidValueMessage }),
  requested_weight: z
    .number({ error: weightRequiredMessage })
    .min(0)
    .max(100)
    .refine(hasAtMostTwoDecimals, { error: weightDecimalsMessage }),
});

/** Requested weights in percent, every one set, to the hundredth, summing to 100. */
export const weightAdjustmentBodySchema = z.object({
  positions: z
    .array(requestedPositionSchema)
    .min(1)
    .max(100)
    .refine((positions) => Math.abs(positions.reduce((sum, position) => sum + position.requested_weight, 0) - 100) < 0.005, {
      error: weightSumMessage,
    })
    .refine((positions) => new Set(positions.map((position) => position.isin.toUpperCase())).size === positions.length, {
      error: isinDuplicateMessage,
    }),
});
export type WeightAdjustmentBody = z.infer<typeof weightAdjustmentBodySchema>;
