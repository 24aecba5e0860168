import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankAccountParamsSchema,
  clientDocumentQuerySchema,
  clientDocumentsResponseSchema,
  clientIdParamsSchema,
  localeQuerySchema,
  statementDocumentsResponseSchema,
  type Locale,
} from '@portal/shared/contracts';
import type { ClientRow } from '../../db/schema';
import { audit } from '../../lib/audit';
import { custodianName, localeOfClient } from '../../lib/client-labels';
import { errorResponses, routeDocs } from '../../lib/route-schemas';
import type { RequestScope } from '../../plugins/scope';
import { overviewRoutes } from './overview-routes';
import { clientFiles } from './send-file';
import { PDF, documentPdf, documentsOf, meetingPackFile, paymentSlipFile, signTemplateFile, type ClientFile } from './service';

const errors = errorResponses(401, 403, 404, 409, 422);
const file = z.any().describe('the file');
const documents = routeDocs(['client documents']);

type MakeFile = (app: Parameters<FastifyPluginAsyncZod>[0], scope: RequestScope, client: ClientRow, locale: Locale) => Promise<ClientFile>;

/**
 * The PDFs of a client at `clients/{id}/<path>` with an optional `locale`: the profiles in the adviser's language,
 * the power of attorney and the meeting pack in the client's (they are for the client). One entry per file.
 */
const clientPdfs: {
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  localeOf: 'adviser' | 'client';
  make: MakeFile;
}[] = [
  ...(['regulatory_profile', 'investor_profile'] as const).map((type) => ({
    path: `${type}_document`,
    operationId: type === 'regulatory_profile' ? 'getRegulatoryProfileDocument' : 'getInvestorProfileDocument',
    summary: `The client’s ${type.replace('_', ' ')} as a PDF (when the questionnaire is filled)`,
    localeOf: 'adviser' as const,
    make: ((app, scope, client, locale) => documentPdf(app, scope, client, type, undefined, locale)) satisfies MakeFile,
  })),
  {
    path: 'custom_custodian_sign_document_template',
    operationId: 'getCustomCustodianSignDocumentTemplate',
    summary: 'The power of attorney for the custom custodian the client chose, to print and sign (a PDF)',
    description:
      'Made from the client’s data, the custom custodians among its banks and the partner company, in the client’s language unless `locale` is given. 404 when the client chose no custom custodian.',
    localeOf: 'client',
    make: signTemplateFile,
  },
  {
    path: 'meeting_pack',
    operationId: 'getMeetingPack',
    summary: 'The one-click meeting pack: overview, performance, allocation, recent transactions, open steps (PDF)',
    localeOf: 'client',
    make: meetingPackFile,
  },
];

/**
 * The client's documents (profiles, tax and wealth statements, payment slips, meeting pack), the portfolio overview
 * by category, the inflows and the wealth-statement reports. Every file is made (service.ts) from the client's stored
 * data when asked for; every read is in the client's audit log; a client or service outside the scope is 404.
 */
const clientDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireModule('clients'));

  const { clientOf, sendClientFile } = clientFiles(app);

  const readDocuments = (request: FastifyRequest, id: number) =>
    audit(app.db, request, { action: 'read', entity: 'client', entityId: id, details: { what: 'documents' } });

  app.get(
    '/clients/:id/documents',
    {
      schema: documents('listClientDocuments', 'The client’s documents and the accounts with a payment slip', {
        params: clientIdParamsSchema,
        response: { 200: clientDocumentsResponseSchema, ...errors },
      }),
    },
    async (request) => {
      const client = await clientOf(request, request.params.id);
      const services = await app.repos.clientDocuments(request.scope).services(client.id);
      await readDocuments(request, client.id);
      return {
        documents: await documentsOf(app, request.scope, client),
        bank_accounts: services.map((row) => ({
          id: row.service.id,
          name: row.service.name,
          kind: row.service.kind,
          custodian: row.custodian ? custodianName(row.custodian, client.ownCustodianName, request.scope.locale) : null,
          payment_slip: Boolean(row.custodian?.qrIban),
        })),
      };
    },
  );

  for (const type of ['tax_statement', 'wealth_statement'] as const) {
    const operationId = type === 'tax_statement' ? 'listTaxStatements' : 'listWealthStatements';
    app.get(
      `/clients/:id/${type}_documents`,
      {
        schema: documents(operationId, `The client’s ${type.replace('_', ' ')}s, one per complete year`, {
          params: clientIdParamsSchema,
          response: { 200: statementDocumentsResponseSchema, ...errors },
        }),
      },
      async (request) => {
        const client = await clientOf(request, request.params.id);
        await readDocuments(request, client.id);
        return { documents: (await documentsOf(app, request.scope, client)).filter((doc) => doc.type === type) };
      },
    );
  }

  for (const pdf of clientPdfs) {
    app.get(
      `/clients/:id/${pdf.path}`,
      {
        schema: documents(pdf.operationId, pdf.summary, {
          ...(pdf.description ? { description: pdf.description } : {}),
          produces: [PDF],
          params: clientIdParamsSchema,
          querystring: localeQuerySchema,
          response: { 200: file, ...errors },
        }),
      },
      async (request, reply) =>
        sendClientFile(request, reply, request.params.id, (client) => {
          const fallback = pdf.localeOf === 'client' ? localeOfClient(client.preferredLanguage) : request.scope.locale;
          return pdf.make(app, request.scope, client, request.query.locale ?? fallback);
        }),
    );
  }

  app.get(
    '/client_document/:id',
    {
      schema: documents('getClientDocument', 'One of the client’s documents by type (and year for the statements), as a PDF', {
        produces: [PDF],
        params: clientIdParamsSchema,
        querystring: clientDocumentQuerySchema,
        response: { 200: file, ...errors },
      }),
    },
    async (request, reply) => {
      const { type, year, locale } = request.query;
      return sendClientFile(request, reply, request.params.id, (client) =>
        documentPdf(app, request.scope, client, type, year, locale ?? request.scope.locale),
      );
    },
  );

  app.get(
    '/clients/:id/bank_account/:accountId/payment_slip',
    {
      schema: documents('getPaymentSlip', 'A Swiss QR-bill to pay into the client’s account (service) at its custodian', {
        produces: [PDF],
        params: bankAccountParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: file, ...errors },
      }),
    },
    async (request, reply) =>
      sendClientFile(request, reply, request.params.id, (client) =>
        paymentSlipFile(
          app,
          request.scope,
          client,
          request.params.accountId,
          request.query.locale ?? localeOfClient(client.preferredLanguage),
        ),
      ),
  );

  await app.register(overviewRoutes);
};

export default clientDocumentsRoutes;
