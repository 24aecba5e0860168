import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { locales, twoFactorMethods, visibleModuleNames, type VisibleModule } from '@portal/shared/contracts';
import { clientScopes, partnerUserRoles, referenceCurrencies } from '@portal/shared/contracts';
import { at, timestamps } from './columns';
import { partnerCompanies } from './partner-companies';

export const partnerUsers = pgTable(
  'partner_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerCompanyId: integer('partner_company_id')
      .notNull()
      .references(() => partnerCompanies.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    // stored lower-case, so uniqueness ignores case
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    language: text('language', { enum: locales }).notNull().default('de'),
    privateMode: boolean('private_mode').notNull().default(false),
    fidlegCertified: boolean('fidleg_certified').notNull().default(false),
    visibleModules: text('visible_modules')
      .array()
      .$type<VisibleModule[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    twoFactor: text('two_factor', { enum: twoFactorMethods }).notNull().default('none'),
    canSeeCompanyStatistics: boolean('can_see_company_statistics').notNull().default(false),
    referenceCurrency: text('reference_currency', { enum: referenceCurrencies }).notNull().default('CHF'),
    // 'Alle Kunden' or 'Eigene Kunden', remembered across devices
    clientScope: text('client_scope', { enum: clientScopes }).notNull().default('company'),
    // an operator of the wealth manager may use the internal admin actions (docs/clients.md); the API checks it
    role: text('role', { enum: partnerUserRoles }).notNull().default('adviser'),
    emailVerifiedAt: at('email_verified_at'),
    ...timestamps,
  },
  (table) => [index('partner_users_company_idx').on(table.partnerCompanyId)],
);

/** Every module name, for users who see them all. */
export const allModules: VisibleModule[] = [...visibleModuleNames];

export type PartnerUserRow = typeof partnerUsers.$inferSelect;
export type NewPartnerUser = typeof partnerUsers.$inferInsert;
