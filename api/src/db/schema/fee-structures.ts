import { integer, numeric, pgTable } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { clients } from './clients';

/** Percentages as numeric(6,3): 1.25 = 1.25 %. The finders fee is one-time, the recurring fee monthly. */
export const feeStructures = pgTable('fee_structures', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clientId: integer('client_id')
    .notNull()
    .unique()
    .references(() => clients.id, { onDelete: 'cascade' }),
  findersFeePercentage: numeric('finders_fee_percentage', { precision: 6, scale: 3 }),
  recurringFeePercentage: numeric('recurring_fee_percentage', { precision: 6, scale: 3 }),
  ...timestamps,
});

export type FeeStructureRow = typeof feeStructures.$inferSelect;
