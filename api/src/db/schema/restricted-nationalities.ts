import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns';

/**
 * Nationalities for which only limited services are offered (US persons under FATCA, countries under Swiss sanctions
 * or on the FATF list). Reference data kept by operations, not by the application: `pnpm --filter @portal/api
 * nationalities` (list, add, remove) or plain SQL on this table; the API reads it on every request.
 */
export const restrictedNationalities = pgTable(
  'restricted_nationalities',
  {
    /** ISO 3166-1 alpha-2, upper case */
    code: text('code').primaryKey(),
    /** why it is restricted, for the people who keep the list */
    reason: text('reason'),
    ...timestamps,
  },
  (table) => [check('restricted_nationalities_code_check', sql`${table.code} ~ '^[A-Z]{2}$'`)],
);

export type RestrictedNationalityRow = typeof restrictedNationalities.$inferSelect;
