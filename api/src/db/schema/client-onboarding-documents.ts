import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idDocumentFileKinds, onboardingDocumentKinds } from '@portal/shared/contracts';
import { at } from './columns';
import { clients } from './clients';
import { partnerCompanies } from './partner-companies';
import { partnerUsers } from './partner-users';

/**
 * The documents an adviser uploads in the onboarding wizard (`PUT clients/{id}/save_documents`): the client's ID,
 * its certified copy, the signed power of attorney. The bytes are in the upload store (a files directory, shared by
 * the API replicas), under `storageKey`, with their SHA-256; one row per client and kind, a new upload replaces it.
 */
export const clientOnboardingDocuments = pgTable(
  'client_onboarding_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerCompanyId: integer('partner_company_id')
      .notNull()
      .references(() => partnerCompanies.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: onboardingDocumentKinds }).notNull(),
    fileName: text('file_name').notNull(),
    fileKind: text('file_kind', { enum: idDocumentFileKinds }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: integer('uploaded_by').references(() => partnerUsers.id, { onDelete: 'set null' }),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('client_onboarding_documents_client_kind_idx').on(table.clientId, table.kind),
    index('client_onboarding_documents_company_idx').on(table.partnerCompanyId),
  ],
);

export type ClientOnboardingDocumentRow = typeof clientOnboardingDocuments.$inferSelect;
