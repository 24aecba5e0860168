import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientIdParamsSchema,
  createClientBodySchema,
  messageResponseSchema,
  onboardingDocumentKinds,
  onboardingDocumentParamsSchema,
  onboardingStateResponseSchema,
  saveSuggestedBankBodySchema,
  updateClientBodySchema,
  streetsQuerySchema,
  streetsResponseSchema,
  zipCodesQuerySchema,
  zipCodesResponseSchema,
} from '@portal/shared/contracts';
import { audit } from '../../lib/audit';
import { NotFoundError } from '../../lib/errors';
import { checkedStream } from '../../lib/checked-stream';
import { sendAttachment } from '../../lib/file-store';
import { readMultipart, registerMultipart, uploadRateLimit } from '../../lib/multipart';
import { t } from '../../lib/messages';
import { contentTypeOf } from '../../lib/id-documents';
import { localitiesFrom } from './localities';
import { errorResponses, routeDocs } from '../../lib/route-schemas';
import { questionnaireRoutes } from './questionnaire-routes';
import { checkBanks, foundClient, sendInvitation, stateOf, storeDocument, updateClient } from './service';

const errors = errorResponses(401, 403, 404, 422);
const doc = routeDocs(['onboarding']);

/**
 * The onboarding wizard's API (docs/onboarding.md): the first save creates the client (`POST clients`), later
 * saves update it (`PUT clients/{id}`, `PUT clients/{id}/save_suggested_bank`), `GET client_onboarding/{id}` gives
 * the wizard its state and steps, and the address look-ups help with the personal data. Tenant-scoped through
 * `app.repos.onboarding(request.scope)`: another company's client is not found (404).
 */
