import { date, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns';
import { partnerUsers } from './partner-users';

/** An adviser's target AUM (CHF) by a date; `achieved_at` is the first day the AUM reached it. */
export const aumTargets = pgTable(
  'aum_targets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerUserId: integer('partner_user_id')
      .notNull()
      .references(() => partnerUsers.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    targetDate: date('target_date').notNull(),
    achievedAt: date('achieved_at'),
    ...timestamps,
  },
  (table) => [index('aum_targets_user_idx').on(table.partnerUserId)],
);
