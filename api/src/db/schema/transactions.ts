import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { referenceCurrencies, transactionKinds } from '@portal/shared/contracts';
import { money } from './columns';
import { services } from './services';

export const transactions = pgTable(
  'transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    kind: text('kind', { enum: transactionKinds }).notNull(),
    // free text beyond the kind (a security's name); none when the kind says it all: the kind's label is shown
    description: text('description'),
    amount: money('amount').notNull(),
    currency: text('currency', { enum: referenceCurrencies }).notNull().default('CHF'),
    isin: text('isin'),
  },
  (table) => [index('transactions_service_date_idx').on(table.serviceId, table.date)],
);

export type TransactionRow = typeof transactions.$inferSelect;
