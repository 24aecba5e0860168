import { and, desc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Locale, PartnerDocumentCategory } from '@portal/shared/contracts';
import { partnerDocumentCompanies, partnerDocuments, partnerDocumentVersions, partnerDocumentViews, storedFiles } from '../../db/schema';
import { fileStore } from '../../lib/file-store';
import { scopedRepository } from '../../lib/scoped-repository';
import { likePattern } from '../../lib/like';

/** `%`, `_` and `\` match themselves in a search. */
/** The partner documents the caller's company may read, and when the caller last looked at them. */
export const createDocumentsRepository = scopedRepository(({ db, scope, tenant }) => {
  // meant for every company, or for the caller's among others
  const visible = or(
    eq(partnerDocuments.forAllCompanies, true),
    exists(
      db
        .select({ one: sql`1` })
        .from(partnerDocumentCompanies)
        .where(and(eq(partnerDocumentCompanies.documentId, partnerDocuments.id), tenant.ofCompany(partnerDocumentCompanies))),
    ),
  )!;

  async function versionsOf(ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        documentId: partnerDocumentVersions.documentId,
        language: partnerDocumentVersions.language,
        title: partnerDocumentVersions.title,
        fileName: partnerDocumentVersions.fileName,
        fileId: partnerDocumentVersions.fileId,
        size: storedFiles.size,
      })
      .from(partnerDocumentVersions)
      .innerJoin(storedFiles, eq(storedFiles.id, partnerDocumentVersions.fileId))
      .where(inArray(partnerDocumentVersions.documentId, ids))
      .orderBy(partnerDocumentVersions.documentId, partnerDocumentVersions.language);
  }

  return {
    /** Newest first; `search` matches the title in any of the document's languages. */
    async list(filter: { search?: string; category?: PartnerDocumentCategory }) {
      const conditions = [visible];
      if (filter.category) conditions.push(eq(partnerDocuments.category, filter.category));
      if (filter.search) {
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(partnerDocumentVersions)
              .where(
                and(
                  eq(partnerDocumentVersions.documentId, partnerDocuments.id),
                  ilike(partnerDocumentVersions.title, likePattern(filter.search)),
                ),
              ),
          ),
        );
      }
      const documents = await db
        .select({ id: partnerDocuments.id, category: partnerDocuments.category, publishedAt: partnerDocuments.publishedAt })
        .from(partnerDocuments)
        .where(and(...conditions))
        .orderBy(desc(partnerDocuments.publishedAt), desc(partnerDocuments.id));
      return { documents, versions: await versionsOf(documents.map((d) => d.id)) };
    },

    /** The number of visible documents per category. */
    async countByCategory() {
      return db
        .select({ category: partnerDocuments.category, count: sql<number>`count(*)::int` })
        .from(partnerDocuments)
        .where(visible)
        .groupBy(partnerDocuments.category);
    },

    /** One visible document with its languages, or null (another company's document is not found). */
    async find(id: number) {
      const [document] = await db
        .select({ id: partnerDocuments.id, category: partnerDocuments.category, publishedAt: partnerDocuments.publishedAt })
        .from(partnerDocuments)
        .where(and(eq(partnerDocuments.id, id), visible));
      if (!document) return null;
      return { document, versions: await versionsOf([id]) };
    },

    /**
     * The titles of the visible documents a page of notifications names: those of `ids`, and those with a version
     * titled one of `titles` (a notification from before documents were named by id stored a title), each with when it
     * was published.
     */
    async titlesOf(refs: { ids: number[]; titles: string[] }) {
      if (refs.ids.length === 0 && refs.titles.length === 0) return [];
      const titled = refs.titles.length
        ? exists(
            db
              .select({ one: sql`1` })
              .from(partnerDocumentVersions)
              .where(and(eq(partnerDocumentVersions.documentId, partnerDocuments.id), inArray(partnerDocumentVersions.title, refs.titles))),
          )
        : undefined;
      return db
        .select({
          documentId: partnerDocumentVersions.documentId,
          publishedAt: partnerDocuments.publishedAt,
          language: partnerDocumentVersions.language,
          title: partnerDocumentVersions.title,
        })
        .from(partnerDocumentVersions)
        .innerJoin(partnerDocuments, eq(partnerDocuments.id, partnerDocumentVersions.documentId))
        .where(and(visible, or(refs.ids.length ? inArray(partnerDocuments.id, refs.ids) : undefined, titled)))
        .orderBy(partnerDocumentVersions.documentId, partnerDocumentVersions.language);
    },

    /** The file of a visible document in a language, with its name, or null. */
    async file(documentId: number, language: Locale) {
      const [version] = await db
        .select({ fileId: partnerDocumentVersions.fileId, fileName: partnerDocumentVersions.fileName })
        .from(partnerDocumentVersions)
        .innerJoin(partnerDocuments, eq(partnerDocuments.id, partnerDocumentVersions.documentId))
        .where(and(eq(partnerDocumentVersions.documentId, documentId), eq(partnerDocumentVersions.language, language), visible));
      if (!version) return null;
      const file = await fileStore.get(db, version.fileId);
      return file && { ...file, fileName: version.fileName };
    },

    async lastSeenAt(): Promise<Date | null> {
      const [row] = await db.select().from(partnerDocumentViews).where(tenant.ofCaller(partnerDocumentViews));
      return row?.lastSeenAt ?? null;
    },

    async markSeen(at: Date): Promise<void> {
      await db
        .insert(partnerDocumentViews)
        .values({ partnerUserId: scope.userId, lastSeenAt: at })
        .onConflictDoUpdate({ target: partnerDocumentViews.partnerUserId, set: { lastSeenAt: at } });
    },
  };
});
