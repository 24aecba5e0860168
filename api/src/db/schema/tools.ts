import { date, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import {
  analysisFileKinds,
  portfolioAnalysisStatuses,
  weightAdjustmentStatuses,
  type ExamplePosition,
  type PositionsAnalysis,
  type WeightEntry,
} from '@portal/shared/contracts';
import { at, money, timestamps } from './columns';
import { partnerCompanies } from './partner-companies';
import { partnerUsers } from './partner-users';
import { storedFiles } from './stored-files';
import { strategies } from './strategies';

/** A ratio such as 0.0425 (4.25 %): exact, read back as a string. */
const ratio = (name: string) => numeric(name, { precision: 9, scale: 6 });

/**
 * The capital-market assumptions of a strategy (yearly, in CHF): what the financial simulator projects with and
 * what the fee drag of a portfolio analysis compares against. Kept beside `strategies` so that the strategy
 * table stays what the onboarding reads.
 */
export const strategyAssumptions = pgTable('strategy_assumptions', {
  strategyId: integer('strategy_id')
    .primaryKey()
    .references(() => strategies.id, { onDelete: 'cascade' }),
  expectedReturn: ratio('expected_return').notNull(),
  volatility: ratio('volatility').notNull(),
  /** total expense ratio of the strategy, per year */
  ongoingFee: ratio('ongoing_fee').notNull(),
  ...timestamps,
});

/** The model portfolio of a strategy that the simulator shows as its example (not every strategy has one). */
export const examplePortfolios = pgTable('example_portfolios', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  strategyId: integer('strategy_id')
    .notNull()
    .unique()
    .references(() => strategies.id, { onDelete: 'cascade' }),
  asOf: date('as_of').notNull(),
  positions: jsonb('positions').$type<ExamplePosition[]>().notNull(),
  ...timestamps,
});

/** A prospect's portfolio statement uploaded for analysis; the file itself lives in the upload store. */
export const portfolioAnalysisDocuments = pgTable(
  'portfolio_analysis_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerCompanyId: integer('partner_company_id')
      .notNull()
      .references(() => partnerCompanies.id, { onDelete: 'cascade' }),
    partnerUserId: integer('partner_user_id').references(() => partnerUsers.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    fileKind: text('file_kind', { enum: analysisFileKinds }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    declaredValue: money('declared_value').notNull(),
    strategyId: integer('strategy_id').references(() => strategies.id, { onDelete: 'set null' }),
    status: text('status', { enum: portfolioAnalysisStatuses }).notNull().default('received'),
    /** the positions analysis: a CSV or XLSX is read when it arrives, a PDF statement by the statement reader */
    analysis: jsonb('analysis').$type<PositionsAnalysis>(),
    /** the analysts' own PDF, delivered for a statement the reader found no positions in (`npm run analysis:deliver`) */
    reportFileId: integer('report_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    completedAt: at('completed_at'),
    ...timestamps,
  },
  (table) => [index('portfolio_analysis_documents_company_idx').on(table.partnerCompanyId, table.partnerUserId)],
);

/** An adviser's custom strategy portfolio (module custom_strategies). */
export const customPortfolios = pgTable(
  'custom_portfolios',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerCompanyId: integer('partner_company_id')
      .notNull()
      .references(() => partnerCompanies.id, { onDelete: 'cascade' }),
    partnerUserId: integer('partner_user_id').references(() => partnerUsers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('CHF'),
    /** yearly correlation between the positions' asset classes, for the what-if figures: { "equity|bond": 0.2 } */
    correlations: jsonb('correlations').$type<Record<string, number>>().notNull(),
    ...timestamps,
  },
  (table) => [index('custom_portfolios_company_idx').on(table.partnerCompanyId, table.partnerUserId)],
);

export const customPortfolioPositions = pgTable(
  'custom_portfolio_positions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customPortfolioId: integer('custom_portfolio_id')
      .notNull()
      .references(() => customPortfolios.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isin: text('isin').notNull(),
    currency: text('currency').notNull(),
    assetClass: text('asset_class').notNull(),
    /** the target weight, in percent */
    weight: numeric('weight', { precision: 7, scale: 4 }).notNull(),
    /** today's weight after the markets moved, in percent */
    driftingWeight: numeric('drifting_weight', { precision: 7, scale: 4 }).notNull(),
    /** the weight of the pending adjustment, in percent */
    requestedWeight: numeric('requested_weight', { precision: 7, scale: 4 }),
    expectedReturn: ratio('expected_return').notNull(),
    volatility: ratio('volatility').notNull(),
    ...timestamps,
  },
  (table) => [index('custom_portfolio_positions_portfolio_idx').on(table.customPortfolioId)],
);

/** A request to change a custom portfolio's weights, and what the wealth manager did with it. */
export const weightAdjustments = pgTable(
  'weight_adjustments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customPortfolioId: integer('custom_portfolio_id')
      .notNull()
      .references(() => customPortfolios.id, { onDelete: 'cascade' }),
    partnerUserId: integer('partner_user_id').references(() => partnerUsers.id, { onDelete: 'set null' }),
    status: text('status', { enum: weightAdjustmentStatuses }).notNull().default('pending'),
    requestedAt: at('requested_at').notNull().defaultNow(),
    processedAt: at('processed_at'),
    /** the adviser no longer shows it as the latest adjustment */
    dismissedAt: at('dismissed_at'),
    previousWeights: jsonb('previous_weights').$type<WeightEntry[]>().notNull(),
    requestedWeights: jsonb('requested_weights').$type<WeightEntry[]>().notNull(),
    /** what was applied: the requested weights, or the wealth manager's when it overwrote them */
    newWeights: jsonb('new_weights').$type<WeightEntry[]>(),
    ...timestamps,
  },
  (table) => [index('weight_adjustments_portfolio_idx').on(table.customPortfolioId)],
);

export type StrategyAssumptionRow = typeof strategyAssumptions.$inferSelect;
export type PortfolioAnalysisDocumentRow = typeof portfolioAnalysisDocuments.$inferSelect;
export type CustomPortfolioRow = typeof customPortfolios.$inferSelect;
export type CustomPortfolioPositionRow = typeof customPortfolioPositions.$inferSelect;
export type WeightAdjustmentRow = typeof weightAdjustments.$inferSelect;