const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireModule('clients'));
  await registerMultipart(app);
  const uploadLimit = uploadRateLimit(app);
  const localities = () => localitiesFrom(join(app.config.migrationsDir, '..', 'data', 'ch-localities.csv'));

  app.get(
    '/client_onboarding/:id',
    {
      schema: doc('getClientOnboarding', "The onboarding wizard's state of a client: the saved data and each step with its state", {
        params: clientIdParamsSchema,
        response: { 200: onboardingStateResponseSchema, ...errors },
      }),
    },
    async (request) => {
      const repo = app.repos.onboarding(request.scope);
      const state = await stateOf(repo, request.params.id, request.scope);
      await audit(app.db, request, { action: 'read', entity: 'client', entityId: request.params.id, details: { what: 'onboarding' } });
      return state;
    },
  );

  app.post(
    '/clients',
    {
      schema: doc('createClient', "Creates a client with the wizard's first save: personal data, the chosen banks and the fee structure", {
        body: createClientBodySchema,
        response: { 201: onboardingStateResponseSchema, ...errors },
      }),
    },
    async (request, reply) => {
      const { fee_structure: fee, custodian_banks: banks, own_custodian_name: ownName, ...personal } = request.body;
      const repo = app.repos.onboarding(request.scope);
      const ownCustodianName = await checkBanks(repo, banks, 'custodian_banks', ownName, request.scope.locale);
      const id = await repo.transaction((tx) => tx.create(personal, { bankCodes: banks, ownCustodianName }, fee));
      await audit(app.db, request, { action: 'create', entity: 'client', entityId: id, details: { what: 'onboarding' } });
      reply.code(201);
      return stateOf(repo, id, request.scope);
    },
  );

  app.put(
    '/clients/:id',
    {
      schema: doc('updateClient', "Updates a client's personal data and/or fee structure (the wizard's later saves)", {
        params: clientIdParamsSchema,
        body: updateClientBodySchema,
        response: { 200: onboardingStateResponseSchema, ...errors },
      }),
    },
    async (request) => {
      const { id } = request.params;
      const repo = app.repos.onboarding(request.scope);
      const found = await foundClient(repo, id, request.scope.locale);
      const what = await updateClient(repo, found, request.body, app.now().toISOString().slice(0, 10), request.scope.locale);
      await audit(app.db, request, {
        action: 'update',
        entity: 'client',
        entityId: id,
        details: { what },
      });
      return stateOf(repo, id, request.scope);
    },
  );

  app.put(
    '/clients/:id/save_suggested_bank',
    {
      schema: doc('saveSuggestedBank', 'Saves the banks the partner suggests for the client (the first is its custodian)', {
        params: clientIdParamsSchema,
        body: saveSuggestedBankBodySchema,
        response: { 200: onboardingStateResponseSchema, ...errors },
      }),
    },
    async (request) => {
      const { id } = request.params;
      const repo = app.repos.onboarding(request.scope);
      await foundClient(repo, id, request.scope.locale);
      const { bank_codes: codes, own_custodian_name: ownName } = request.body;
      const ownCustodianName = await checkBanks(repo, codes, 'bank_codes', ownName, request.scope.locale);
      await repo.saveBanks(id, { bankCodes: codes, ownCustodianName });
      await audit(app.db, request, { action: 'update', entity: 'client', entityId: id, details: { what: 'custodian_banks' } });
      return stateOf(repo, id, request.scope);
    },
  );

  app.post(
    '/client_onboarding/:id/send_onboarding_email',
    {
      schema: doc(
        'sendOnboardingEmail',
        "Sends the client the invitation to the onboarding by e-mail, in the client's language; the client counts as invited",
        {
          params: clientIdParamsSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      ),
    },
    async (request) => {
      const { locale } = request.scope;
      const repo = app.repos.onboarding(request.scope);
      const found = await foundClient(repo, request.params.id, locale);
      await sendInvitation(app, repo, found, locale);
      await audit(app.db, request, {
        action: 'update',
        entity: 'client',
        entityId: found.client.id,
        details: { what: 'onboarding_email' },
      });
      return { message: t('operationSuccessful', locale) };
    },
  );

  await app.register(questionnaireRoutes);

  app.put(
    '/clients/:id/save_documents',
    {
      preHandler: uploadLimit,
      schema: doc(
        'saveClientDocuments',
        "Uploads one of the client's onboarding documents (ID front or back, certified ID, signed power of attorney)",
        {
          description: `multipart/form-data with one file in a field named after its kind: ${onboardingDocumentKinds.map((k) => `\`${k}\``).join(', ')}. PDF, JPEG or PNG, recognised by content; at most 10 MB (413 'File is too large. Max limit is 10mb.'). A refused file stores nothing. A new upload of a kind replaces the previous one; the answer is the wizard's state, with the step's flag set.`,
          consumes: ['multipart/form-data'],
          params: clientIdParamsSchema,
          response: {
            200: onboardingStateResponseSchema,
            413: messageResponseSchema,
            415: messageResponseSchema,
            429: messageResponseSchema,
            ...errors,
          },
        },
      ),
    },
    async (request) => {
      const { id } = request.params;
      const repo = app.repos.onboarding(request.scope);
      const { file } = await readMultipart(request);
      const { kind, fileKind, sizeBytes } = await storeDocument(app, repo, request.scope, id, file);
      await audit(app.db, request, {
        action: 'update',
        entity: 'client',
        entityId: id,
        details: { what: 'onboarding_document', kind, file_kind: fileKind, size_bytes: sizeBytes },
      });
      return stateOf(repo, id, request.scope);
    },
  );

  app.get(
    '/clients/:id/onboarding_documents/:kind',
    {
      schema: doc('getClientOnboardingDocument', 'One of the onboarding documents uploaded for the client, as it was uploaded', {
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        params: onboardingDocumentParamsSchema,
        response: { 200: z.any().describe('the file'), ...errors },
      }),
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      const locale = request.scope.locale;
      const document = (await app.repos.onboarding(request.scope).documents(id)).find((row) => row.kind === kind);
      const stream = document ? await app.uploads.open(document.storageKey) : null;
      if (!document || !stream) throw new NotFoundError(t('documentNotAvailable', locale));
      await audit(app.db, request, { action: 'read', entity: 'client', entityId: id, details: { what: 'onboarding_document', kind } });
      // streamed as it is read, checked against the checksum written with the upload
      const checked = checkedStream(stream, document.sha256, `onboarding document ${document.storageKey}`);
      return sendAttachment(reply, checked, contentTypeOf[document.fileKind], document.fileName, document.sizeBytes);
    },
  );

  app.get(
    '/address/zip_codes',
    {
      schema: doc('getZipCodes', "Swiss postal codes by the start of the code or of the city, each with its city and the city's codes", {
        querystring: zipCodesQuerySchema,
        response: { 200: zipCodesResponseSchema, ...errors },
      }),
    },
    async (request) => ({ zip_codes: localities().lookup(request.query.query) }),
  );

  app.get(
    '/address/onrp_streets',
    {
      schema: doc(
        'getStreets',
        'The streets of a Swiss postal code whose name or a word of it starts with the query, those starting with it first',
        {
          querystring: streetsQuerySchema,
          response: { 200: streetsResponseSchema, ...errors },
        },
      ),
    },
    async (request) => ({
      streets: await app.repos.streets(request.scope).lookup(request.query.zip, request.query.query),
    }),
  );
};

export default onboardingRoutes;
