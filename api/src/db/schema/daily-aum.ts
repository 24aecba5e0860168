import { date, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { money } from './columns';
import { partnerCompanies } from './partner-companies';
import { partnerUsers } from './partner-users';

/**
 * The AUM and net inflow (deposits and withdrawals, not fees) of an adviser's clients per day, in CHF: the sum of
 * `service_valuations` and `cash_flows` by the clients' adviser. Two years of daily valuations of 10,000 clients are
 * millions of rows; the dashboard reads a few hundred of these instead. `refreshDailyAum` rebuilds a company's rows
 * from the valuations whenever they are written (seed, import). `partner_user_id` is null for clients without one.
 */
export const dailyAum = pgTable(
  'daily_aum',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerCompanyId: integer('partner_company_id')
      .notNull()
      .references(() => partnerCompanies.id, { onDelete: 'cascade' }),
    partnerUserId: integer('partner_user_id').references(() => partnerUsers.id, { onDelete: 'set null' }),
    date: date('date').notNull(),
    aum: money('aum').notNull(),
    netInflow: money('net_inflow').notNull(),
  },
  (table) => [
    index('daily_aum_company_date_idx').on(table.partnerCompanyId, table.date),
    index('daily_aum_user_date_idx').on(table.partnerUserId, table.date),
  ],
);
