import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LocalizedText, PortfolioCategory, ServiceProduct } from '@portal/shared/contracts';

/** The strategy's model allocation: per category, the weight (summing to 1) of each asset class, currency or region. */
export type StrategyAllocation = Record<PortfolioCategory, Record<string, number>>;
import { timestamps } from './columns';

export const strategies = pgTable('strategies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  localizedNames: jsonb('localized_names').$type<LocalizedText>().notNull(),
  serviceKinds: text('service_kinds')
    .array()
    .$type<ServiceProduct[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  // 1 (lowest) to 7 (highest), as on a SRRI scale
  riskLevel: integer('risk_level').notNull(),
  allocation: jsonb('allocation').$type<StrategyAllocation>(),
  ...timestamps,
});

export type StrategyRow = typeof strategies.$inferSelect;
