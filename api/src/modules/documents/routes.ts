import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentDownloadQuerySchema,
  documentIdParamsSchema,
  documentsSeenResponseSchema,
  partnerDocumentCategories,
  partnerDocumentResponseSchema,
  partnerDocumentsQuerySchema,
  partnerDocumentsResponseSchema,
  type Locale,
  type PartnerDocument,
} from '@portal/shared/contracts';
import { contentDisposition } from '../../lib/file-store';
import { NotFoundError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { errorResponses, security } from '../../lib/route-schemas';
import { preferredVersion as preferred } from './titles';

const errors = errorResponses(401, 403, 404, 422);
const tags = ['documents'];
export const pdfFileSchema = z.unknown().describe('The file, application/pdf');

type Version = { language: Locale; title: string; fileName: string; size: number; fileId: number };

function toDocument(
  document: { id: number; category: PartnerDocument['category']; publishedAt: Date },
  versions: Version[],
  locale: Locale,
  lastSeenAt: Date | null,
): PartnerDocument {
  const shown = preferred(versions, locale);
  return {
    id: document.id,
    category: document.category,
    title: shown.title,
    language: shown.language,
    file_name: shown.fileName,
    size: shown.size,
    published_at: document.publishedAt.toISOString(),
    // never looked: everything is new to the adviser
    new: lastSeenAt === null || document.publishedAt > lastSeenAt,
    languages: versions.map((v) => ({ language: v.language, title: v.title, file_name: v.fileName, size: v.size })),
  };
}

const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireModule('documents'));

  app.get(
    '/partners_documents',
    {
      schema: {
        tags,
        security,
        summary: 'Partner documents, newest first, with their categories',
        operationId: 'listPartnerDocuments',
        querystring: partnerDocumentsQuerySchema,
        response: { 200: partnerDocumentsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const repo = app.repos.documents(request.scope);
      const [{ documents, versions }, counts, lastSeenAt] = await Promise.all([
        repo.list({ search: request.query.search || undefined, category: request.query.category }),
        repo.countByCategory(),
        repo.lastSeenAt(),
      ]);
      const byDocument = new Map<number, Version[]>();
      for (const version of versions) byDocument.set(version.documentId, [...(byDocument.get(version.documentId) ?? []), version]);
      const list = documents.map((d) => toDocument(d, byDocument.get(d.id) ?? [], request.scope.locale, lastSeenAt));
      const countOf = new Map(counts.map((row) => [row.category, row.count]));
      return {
        documents: list,
        categories: partnerDocumentCategories.map((category) => ({ category, count: countOf.get(category) ?? 0 })),
        new_count: list.filter((d) => d.new).length,
      };
    },
  );

  app.post(
    '/partners_documents/mark_as_seen',
    {
      schema: {
        tags,
        security,
        summary: 'Remember that the adviser has looked at the documents (what is published later is new)',
        operationId: 'markPartnerDocumentsSeen',
        response: { 200: documentsSeenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const now = app.now();
      await app.repos.documents(request.scope).markSeen(now);
      return { last_seen_at: now.toISOString() };
    },
  );

  app.get(
    '/partners_documents/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One partner document with its languages',
        operationId: 'getPartnerDocument',
        params: documentIdParamsSchema,
        response: { 200: partnerDocumentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const repo = app.repos.documents(request.scope);
      const found = await repo.find(request.params.id);
      if (!found) throw new NotFoundError(t('documentNotFound', request.scope.locale));
      return { document: toDocument(found.document, found.versions, request.scope.locale, await repo.lastSeenAt()) };
    },
  );

  app.get(
    '/partners_documents/:id/download',
    {
      schema: {
        tags,
        security,
        summary: 'The file of a partner document (PDF), in a language, to download or to show in the page',
        operationId: 'downloadPartnerDocument',
        params: documentIdParamsSchema,
        querystring: documentDownloadQuerySchema,
        produces: ['application/pdf'],
        // the body is the file's bytes, streamed (a stream is never serialised)
        response: { 200: pdfFileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await app.repos.documents(request.scope).find(request.params.id);
      if (!found) throw new NotFoundError(t('documentNotFound', request.scope.locale));
      const asked = request.query.language;
      const version = asked ? found.versions.find((v) => v.language === asked) : preferred(found.versions, request.scope.locale);
      if (!version) throw new NotFoundError(t('documentLanguageNotFound', request.scope.locale));
      const file = await app.repos.documents(request.scope).file(found.document.id, version.language);
      if (!file) throw new NotFoundError(t('documentNotFound', request.scope.locale));
      reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(request.query.disposition, version.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      return reply.send(Readable.from([file.content]));
    },
  );
};

export default documentsRoutes;
