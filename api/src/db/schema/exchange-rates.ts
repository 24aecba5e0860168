import { date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { foreignCurrencies } from '@portal/shared/contracts';

/** CHF per unit of the foreign currency on a day: an amount in CHF ÷ chf_per_unit = the amount in that currency. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    date: date('date').notNull(),
    currency: text('currency', { enum: foreignCurrencies }).notNull(),
    chfPerUnit: numeric('chf_per_unit', { precision: 12, scale: 6 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.currency, table.date] })],
);
