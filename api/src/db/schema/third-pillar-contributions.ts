import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { money } from './columns';
import { services } from './services';

/**
 * The pillar 3a contribution paid into a third_pillar service for a year. A third_pillar service without a row
 * for the current year still has its contribution open.
 */
export const thirdPillarContributions = pgTable(
  'third_pillar_contributions',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    amount: money('amount').notNull(),
    paidOn: date('paid_on').notNull(),
  },
  (table) => [primaryKey({ columns: [table.serviceId, table.year] })],
);
