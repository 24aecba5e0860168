import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientAuditLogResponseSchema,
  clientDetailResponseSchema,
  clientIdParamsSchema,
  clientListArrayParams,
  clientListQuerySchema,
  clientListResponseSchema,
  custodiansResponseSchema,
  type ClientAuditLogResponse,
  type ClientDetail,
} from '@portal/shared/contracts';
import { bracketArrays } from '../../lib/bracket-arrays';
import { NotFoundError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { sendKept, versionedReads } from '../../lib/versioned-reads';
import { loadClientList } from './list';
import { onboardingProgressOf, onboardingSteps } from './onboarding';
import { clientPersonalJson, feeStructureJson } from './service';
import { errorResponses } from '../../lib/route-schemas';
import type { RequestScope } from '../../plugins/scope';

const errors = errorResponses(401, 403, 404, 422);
type ClientAuditLogEntries = ClientAuditLogResponse['entries'];

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
const isoOrNull = (value: Date | null) => (value === null ? null : value.toISOString());

const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', bracketArrays(clientListArrayParams));
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireModule('clients'));
  const tags = ['clients'];
  // the list and a client's details are kept by the version rule (lib/versioned-reads.ts); every read is audited
  const keep = versionedReads(app);
  const pages = keep<Awaited<ReturnType<typeof loadClientList>>>({
    body: (page) => ({ scope: page.scope, currency: page.currency, valuation_date: page.valuationDate, clients: page.clients }),
  });
  const details = keep<ClientDetail>({ body: (client) => ({ client }) });
  // A client's audit log grows with every read of the client's data, which moves no data version: it is kept per
  // what marks the log's last change, where the database has such a mark (on PGlite; on PostgreSQL it is read every
  // time: the repository's auditLogMarker).
  const logs = keep<ClientAuditLogEntries>({
    body: (entries) => ({ entries }),
    marker: (request) => app.repos.clients(request.scope).auditLogMarker(),
  });

  app.get(
    '/clients',
    {
      schema: {
        summary: 'List the clients in scope',
        tags,
        querystring: clientListQuerySchema,
        response: { 200: clientListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const page = await pages(
        request,
        reply,
        () => loadClientList(app, request, query, { page: query.page, perPage: query.per_page }),
        (value) => ({ action: 'list', entity: 'client', details: { client_ids: value.clients.map((client) => client.id) } }),
      );
      reply.headers({ 'x-current-page': query.page, 'x-per-page': query.per_page, 'x-total': page.value.total });
      return sendKept(reply, page);
    },
  );

  app.get(
    '/clients/:id',
    {
      schema: {
        summary: "A client's details",
        tags,
        params: clientIdParamsSchema,
        response: { 200: clientDetailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const detail = await details(
        request,
        reply,
        () => clientDetailOf(request.scope, request.params.id),
        (client) => ({ action: 'read', entity: 'client', entityId: client.id, details: { what: 'personal_data' } }),
      );
      return sendKept(reply, detail);
    },
  );

  /** A client's details, or a 404 when the client is not in the scope. */
  async function clientDetailOf(scope: RequestScope, id: number): Promise<ClientDetail> {
    const repo = app.repos.clients(scope);
    const found = await repo.findById(id);
    if (!found) throw new NotFoundError(t('clientNotFound', scope.locale));
    const { client } = found;
    const custodians = await repo.custodiansByCode(client.custodianBanks);
    const byCode = new Map(custodians.map((c) => [c.bankCode, c]));
    return {
      funnel_stage: found.funnelStage,
      onboarding_progress: onboardingProgressOf(found.funnelStage),
      ...clientPersonalJson(client),
      fee_structure: feeStructureJson(found.hasFeeStructure ? found : null),
      custodian_banks: client.custodianBanks.map((code) => {
        const custodian = byCode.get(code);
        return { bank_code: code, name: custodian?.name ?? code, custom_custodian: custodian?.customCustodian ?? false };
      }),
      own_custodian_name: client.ownCustodianName,
      onboarding_steps: onboardingSteps(client, {
        custodians,
        hasFindersFee: found.findersFee !== null,
        adviserFidlegCertified: scope.fidlegCertified,
        suggestedServices: found.suggestedServices,
      }),
      adviser: found.adviserId === null ? null : { id: found.adviserId, name: fullName(found.adviserFirstName, found.adviserLastName) },
      created_at: client.createdAt.toISOString(),
      invited_at: isoOrNull(client.invitedAt),
      first_invested_at: isoOrNull(client.firstInvestedAt),
    };
  }

  app.get(
    '/custodians',
    { schema: { summary: 'List the custodian banks', tags, response: { 200: custodiansResponseSchema, ...errors } } },
    async (request) => ({
      custodians: (await app.repos.clients(request.scope).allCustodians()).map((c) => ({
        bank_code: c.bankCode,
        name: c.name,
        custom_custodian: c.customCustodian,
      })),
    }),
  );

  app.get(
    '/clients/:id/audit_log',
    {
      schema: {
        summary: "Who read or changed a client's data",
        tags,
        params: clientIdParamsSchema,
        response: { 200: clientAuditLogResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const read = async () => {
        const entries = await app.repos.clients(request.scope).auditLog(request.params.id);
        if (entries === null) throw new NotFoundError(t('clientNotFound', request.scope.locale));
        return entries;
      };
      return sendKept(reply, await logs(request, reply, read));
    },
  );
};

export default clientsRoutes;
