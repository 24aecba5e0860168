import { and, arrayContains, inArray } from 'drizzle-orm';
import type { Locale, PartnerDocumentCategory } from '@portal/shared/contracts';
import type { Database } from '../../db';
import { notifications, partnerDocumentCompanies, partnerDocuments, partnerDocumentVersions, partnerUsers } from '../../db/schema';
import { fileStore } from '../../lib/file-store';
import type { StoredDocumentNotice } from '../notifications';

export type DocumentVersionInput = { language: Locale; title: string; fileName: string; content: Buffer };

export type PublishInput = {
  category: PartnerDocumentCategory;
  versions: DocumentVersionInput[];
  /** the companies it is meant for; omitted or empty: every company */
  companyIds?: number[];
  publishedAt: Date;
};

/** A PDF starts with `%PDF-`: what is published is served as application/pdf, so nothing else is accepted. */
export function isPdf(content: Buffer): boolean {
  return content.subarray(0, 5).toString('latin1') === '%PDF-';
}

/**
 * Publishes a document of the wealth manager (an operations action, not a partner's): stores its files, and gives
 * every adviser of the companies it is meant for who sees the documents module a `new_partner_document`
 * notification, in one transaction. The notification names the document by its id, so that each reader reads its
 * title in the page's language (docs/documents.md); the title in the adviser's language stays beside it.
 */
export async function publishDocument(db: Database, input: PublishInput): Promise<{ id: number; notified: number }> {
  if (input.versions.length === 0) throw new Error('a document needs at least one language');
  const languages = new Set(input.versions.map((version) => version.language));
  if (languages.size !== input.versions.length) throw new Error('one file per language');
  for (const version of input.versions) {
    if (!isPdf(version.content)) throw new Error(`${version.fileName} is not a PDF`);
    if (!version.title.trim()) throw new Error('a title is required');
  }
  const companyIds = [...new Set(input.companyIds ?? [])];
  return db.transaction(async (tx) => {
    const [document] = await tx
      .insert(partnerDocuments)
      .values({ category: input.category, forAllCompanies: companyIds.length === 0, publishedAt: input.publishedAt })
      .returning({ id: partnerDocuments.id });
    const id = document!.id;
    if (companyIds.length)
      await tx.insert(partnerDocumentCompanies).values(companyIds.map((partnerCompanyId) => ({ documentId: id, partnerCompanyId })));
    for (const version of input.versions) {
      const file = await fileStore.put(tx, version.content, 'application/pdf');
      await tx.insert(partnerDocumentVersions).values({
        documentId: id,
        language: version.language,
        title: version.title.trim(),
        fileName: version.fileName,
        fileId: file.id,
      });
    }
    const advisers = await tx
      .select({ id: partnerUsers.id, language: partnerUsers.language })
      .from(partnerUsers)
      .where(
        and(
          arrayContains(partnerUsers.visibleModules, ['documents']),
          companyIds.length ? inArray(partnerUsers.partnerCompanyId, companyIds) : undefined,
        ),
      );
    const titleFor = (language: Locale) =>
      (input.versions.find((v) => v.language === language) ?? input.versions.find((v) => v.language === 'de') ?? input.versions[0]!).title;
    if (advisers.length) {
      await tx.insert(notifications).values(
        advisers.map((adviser) => ({
          partnerUserId: adviser.id,
          kind: 'new_partner_document' as const,
          userUpdates: { document_name: titleFor(adviser.language), document_id: id } satisfies StoredDocumentNotice,
          createdAt: input.publishedAt,
        })),
      );
    }
    return { id, notified: advisers.length };
  });
}
