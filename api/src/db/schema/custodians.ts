import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const custodians = pgTable('custodians', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  bankCode: text('bank_code').notNull().unique(),
  customCustodian: boolean('custom_custodian').notNull().default(false),
  // the creditor of a client's QR-bill (payment slip): the QR-IBAN and the address the bill names
  qrIban: text('qr_iban'),
  street: text('street'),
  buildingNumber: text('building_number'),
  zip: text('zip'),
  city: text('city'),
  country: text('country'),
  ...timestamps,
});

export type CustodianRow = typeof custodians.$inferSelect;
