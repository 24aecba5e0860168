import type { FastifyInstance } from 'fastify';
import type { Locale, NotificationKind } from '@portal/shared/contracts';
import type { NotificationUserUpdates } from '../../db/schema';
import type { RequestScope } from '../../plugins/scope';
import { preferredVersion } from '../documents';

/**
 * What a notification of a new partner document stores beyond the title in its adviser's language: the document, so
 * that every reader reads the title in the page's language (docs/documents.md, "Partner documents and invoices").
 */
export type StoredDocumentNotice = NotificationUserUpdates & { document_id?: number };

type Row = { kind: NotificationKind; createdAt: Date; userUpdates: StoredDocumentNotice };
type DocumentTitle = { documentId: number; publishedAt: Date; language: Locale; title: string };

const documentIdOf = (updates: StoredDocumentNotice) =>
  typeof updates.document_id === 'number' && Number.isInteger(updates.document_id) ? updates.document_id : null;
const nameOf = (updates: StoredDocumentNotice) => (typeof updates.document_name === 'string' ? updates.document_name : null);

/**
 * The document a notification announces. One that stored its document's id names it; one from before stored only a
 * title in its adviser's language: the visible document with a version of that title, the one published last when
 * the notification was made. Null when the document is gone (the stored name is shown).
 */
function documentOf(row: Row, titles: DocumentTitle[]): number | null {
  const id = documentIdOf(row.userUpdates);
  if (id !== null) return titles.some((title) => title.documentId === id) ? id : null;
  const name = nameOf(row.userUpdates);
  const candidates = titles.filter((title) => title.title === name);
  const published = candidates.filter((title) => title.publishedAt <= row.createdAt);
  const latest = (published.length ? published : candidates).reduce<DocumentTitle | null>(
    (found, title) => (found === null || title.publishedAt > found.publishedAt ? title : found),
    null,
  );
  return latest?.documentId ?? null;
}

/**
 * The name each notification of a page shows in the reader's language (docs/documents.md): a partner document's
 * title in the page's language, as the documents page shows it; an invoice by its number, as the invoice list
 * names it (a notification from before stored the invoice's file name). Any other stored name stays as it is.
 */
export async function documentNames(app: FastifyInstance, scope: RequestScope, rows: Row[]): Promise<Map<Row, string>> {
  const names = new Map<Row, string>();
  // the page holds only kinds of the caller's modules: a document's for an adviser with the documents module
  const documents = rows.filter((row) => row.kind === 'new_partner_document');
  if (documents.length) {
    const ids = documents.map((row) => documentIdOf(row.userUpdates)).filter((id): id is number => id !== null);
    const titles = documents
      .filter((row) => documentIdOf(row.userUpdates) === null)
      .map((row) => nameOf(row.userUpdates))
      .filter((name): name is string => Boolean(name));
    const found = await app.repos.documents(scope).titlesOf({ ids: [...new Set(ids)], titles: [...new Set(titles)] });
    for (const row of documents) {
      const id = documentOf(row, found);
      const versions = found.filter((title) => title.documentId === id);
      if (id !== null) names.set(row, preferredVersion(versions, scope.locale).title);
    }
  }
  // an invoice's notice from before named its file (`<number>.pdf`, invoices/pdf.ts): the number is the name less `.pdf`
  for (const row of rows.filter((row) => row.kind === 'new_invoice_document')) {
    const name = nameOf(row.userUpdates);
    if (name?.endsWith('.pdf')) names.set(row, name.slice(0, -'.pdf'.length));
  }
  return names;
}
