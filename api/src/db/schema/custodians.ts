import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const custodians = pgTable('custodians', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  bankCode: text('bank_code').notNull().unique(),
  customCustodian: boolean('custom_custodian').notNull().default(false),
  ...timestamps,
});

export type CustodianRow = typeof custodians.$inferSelect;
