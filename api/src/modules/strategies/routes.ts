import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSuggestedServiceBodySchema,
  factsheetParamsSchema,
  localeQuerySchema,
  portfolioLimitReached,
  portfolioLimits,
  riskMetricsResponseSchema,
  serviceKinds,
  strategiesQuerySchema,
  strategiesResponseSchema,
  suggestedServiceFieldsSchema,
  suggestedServiceParamsSchema,
  suggestedServiceSchema,
  suggestedServicesQuerySchema,
  suggestedServicesResponseSchema,
  type Locale,
  type ServiceProduct,
  type SuggestedService,
  type SuggestedServiceFields,
} from '@portal/shared/contracts';
import type { ClientRow } from '../../db/schema';
import { audit } from '../../lib/audit';
import { ForbiddenError, NotFoundError, UnprocessableError } from '../../lib/errors';
import { sendAttachment } from '../../lib/file-store';
import { t } from '../../lib/messages';
import { strategyFactsheetPdf } from './factsheet-pdf';
import { strategyName, type StrategiesRepository, type SuggestedServiceWithStrategy } from './repository';
import { riskMetricsOf } from './risk-metrics';
import { errorResponses, security } from '../../lib/route-schemas';

const errors = errorResponses(401, 403, 404, 422);
const tags = ['strategies and suggested services'];

/**
 * Strategies and the services advisers suggest for their clients (docs/clients.md): the
 * strategies with the service kinds they serve, their risk metrics and factsheets (reference data, for every
 * signed-in adviser), and the suggestions of a client, which fill the wizard's services step (module clients; only a
 * FIDLEG-certified adviser suggests, docs/clients.md). Another company's client or suggestion is not found.
 */
const strategiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const clientsModule = app.requireModule('clients');

  const serialise = ({ service, strategy }: SuggestedServiceWithStrategy, request: FastifyRequest): SuggestedService => ({
    id: service.id,
    client_id: service.clientId,
    kind: service.kind,
    strategy_id: service.strategyId,
    strategy_name: strategyName(strategy, request.scope.locale),
    risk_level: strategy.riskLevel,
    name: service.name,
    amount: service.amount === null ? null : Number(service.amount),
    created_at: service.createdAt.toISOString(),
    updated_at: service.updatedAt.toISOString(),
  });

  app.get(
    '/strategies',
    {
      schema: {
        tags,
        security,
        summary:
          'The strategies with the service kinds they serve; with `user_id` (a client), the kinds the client may have and how many portfolios of each it holds against the limit',
        operationId: 'listStrategies',
        querystring: strategiesQuerySchema,
        response: { 200: strategiesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const repo = app.repos.strategies(request.scope);
      const rows = await repo.strategies();
      const offered = new Set(rows.flatMap((row) => row.serviceKinds));
      let kinds = serviceKinds.filter((kind) => offered.has(kind));
      let used = new Map<ServiceProduct, number>();
      if (request.query.user_id !== undefined) {
        const client = await repo.client(request.query.user_id);
        if (!client) throw new NotFoundError(t('clientNotFound', request.scope.locale));
        kinds = kinds.filter((kind) => client.availableServiceKinds.includes(kind));
        used = await repo.portfoliosOf(client.id);
      }
      return {
        strategies: rows.map((row) => ({
          id: row.id,
          name: strategyName(row, request.scope.locale),
          risk_level: row.riskLevel,
          service_kinds: row.serviceKinds,
        })),
        metadata: {
          service_kinds: kinds,
          portfolio_limits: kinds.map((kind) => ({ kind, limit: portfolioLimits[kind], used: used.get(kind) ?? 0 })),
        },
      };
    },
  );

  app.get(
    '/strategies/risk_metrics',
    {
      schema: {
        tags,
        security,
        summary:
          'Expected return, volatility and maximum drawdown of each strategy: the drawdown is the largest fall from a peak over 10 years that 95 % of the simulated paths stay within',
        operationId: 'getStrategyRiskMetrics',
        response: { 200: riskMetricsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await app.repos.strategies(request.scope).withAssumptions();
      return {
        risk_metrics: rows.map(({ strategy, assumptions }) => {
          const metrics = riskMetricsOf({
            id: strategy.id,
            expectedReturn: Number(assumptions.expectedReturn),
            volatility: Number(assumptions.volatility),
          });
          return {
            strategy_id: strategy.id,
            expected_return: metrics.expectedReturn,
            volatility: metrics.volatility,
            max_drawdown: metrics.maxDrawdown,
            horizon_years: metrics.horizonYears,
            ongoing_fee: Number(assumptions.ongoingFee),
          };
        }),
      };
    },
  );

  app.get(
    '/factsheets/:id',
    {
      schema: {
        tags,
        security,
        summary:
          "The strategy's factsheet as a PDF: risk level, key figures, allocation and the services it serves, in the page's language",
        operationId: 'getStrategyFactsheet',
        produces: ['application/pdf'],
        params: factsheetParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: z.any().describe('the PDF'), ...errors },
      },
    },
    async (request, reply) => {
      const locale = request.query.locale ?? request.scope.locale;
      const repo = app.repos.strategies(request.scope);
      const found = (await repo.withAssumptions()).find(({ strategy }) => strategy.id === request.params.id);
      if (!found) throw new NotFoundError(t('strategyNotFound', request.scope.locale));
      const { strategy, assumptions } = found;
      const metrics = riskMetricsOf({
        id: strategy.id,
        expectedReturn: Number(assumptions.expectedReturn),
        volatility: Number(assumptions.volatility),
      });
      const name = strategyName(strategy, locale);
      const pdf = await strategyFactsheetPdf(
        {
          name,
          riskLevel: strategy.riskLevel,
          serviceKinds: strategy.serviceKinds,
          allocation: strategy.allocation,
          ongoingFee: Number(assumptions.ongoingFee),
        },
        metrics,
        { locale, createdAt: new Date(), author: 'Partner Portal' },
      );
      return sendAttachment(reply, pdf, 'application/pdf', `Factsheet ${name}.pdf`);
    },
  );

  /**
   * 422 unless the client may have the kind, the strategy serves it and the client holds fewer portfolios of the kind
   * than its limit ('Portfolio-Limit erreicht'); `current` is the suggestion being changed, which counts once.
   */
  async function checkSuggestion(
    repo: StrategiesRepository,
    locale: Locale,
    client: ClientRow,
    fields: SuggestedServiceFields,
    current?: ServiceProduct,
  ) {
    if (!client.availableServiceKinds.includes(fields.kind)) {
      throw new UnprocessableError(t('invalidInput', locale), [{ field: 'kind', message: t('serviceKindUnavailable', locale) }]);
    }
    const strategy = await repo.strategy(fields.strategy_id);
    if (!strategy || !strategy.serviceKinds.includes(fields.kind)) {
      throw new UnprocessableError(t('invalidInput', locale), [{ field: 'strategy_id', message: t('strategyNotForKind', locale) }]);
    }
    const used = (await repo.portfoliosOf(client.id)).get(fields.kind) ?? 0;
    // the page's rule (the kind disabled in the flow), with the suggestion being changed counted once
    if (portfolioLimitReached({ kind: fields.kind, limit: portfolioLimits[fields.kind], used }, current)) {
      throw new UnprocessableError(t('portfolioLimit', locale), [{ field: 'kind', message: t('portfolioLimit', locale) }]);
    }
  }

  const requireFidleg = async (request: FastifyRequest) => {
    if (!request.scope.fidlegCertified) throw new ForbiddenError(t('fidlegRequired', request.scope.locale));
  };

  app.get(
    '/partner_suggested_services',
    {
      preHandler: clientsModule,
      schema: {
        tags,
        security,
        summary: 'The services suggested for a client, oldest first',
        operationId: 'listSuggestedServices',
        querystring: suggestedServicesQuerySchema,
        response: { 200: suggestedServicesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const repo = app.repos.strategies(request.scope);
      if (!(await repo.client(request.query.client_id))) throw new NotFoundError(t('clientNotFound', request.scope.locale));
      return { suggested_services: (await repo.suggestedOf(request.query.client_id)).map((row) => serialise(row, request)) };
    },
  );

  app.get(
    '/partner_suggested_services/:id',
    {
      preHandler: clientsModule,
      schema: {
        tags,
        security,
        summary: 'A suggested service',
        operationId: 'getSuggestedService',
        params: suggestedServiceParamsSchema,
        response: { 200: suggestedServiceSchema, ...errors },
      },
    },
    async (request) => {
      const found = await app.repos.strategies(request.scope).suggested(request.params.id);
      if (!found) throw new NotFoundError(t('suggestedServiceNotFound', request.scope.locale));
      return serialise(found, request);
    },
  );

  app.post(
    '/partner_suggested_services',
    {
      preHandler: [clientsModule, requireFidleg],
      schema: {
        tags,
        security,
        summary: "Suggests a service for a client: a kind the client may have, a strategy of that kind, within the kind's portfolio limit",
        operationId: 'createSuggestedService',
        body: createSuggestedServiceBodySchema,
        response: { 201: suggestedServiceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { client_id: clientId, ...fields } = request.body;
      const created = await app.repos.strategies(request.scope).transaction(async (repo) => {
        const client = await repo.client(clientId);
        if (!client) throw new NotFoundError(t('clientNotFound', request.scope.locale));
        await repo.lockClient(client.id);
        await checkSuggestion(repo, request.scope.locale, client, fields);
        const row = await repo.createSuggested(client.id, fields);
        return (await repo.suggested(row.id))!;
      });
      await audit(app.db, request, {
        action: 'create',
        entity: 'partner_suggested_service',
        entityId: created.service.id,
        details: { client_id: clientId, kind: fields.kind },
      });
      reply.code(201);
      return serialise(created, request);
    },
  );

  app.put(
    '/partner_suggested_services/:id',
    {
      preHandler: [clientsModule, requireFidleg],
      schema: {
        tags,
        security,
        summary: 'Changes a suggested service (kind, strategy, name, amount) within the same rules',
        operationId: 'updateSuggestedService',
        params: suggestedServiceParamsSchema,
        body: suggestedServiceFieldsSchema,
        response: { 200: suggestedServiceSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await app.repos.strategies(request.scope).transaction(async (repo) => {
        const found = await repo.suggested(request.params.id);
        if (!found) throw new NotFoundError(t('suggestedServiceNotFound', request.scope.locale));
        const client = (await repo.client(found.service.clientId))!;
        await repo.lockClient(client.id);
        await checkSuggestion(repo, request.scope.locale, client, request.body, found.service.kind);
        await repo.updateSuggested(found.service.id, request.body);
        return (await repo.suggested(found.service.id))!;
      });
      await audit(app.db, request, { action: 'update', entity: 'partner_suggested_service', entityId: updated.service.id });
      return serialise(updated, request);
    },
  );

  app.delete(
    '/partner_suggested_services/:id',
    {
      preHandler: [clientsModule, requireFidleg],
      schema: {
        tags,
        security,
        summary: 'Removes a suggested service',
        operationId: 'deleteSuggestedService',
        params: suggestedServiceParamsSchema,
        response: { 204: z.null().describe('removed'), ...errors },
      },
    },
    async (request, reply) => {
      const repo = app.repos.strategies(request.scope);
      const found = await repo.suggested(request.params.id);
      if (!found) throw new NotFoundError(t('suggestedServiceNotFound', request.scope.locale));
      await repo.deleteSuggested(found.service.id);
      await audit(app.db, request, {
        action: 'delete',
        entity: 'partner_suggested_service',
        entityId: found.service.id,
        details: { client_id: found.service.clientId },
      });
      return reply.status(204).send(null);
    },
  );
};

export default strategiesRoutes;
