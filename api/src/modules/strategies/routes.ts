import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSuggestedServiceBodySchema,
  factsheetParamsSchema,
  localeQuerySchema,
  riskMetricsResponseSchema,
  strategiesQuerySchema,
  strategiesResponseSchema,
  suggestedServiceFieldsSchema,
  suggestedServiceParamsSchema,
  suggestedServiceSchema,
  suggestedServicesQuerySchema,
  suggestedServicesResponseSchema,
} from '@portal/shared/contracts';
import { audit } from '../../lib/audit';
import { ForbiddenError } from '../../lib/errors';
import { sendAttachment } from '../../lib/file-store';
import { t } from '../../lib/messages';
import { errorResponses, routeDocs } from '../../lib/route-schemas';
import {
  createSuggestion,
  factsheet,
  riskMetrics,
  scopedClient,
  scopedSuggestion,
  strategiesOf,
  suggestionJson,
  updateSuggestion,
} from './service';

const errors = errorResponses(401, 403, 404, 422);
const doc = routeDocs(['strategies and suggested services']);

/**
 * Strategies and the services advisers suggest for their clients (docs/clients.md): the
 * strategies with the service kinds they serve, their risk metrics and factsheets (reference data, for every
 * signed-in adviser), and the suggestions of a client, which fill the wizard's services step (module clients; only a
 * FIDLEG-certified adviser suggests, docs/clients.md). Another company's client or suggestion is not found.
 */
const strategiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const clientsModule = app.requireModule('clients');
  const requireFidleg = async (request: FastifyRequest) => {
    if (!request.scope.fidlegCertified) throw new ForbiddenError(t('fidlegRequired', request.scope.locale));
  };

  app.get(
    '/strategies',
    {
      schema: doc(
        'listStrategies',
        'The strategies with the service kinds they serve; with `user_id` (a client), the kinds the client may have and how many portfolios of each it holds against the limit',
        { querystring: strategiesQuerySchema, response: { 200: strategiesResponseSchema, ...errors } },
      ),
    },
    async (request) => strategiesOf(app.repos.strategies(request.scope), request.query.user_id, request.scope.locale),
  );

  app.get(
    '/strategies/risk_metrics',
    {
      schema: doc(
        'getStrategyRiskMetrics',
        'Expected return, volatility and maximum drawdown of each strategy: the drawdown is the largest fall from a peak over 10 years that 95 % of the simulated paths stay within',
        { response: { 200: riskMetricsResponseSchema, ...errors } },
      ),
    },
    async (request) => ({ risk_metrics: await riskMetrics(app.repos.strategies(request.scope)) }),
  );

  app.get(
    '/factsheets/:id',
    {
      schema: doc(
        'getStrategyFactsheet',
        "The strategy's factsheet as a PDF: risk level, key figures, allocation and the services it serves, in the page's language",
        {
          produces: ['application/pdf'],
          params: factsheetParamsSchema,
          querystring: localeQuerySchema,
          response: { 200: z.any().describe('the PDF'), ...errors },
        },
      ),
    },
    async (request, reply) => {
      const locale = request.query.locale ?? request.scope.locale;
      const { pdf, name } = await factsheet(app, app.repos.strategies(request.scope), request.params.id, locale, request.scope.locale);
      return sendAttachment(reply, pdf, 'application/pdf', name);
    },
  );

  app.get(
    '/partner_suggested_services',
    {
      preHandler: clientsModule,
      schema: doc('listSuggestedServices', 'The services suggested for a client, oldest first', {
        querystring: suggestedServicesQuerySchema,
        response: { 200: suggestedServicesResponseSchema, ...errors },
      }),
    },
    async (request) => {
      const repo = app.repos.strategies(request.scope);
      const client = await scopedClient(repo, request.query.client_id, request.scope.locale);
      return { suggested_services: (await repo.suggestedOf(client.id)).map((row) => suggestionJson(row, request.scope.locale)) };
    },
  );

  app.get(
    '/partner_suggested_services/:id',
    {
      preHandler: clientsModule,
      schema: doc('getSuggestedService', 'A suggested service', {
        params: suggestedServiceParamsSchema,
        response: { 200: suggestedServiceSchema, ...errors },
      }),
    },
    async (request) =>
      suggestionJson(
        await scopedSuggestion(app.repos.strategies(request.scope), request.params.id, request.scope.locale),
        request.scope.locale,
      ),
  );

  app.post(
    '/partner_suggested_services',
    {
      preHandler: [clientsModule, requireFidleg],
      schema: doc(
        'createSuggestedService',
        "Suggests a service for a client: a kind the client may have, a strategy of that kind, within the kind's portfolio limit",
        { body: createSuggestedServiceBodySchema, response: { 201: suggestedServiceSchema, ...errors } },
      ),
    },
    async (request, reply) => {
      const { client_id: clientId, ...fields } = request.body;
      const created = await createSuggestion(app.repos.strategies(request.scope), clientId, fields, request.scope.locale);
      const details = { client_id: clientId, kind: fields.kind };
      await audit(app.db, request, { action: 'create', entity: 'partner_suggested_service', entityId: created.service.id, details });
      reply.code(201);
      return suggestionJson(created, request.scope.locale);
    },
  );

  app.put(
    '/partner_suggested_services/:id',
    {
      preHandler: [clientsModule, requireFidleg],
      schema: doc('updateSuggestedService', 'Changes a suggested service (kind, strategy, name, amount) within the same rules', {
        params: suggestedServiceParamsSchema,
        body: suggestedServiceFieldsSchema,
        response: { 200: suggestedServiceSchema, ...errors },
      }),
    },
    async (request) => {
      const updated = await updateSuggestion(app.repos.strategies(request.scope), request.params.id, request.body, request.scope.locale);
      await audit(app.db, request, { action: 'update', entity: 'partner_suggested_service', entityId: updated.service.id });
      return suggestionJson(updated, request.scope.locale);
    },
  );

  app.delete(
    '/partner_suggested_services/:id',
    {
      preHandler: [clientsModule, requireFidleg],
      schema: doc('deleteSuggestedService', 'Removes a suggested service', {
        params: suggestedServiceParamsSchema,
        response: { 204: z.null().describe('removed'), ...errors },
      }),
    },
    async (request, reply) => {
      const repo = app.repos.strategies(request.scope);
      const found = await scopedSuggestion(repo, request.params.id, request.scope.locale);
      await repo.deleteSuggested(found);
      const details = { client_id: found.service.clientId };
      await audit(app.db, request, { action: 'delete', entity: 'partner_suggested_service', entityId: found.service.id, details });
      return reply.status(204).send(null);
    },
  );
};

export default strategiesRoutes;
