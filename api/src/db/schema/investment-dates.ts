import { date, integer, pgTable } from 'drizzle-orm/pg-core';

/** The days on which new money is invested (the first business day of a month). */
export const investmentDates = pgTable('investment_dates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  date: date('date').notNull().unique(),
});
