import { boolean, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { locales, partnerDocumentCategories } from '@portal/shared/contracts';
import { at, timestamps } from './columns';
import { partnerCompanies } from './partner-companies';
import { partnerUsers } from './partner-users';
import { storedFiles } from './stored-files';

/**
 * A document the wealth manager publishes to its partners (contract, product sheet, regulatory notice, form). It
 * exists in one or more languages (`partner_document_versions`) and is meant for every partner company
 * (`for_all_companies`) or for those listed in `partner_document_companies`.
 */
export const partnerDocuments = pgTable(
  'partner_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    category: text('category', { enum: partnerDocumentCategories }).notNull(),
    forAllCompanies: boolean('for_all_companies').notNull().default(true),
    publishedAt: at('published_at').notNull(),
    ...timestamps,
  },
  (table) => [index('partner_documents_published_idx').on(table.publishedAt)],
);

/** One language of a document: its title in that language and its file. */
export const partnerDocumentVersions = pgTable(
  'partner_document_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => partnerDocuments.id, { onDelete: 'cascade' }),
    language: text('language', { enum: locales }).notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
  },
  (table) => [unique('partner_document_versions_language_key').on(table.documentId, table.language)],
);

/** The companies a document is meant for, when it is not for all of them. */
export const partnerDocumentCompanies = pgTable(
  'partner_document_companies',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => partnerDocuments.id, { onDelete: 'cascade' }),
    partnerCompanyId: integer('partner_company_id')
      .notNull()
      .references(() => partnerCompanies.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.partnerCompanyId] }),
    index('partner_document_companies_company_idx').on(table.partnerCompanyId),
  ],
);

/** When an adviser last looked at the documents: what was published after it is new to them. */
export const partnerDocumentViews = pgTable('partner_document_views', {
  partnerUserId: integer('partner_user_id')
    .primaryKey()
    .references(() => partnerUsers.id, { onDelete: 'cascade' }),
  lastSeenAt: at('last_seen_at').notNull(),
});

export type PartnerDocumentRow = typeof partnerDocuments.$inferSelect;
export type PartnerDocumentVersionRow = typeof partnerDocumentVersions.$inferSelect;
