import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  civilStatuses,
  clientStatuses,
  clientTitles,
  genders,
  preferredLanguages,
  serviceKinds,
  type ServiceProduct,
} from '@portal/shared/contracts';
import { at, money, timestamps } from './columns';
import { partnerCompanies } from './partner-companies';
import { partnerUsers } from './partner-users';

/**
 * A referred client with every field of docs/clients.md and docs/onboarding.md. The funnel timestamps (`created_at` = added, then invited,
 * registration started, registered, ready, first invested) drive the funnel statistics and the "stuck" check.
 */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerCompanyId: integer('partner_company_id')
      .notNull()
      .references(() => partnerCompanies.id, { onDelete: 'cascade' }),
    partnerUserId: integer('partner_user_id').references(() => partnerUsers.id, { onDelete: 'set null' }),
    status: text('status', { enum: clientStatuses }).notNull().default('pending'),

    // the salutation as a code (`mr`, `ms`), printed in each document's language (docs/clients.md)
    title: text('title', { enum: clientTitles }),
    email: text('email'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    birthday: date('birthday'),
    gender: text('gender', { enum: genders }),
    preferredLanguage: text('preferred_language', { enum: preferredLanguages }),

    country: text('country'),
    zip: text('zip'),
    city: text('city'),
    street: text('street'),
    houseNumber: text('house_number'),
    addressLine2: text('address_line_2'),

    nationalities: text('nationalities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    taxDomicile: text('tax_domicile'),
    civilStatus: text('civil_status', { enum: civilStatuses }),
    placeOfOrigin: text('place_of_origin'),
    ahvNumber: text('ahv_number'),

    // the five yes/no US-person questions; null until answered
    usCitizen: boolean('us_citizen'),
    usGreenCard: boolean('us_green_card'),
    usResident: boolean('us_resident'),
    usBornInUs: boolean('us_born_in_us'),
    usTaxLiable: boolean('us_tax_liable'),

    custodianBanks: text('custodian_banks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // the name of the client's own custodian bank when the custom custodian is chosen (docs/onboarding.md)
    ownCustodianName: text('own_custodian_name'),
    partnerSuggestedBankCodes: text('partner_suggested_bank_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),

    kycFilled: boolean('kyc_filled').notNull().default(false),
    partnerKycAnswers: jsonb('partner_kyc_answers').$type<Record<string, unknown>>(),
    investorProfileFilled: boolean('investor_profile_filled').notNull().default(false),
    partnerInvestorProfileAnswers: jsonb('partner_investor_profile_answers').$type<Record<string, unknown>>(),
    partnerSuggestedIdDocumentsUploaded: boolean('partner_suggested_id_documents_uploaded').notNull().default(false),
    clientIdDocumentsUploaded: boolean('client_id_documents_uploaded').notNull().default(false),
    partnerCertifiedIdDocumentUploaded: boolean('partner_certified_id_document_uploaded').notNull().default(false),
    signedOnboardingPaoUploaded: boolean('signed_onboarding_pao_uploaded').notNull().default(false),
    availableServiceKinds: text('available_service_kinds')
      .array()
      .$type<ServiceProduct[]>()
      .notNull()
      .default(sql`'{}'::text[]`),

    invitedAt: at('invited_at'),
    registrationStartedAt: at('registration_started_at'),
    registeredAt: at('registered_at'),
    readyAt: at('ready_at'),
    firstInvestedAt: at('first_invested_at'),
    // an operator's block keeps the status to go back to on unblock
    statusBeforeBlock: text('status_before_block', { enum: clientStatuses }),
    // deleted by an operator: kept (and audited) but out of every scope (lib/scoped-repository.ts)
    deletedAt: at('deleted_at'),
    /**
     * The client's assets (CHF) on the company's latest valuation day, kept by refreshDailyAum beside `daily_aum`:
     * the client list sorts by it through an index instead of summing every client's valuations per request.
     */
    investedAmount: money('invested_amount').notNull().default('0'),
    ...timestamps,
  },
  (table) => [
    index('clients_company_status_idx').on(table.partnerCompanyId, table.status),
    index('clients_user_status_idx').on(table.partnerUserId, table.status),
    index('clients_company_created_idx').on(table.partnerCompanyId, table.createdAt),
    index('clients_company_invested_idx').on(table.partnerCompanyId, table.investedAmount, table.id),
    // the scope's live clients counted from the index alone (the list's total, the dashboard's)
    index('clients_live_scope_idx')
      .on(table.partnerCompanyId, table.status, table.partnerUserId)
      .where(sql`${table.deletedAt} IS NULL`),
    // the list's default order (by name) without sorting the company's clients on each request
    index('clients_company_name_idx').on(table.partnerCompanyId, sql`lower(${table.lastName})`, sql`lower(${table.firstName})`, table.id),
    // the list's search: trigrams of the text it searches in (clients/repository.ts, `searchText`), so that
    // "%sute%" finds its rows without reading every client (pg_trgm, migration 0020)
    index('clients_search_trgm_idx').using('gin', sql`${searchText(table)} gin_trgm_ops`),
  ],
);

/**
 * What the client list's search looks in: "first last", "last first" and the e-mail, a line apart (a search text has no
 * line break, so it matches there exactly when it matches one of them). The search and its index use this same
 * expression.
 */
export function searchText(table: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn }) {
  return sql`(${table.firstName} || ' ' || ${table.lastName} || E'\n' || ${table.lastName} || ' ' || ${table.firstName} || E'\n' || coalesce(${table.email}, ''))`;
}

// keeps the list of kinds next to the column that stores them
export const clientServiceKinds = serviceKinds;

export type ClientRow = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
