import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const partnerCompanies = pgTable('partner_companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  // the postal address and bank account of the company: printed on its invoices and their QR bill
  street: text('street'),
  buildingNumber: text('building_number'),
  zip: text('zip'),
  city: text('city'),
  country: text('country').notNull().default('CH'),
  iban: text('iban'),
  /** the Swiss VAT number (CHE-123.456.789 MWST) when the company is registered: its fees then carry VAT */
  vatNumber: text('vat_number'),
  ...timestamps,
});

export type PartnerCompany = typeof partnerCompanies.$inferSelect;
export type NewPartnerCompany = typeof partnerCompanies.$inferInsert;
