import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { vbSearchStatuses, vbSignatureKinds } from '@portal/shared/contracts';
import { at, timestamps } from './columns';
import { clients } from './clients';
import { partnerCompanies } from './partner-companies';
import { partnerUsers } from './partner-users';

/**
 * A vested-benefits search for a client (`POST vb_search`), one per client. The power of attorney is signed on paper
 * (the upload's bytes in the upload store under `signedKey`) or on screen (the drawn PNG under `signedKey`, embedded
 * into the PDF); either hands the search in (`submitted`).
 */
export const vbSearches = pgTable(
  'vb_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerCompanyId: integer('partner_company_id')
      .notNull()
      .references(() => partnerCompanies.id, { onDelete: 'cascade' }),
    partnerUserId: integer('partner_user_id').references(() => partnerUsers.id, { onDelete: 'set null' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    status: text('status', { enum: vbSearchStatuses }).notNull().default('pending'),
    formerEmployers: jsonb('former_employers').$type<string[]>().notNull().default([]),
    signature: text('signature', { enum: vbSignatureKinds }),
    signedKey: text('signed_key'),
    signedFileKind: text('signed_file_kind', { enum: ['pdf', 'jpeg', 'png'] }),
    submittedAt: at('submitted_at'),
    // the wealth manager's answer (`forwarded` or `rejected`), recorded by an internal operator
    answeredAt: at('answered_at'),
    answerNote: text('answer_note'),
    ...timestamps,
  },
  (table) => [uniqueIndex('vb_searches_client_idx').on(table.clientId), index('vb_searches_company_idx').on(table.partnerCompanyId)],
);

export type VbSearchRow = typeof vbSearches.$inferSelect;
