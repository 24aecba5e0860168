import { date, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { feeKinds } from '@portal/shared/contracts';
import { at, money, timestamps } from './columns';
import { partnerCompanies } from './partner-companies';
import { clients } from './clients';

/**
 * The fees of one month that the wealth manager owes a partner company, computed from the data when the month is
 * issued (modules/invoices): one per company and month. Paid when the transfer is booked (`paid_at`).
 */
export const partnerInvoices = pgTable(
  'partner_invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerCompanyId: integer('partner_company_id')
      .notNull()
      .references(() => partnerCompanies.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    /** the period, `YYYY-MM` */
    month: text('month').notNull(),
    /** the last day of the month: fees are issued at month end */
    issuedOn: date('issued_on').notNull(),
    dueOn: date('due_on').notNull(),
    findersFees: money('finders_fees').notNull(),
    recurringFees: money('recurring_fees').notNull(),
    subtotal: money('subtotal').notNull(),
    /** percent, e.g. 8.1; 0 when the company is not registered for VAT */
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
    vat: money('vat').notNull(),
    total: money('total').notNull(),
    paidAt: at('paid_at'),
    ...timestamps,
  },
  (table) => [
    unique('partner_invoices_company_month_key').on(table.partnerCompanyId, table.month),
    index('partner_invoices_company_issued_idx').on(table.partnerCompanyId, table.issuedOn),
  ],
);

/** A line of an invoice: one client and fee kind, with what the fee was computed from. */
export const partnerInvoiceLines = pgTable(
  'partner_invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => partnerInvoices.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** the client's name when the invoice was issued (the invoice does not change when the client does) */
    clientName: text('client_name').notNull(),
    kind: text('kind', { enum: feeKinds }).notNull(),
    /** the first invested amount (finders fee) or the average daily AUM of the month (recurring fee) */
    basis: money('basis').notNull(),
    /** percent: of the basis (finders fee) or per year (recurring fee); the day-weighted rate when it changed */
    rate: numeric('rate', { precision: 9, scale: 6 }).notNull(),
    amount: money('amount').notNull(),
  },
  (table) => [index('partner_invoice_lines_invoice_idx').on(table.invoiceId), index('partner_invoice_lines_client_idx').on(table.clientId)],
);

/**
 * A change of a client's recurring fee from a day on: the rate of each day is that of the latest change on or
 * before it, else the client's fee structure. Lets a month in which the fee changed be computed day by day.
 */
export const recurringFeeChanges = pgTable(
  'recurring_fee_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    validFrom: date('valid_from').notNull(),
    percentage: numeric('percentage', { precision: 6, scale: 3 }).notNull(),
  },
  (table) => [unique('recurring_fee_changes_client_day_key').on(table.clientId, table.validFrom)],
);

export type PartnerInvoiceRow = typeof partnerInvoices.$inferSelect;
export type PartnerInvoiceLineRow = typeof partnerInvoiceLines.$inferSelect;
