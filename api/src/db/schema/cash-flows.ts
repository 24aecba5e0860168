import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cashFlowKinds } from '@portal/shared/contracts';
import { money } from './columns';
import { services } from './services';

/** Money into (positive) or out of (negative) a service, in CHF. */
export const cashFlows = pgTable(
  'cash_flows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    amount: money('amount').notNull(),
    kind: text('kind', { enum: cashFlowKinds }).notNull(),
  },
  (table) => [index('cash_flows_service_date_idx').on(table.serviceId, table.date), index('cash_flows_date_idx').on(table.date)],
);

export type CashFlowRow = typeof cashFlows.$inferSelect;
