import { date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { money } from './columns';
import { services } from './services';

/** End-of-day value of a service in CHF: value(t) = value(t-1)·(1 + r_t) + cash flows of t. */
export const serviceValuations = pgTable(
  'service_valuations',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    value: money('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.date] }),
    // the values of one day read from the index alone (totals, products, fees of 10,000 clients)
    index('service_valuations_date_idx').on(table.date, table.serviceId, table.value),
  ],
);

export type ServiceValuationRow = typeof serviceValuations.$inferSelect;
