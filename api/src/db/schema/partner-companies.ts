import { relations } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { partnerUsers } from './partner-users';
import { clients } from './clients';

export const partnerCompanies = pgTable('partner_companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  ...timestamps,
});

export const partnerCompaniesRelations = relations(partnerCompanies, ({ many }) => ({
  users: many(partnerUsers),
  clients: many(clients),
}));

export type PartnerCompany = typeof partnerCompanies.$inferSelect;
export type NewPartnerCompany = typeof partnerCompanies.$inferInsert;
