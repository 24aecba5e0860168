import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LocalizedText, ServiceProduct } from '@portal/shared/contracts';
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
  ...timestamps,
});

export type StrategyRow = typeof strategies.$inferSelect;
