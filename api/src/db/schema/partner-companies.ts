import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const partnerCompanies = pgTable('partner_companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  ...timestamps,
});

export type PartnerCompany = typeof partnerCompanies.$inferSelect;
export type NewPartnerCompany = typeof partnerCompanies.$inferInsert;
