import { integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { locales } from '@portal/shared/contracts';
import { at } from './columns';
import { partnerCompanies } from './partner-companies';
import { partnerUsers } from './partner-users';

/**
 * A referral link an adviser made (`POST admin_partner/referral`): a client who registers through it on the public
 * page (`POST referrals/{code}/registration`) becomes a client of the adviser, with these fees.
 */
export const referrals = pgTable('referrals', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** the secret part of the link: ten characters of an alphabet without look-alikes */
  code: text('code').notNull().unique(),
  partnerCompanyId: integer('partner_company_id')
    .notNull()
    .references(() => partnerCompanies.id, { onDelete: 'cascade' }),
  partnerUserId: integer('partner_user_id')
    .notNull()
    .references(() => partnerUsers.id, { onDelete: 'cascade' }),
  findersFeePercentage: numeric('finders_fee_percentage', { precision: 6, scale: 3 }).notNull(),
  recurringFeePercentage: numeric('recurring_fee_percentage', { precision: 6, scale: 3 }),
  language: text('language', { enum: locales }).notNull(),
  /** how many clients registered through it */
  registrations: integer('registrations').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});

export type ReferralRow = typeof referrals.$inferSelect;
