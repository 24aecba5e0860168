import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientIdParamsSchema,
  clientVbSearchResponseSchema,
  createVbSearchBodySchema,
  localeQuerySchema,
  MAX_SIGNATURE_BYTES,
  messageResponseSchema,
  signVbSearchBodySchema,
  vbSearchAnswerBodySchema,
  vbSearchFieldsSchema,
  vbSearchParamsSchema,
  vbSearchSchema,
  type VbSearch,
} from '@portal/shared/contracts';
import type { VbSearchRow } from '../../db/schema';
import { audit } from '../../lib/audit';
import { label, localeOfClient } from '../../lib/client-labels';
import { ConflictError, HttpError, NotFoundError, UnprocessableError } from '../../lib/errors';
import { sendAttachment } from '../../lib/file-store';
import { sniffIdDocument } from '../../lib/id-documents';
import { t } from '../../lib/messages';
import { readMultipart, registerMultipart, uploadRateLimit } from '../../lib/multipart';
import { docTexts, vbSearchPaoPdf } from '../client-documents';
import { errorResponses, security } from '../../lib/route-schemas';

const errors = errorResponses(401, 403, 404, 409, 422);
const tags = ['vested-benefits search'];

const serialise = (row: VbSearchRow): VbSearch => ({
  id: row.id,
  client_id: row.clientId,
  status: row.status,
  former_employers: row.formerEmployers,
  signature: row.signature,
  submitted_at: row.submittedAt?.toISOString() ?? null,
  answered_at: row.answeredAt?.toISOString() ?? null,
  answer_note: row.answerNote,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * The vested-benefits search of a client (docs/clients.md): made and changed while it is prepared, its power of attorney
 * downloaded, then signed on paper (uploaded) or on screen (drawn), which hands it in. Module clients; another
 * company's client or search is not found.
 */
const vbSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireModule('clients'));
  await registerMultipart(app);
  const uploadLimit = uploadRateLimit(app);

  app.get(
    '/clients/:id/vb_search',
    {
      schema: {
        tags,
        security,
        summary: 'The vested-benefits search of a client, if it has one',
        operationId: 'getClientVbSearch',
        params: clientIdParamsSchema,
        response: { 200: clientVbSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const found = await app.repos.vbSearch(request.scope).ofClient(request.params.id);
      if (!found) throw new NotFoundError(t('clientNotFound', request.scope.locale));
      const { client, search } = found;
      return {
        client: { id: client.id, first_name: client.firstName, last_name: client.lastName },
        vb_search: search ? serialise(search) : null,
      };
    },
  );

  app.post(
    '/vb_search',
    {
      schema: {
        tags,
        security,
        summary: 'Starts the vested-benefits search of a client (one per client), pending until the power of attorney is signed',
        operationId: 'createVbSearch',
        body: createVbSearchBodySchema,
        response: { 201: vbSearchSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { locale } = request.scope;
      const repo = app.repos.vbSearch(request.scope);
      if (!(await repo.ofClient(request.body.client_id))) throw new NotFoundError(t('clientNotFound', locale));
      const row = await repo.create(request.body.client_id, request.body.former_employers);
      if (!row) throw new ConflictError(t('vbSearchExists', locale));
      await audit(app.db, request, { action: 'create', entity: 'vb_search', entityId: row.id, details: { client_id: row.clientId } });
      reply.code(201);
      return serialise(row);
    },
  );

  app.put(
    '/vb_search/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Changes the former employers of a search that is still pending',
        operationId: 'updateVbSearch',
        params: vbSearchParamsSchema,
        body: vbSearchFieldsSchema,
        response: { 200: vbSearchSchema, ...errors },
      },
    },
    async (request) => {
      const { locale } = request.scope;
      const repo = app.repos.vbSearch(request.scope);
      const found = await repo.byId(request.params.id);
      if (!found) throw new NotFoundError(t('vbSearchNotFound', locale));
      const row = await repo.updateEmployers(request.params.id, request.body.former_employers);
      if (!row) throw new ConflictError(t('vbSearchSubmitted', locale));
      await audit(app.db, request, { action: 'update', entity: 'vb_search', entityId: row.id });
      return serialise(row);
    },
  );

  app.get(
    '/vb_search/:id/pao_document',
    {
      schema: {
        tags,
        security,
        summary: 'The power of attorney of the search as a PDF, in the client’s language; signed on screen, with the signature',
        operationId: 'getVbSearchPaoDocument',
        produces: ['application/pdf'],
        params: vbSearchParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: z.any().describe('the PDF'), ...errors },
      },
    },
    async (request, reply) => {
      const { locale: callerLocale } = request.scope;
      const found = await app.repos.vbSearch(request.scope).byId(request.params.id);
      if (!found) throw new NotFoundError(t('vbSearchNotFound', callerLocale));
      const { client, search } = found;
      const company = await app.repos.clientDocuments(request.scope).company();
      const locale = request.query.locale ?? localeOfClient(client.preferredLanguage);
      const png = search.signature === 'drawn' && search.signedKey ? await app.uploads.get(search.signedKey) : null;
      const pdf = await vbSearchPaoPdf(
        { client, company: company?.name ?? '', formerEmployers: search.formerEmployers },
        { locale, createdAt: new Date(), author: company?.name ?? 'Partner Portal' },
        png && search.submittedAt ? { png, signedAt: search.submittedAt } : undefined,
      );
      await audit(app.db, request, { action: 'read', entity: 'vb_search', entityId: search.id, details: { what: 'pao_document' } });
      const name = `${label(docTexts.vbPowerOfAttorney, locale)} ${client.lastName} ${client.firstName}.pdf`;
      return sendAttachment(reply, pdf, 'application/pdf', name);
    },
  );

  /** Stores the signed power of attorney and hands the search in; 409 when it was handed in before. */
  async function signWith(request: FastifyRequest, id: number, data: Buffer, signature: 'wet' | 'drawn', fileKind: 'pdf' | 'jpeg' | 'png') {
    const { locale, companyId } = request.scope;
    const repo = app.repos.vbSearch(request.scope);
    const found = await repo.byId(id);
    if (!found) throw new NotFoundError(t('vbSearchNotFound', locale));
    if (found.search.status !== 'pending') throw new ConflictError(t('vbSearchSubmitted', locale));
    const signedKey = `vb-search/${companyId}/${id}/${signature}-${randomUUID()}.${fileKind}`;
    await app.uploads.put(signedKey, data);
    const row = await repo.sign(id, { signature, signedKey, signedFileKind: fileKind }, new Date());
    if (!row) {
      await app.uploads.remove(signedKey);
      throw new ConflictError(t('vbSearchSubmitted', locale));
    }
    await audit(app.db, request, { action: 'update', entity: 'vb_search', entityId: id, details: { what: 'signed', signature } });
    return serialise(row);
  }

  app.put(
    '/vb_search/:id/pao_signed_document',
    {
      preHandler: uploadLimit,
      schema: {
        tags,
        security,
        summary: 'Uploads the power of attorney signed on paper (`poa_wet_signed`: PDF, JPEG or PNG, at most 10 MB); hands the search in',
        operationId: 'uploadVbSearchSignedPao',
        consumes: ['multipart/form-data'],
        params: vbSearchParamsSchema,
        response: { 200: vbSearchSchema, 413: messageResponseSchema, 415: messageResponseSchema, 429: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { locale } = request.scope;
      if (!(await app.repos.vbSearch(request.scope).byId(request.params.id))) throw new NotFoundError(t('vbSearchNotFound', locale));
      const { file } = await readMultipart(request);
      if (!file || file.fieldName !== 'poa_wet_signed' || file.data.length === 0) {
        throw new UnprocessableError(t('invalidInput', locale), [{ field: 'poa_wet_signed', message: t('attachmentRequired', locale) }]);
      }
      const kind = sniffIdDocument(file.data);
      if (!kind) throw new HttpError(415, t('idDocumentKind', locale));
      return signWith(request, request.params.id, file.data, 'wet', kind);
    },
  );

  app.put(
    '/vb_search/:id/sign_document',
    {
      schema: {
        tags,
        security,
        summary: 'Signs the power of attorney on screen (`poa_signature`: the drawn signature as a PNG data URL); hands the search in',
        operationId: 'signVbSearchPao',
        params: vbSearchParamsSchema,
        body: signVbSearchBodySchema,
        response: { 200: vbSearchSchema, ...errors },
      },
    },
    async (request) => {
      const { locale } = request.scope;
      const png = Buffer.from(request.body.poa_signature.slice(request.body.poa_signature.indexOf(',') + 1), 'base64');
      if (png.length > MAX_SIGNATURE_BYTES || sniffIdDocument(png) !== 'png') {
        throw new UnprocessableError(t('invalidInput', locale), [{ field: 'poa_signature', message: t('invalidValue', locale) }]);
      }
      return signWith(request, request.params.id, png, 'drawn', 'png');
    },
  );

  app.put(
    '/vb_search/:id/answer',
    {
      preHandler: app.requireRole('operator'),
      schema: {
        tags,
        security,
        summary:
          "Records the wealth manager's answer to a handed-in search (internal operators only): forwarded (the answer came and went to the client) or rejected, with a note; the adviser is notified",
        operationId: 'answerVbSearch',
        params: vbSearchParamsSchema,
        body: vbSearchAnswerBodySchema,
        response: { 200: vbSearchSchema, ...errors },
      },
    },
    async (request) => {
      const { locale } = request.scope;
      const repo = app.repos.vbSearch(request.scope);
      const found = await repo.byId(request.params.id);
      if (!found) throw new NotFoundError(t('vbSearchNotFound', locale));
      const row = await repo.transaction((tx) => tx.answer(request.params.id, request.body.status, request.body.note ?? null, new Date()));
      if (!row) throw new ConflictError(t('vbSearchNotSubmitted', locale));
      await audit(app.db, request, {
        action: 'update',
        entity: 'vb_search',
        entityId: row.id,
        details: { what: 'answer', status: row.status },
      });
      return serialise(row);
    },
  );
};

export default vbSearchRoutes;
