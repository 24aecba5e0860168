import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  clientDevicesResponseSchema,
  clientIdParamsSchema,
  clientServiceParamsSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
  clientServicesResponseSchema,
  monthlyPerformanceQuerySchema,
  monthlyPerformanceResponseSchema,
  overallPerformanceQuerySchema,
  performanceQuerySchema,
  performanceResponseSchema,
  requestedCurrencyQuerySchema,
  type ReferenceCurrency,
} from '@portal/shared/contracts';
import { NotFoundError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { monthlyReturns } from './performance';
import { devicesAnswer, performanceResponse, seriesOf, servicesAnswer } from './service';
import { errorResponses } from '../../lib/route-schemas';
import { sendKept, versionedReads, type KeptRead } from '../../lib/versioned-reads';

const errors = errorResponses(401, 403, 404, 422);

const clientOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireModule('clients'));
  const tags = ['client overview'];
  // the reads of a client's page are kept by the version rule (lib/versioned-reads.ts); every read is audited
  const keep = versionedReads(app);
  const servicesKept = keep<z.infer<typeof clientServicesResponseSchema>>();
  const devicesKept = keep<z.infer<typeof clientDevicesResponseSchema>>();
  const performanceKept = keep<z.infer<typeof performanceResponseSchema>>();
  const monthlyKept = keep<z.infer<typeof monthlyPerformanceResponseSchema>>();
  const transactionsKept = keep<z.infer<typeof transactionsResponseSchema>>();

  /** Sends the kept read of client `id`'s data, its audit entry (`details`, from the answer) written on every request. */
  async function read<T>(
    kept: KeptRead<T>,
    [request, reply]: [FastifyRequest, FastifyReply],
    id: number,
    details: (value: T) => Record<string, unknown>,
    compute: () => Promise<T>,
  ) {
    const answer = await kept(request, reply, compute, (value) => ({
      action: 'read',
      entity: 'client',
      entityId: id,
      details: details(value),
    }));
    return sendKept(reply, answer);
  }

  /** The repository for the request after checking that the client is the caller's to see (404 otherwise). */
  async function clientRepo(request: FastifyRequest, clientId: number) {
    const repo = app.repos.clients(request.scope);
    if (!(await repo.exists(clientId))) throw new NotFoundError(t('clientNotFound', request.scope.locale));
    return repo;
  }

  /** The summed series of one of the client's services or all, in `currency`; none found is a 404 when `required`. */
  async function seriesFor(
    request: FastifyRequest,
    id: number,
    serviceId: number | undefined,
    currency: ReferenceCurrency,
    required: boolean,
  ) {
    const repo = await clientRepo(request, id);
    const serviceIds = await repo.serviceIds(id, serviceId);
    if (required && serviceIds.length === 0) throw new NotFoundError(t('serviceNotFound', request.scope.locale));
    return seriesOf(repo, serviceIds, currency);
  }

  app.get(
    '/client_overview/:id/services',
    {
      schema: {
        summary: "A client's services with their current values",
        tags,
        params: clientIdParamsSchema,
        querystring: requestedCurrencyQuerySchema,
        response: { 200: clientServicesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const currency = request.query.requested_currency ?? request.user.referenceCurrency;
      return read(
        servicesKept,
        [request, reply],
        id,
        () => ({ what: 'services' }),
        async () => servicesAnswer(await clientRepo(request, id), id, currency, request.scope.locale),
      );
    },
  );

  app.get(
    '/client_overview/:id/devices',
    {
      schema: {
        summary: "A client's app devices, those on an app version older than the current one flagged",
        tags,
        params: clientIdParamsSchema,
        response: { 200: clientDevicesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return read(
        devicesKept,
        [request, reply],
        id,
        () => ({ what: 'devices' }),
        async () => devicesAnswer(await clientRepo(request, id), id, app.config.currentAppVersion),
      );
    },
  );

  app.get(
    '/client_overview/:id/performance_for_period',
    {
      schema: {
        summary: "Performance of one or all of a client's services over a period",
        tags,
        params: clientIdParamsSchema,
        querystring: performanceQuerySchema,
        response: { 200: performanceResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { period, service_id: serviceId } = request.query;
      return read(
        performanceKept,
        [request, reply],
        id,
        () => ({ what: 'performance', service_id: serviceId }),
        async () => {
          const currency = request.query.requested_currency ?? request.user.referenceCurrency;
          const { valuations, flows } = await seriesFor(request, id, serviceId, currency, true);
          return performanceResponse(valuations, flows, period, currency);
        },
      );
    },
  );

  app.get(
    '/client_overview/:id/overall_performance_for_period',
    {
      schema: {
        summary: 'Overall performance of a client over a period',
        tags,
        params: clientIdParamsSchema,
        querystring: overallPerformanceQuerySchema,
        response: { 200: performanceResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return read(
        performanceKept,
        [request, reply],
        id,
        () => ({ what: 'performance' }),
        async () => {
          const currency = request.query.requested_currency ?? request.user.referenceCurrency;
          const { valuations, flows } = await seriesFor(request, id, undefined, currency, false);
          return performanceResponse(valuations, flows, request.query.period, currency);
        },
      );
    },
  );

  app.get(
    '/client_overview/:id/monthly_performance',
    {
      schema: {
        summary: "A client's monthly time-weighted returns",
        tags,
        params: clientIdParamsSchema,
        querystring: monthlyPerformanceQuerySchema,
        response: { 200: monthlyPerformanceResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { service_id: serviceId } = request.query;
      return read(
        monthlyKept,
        [request, reply],
        id,
        () => ({ what: 'performance', service_id: serviceId }),
        async () => {
          const currency = request.query.requested_currency ?? request.user.referenceCurrency;
          const { valuations, flows } = await seriesFor(request, id, serviceId, currency, serviceId !== undefined);
          return { currency, months: monthlyReturns(valuations, flows) };
        },
      );
    },
  );

  app.get(
    '/client_overview/:id/transactions/:serviceId',
    {
      schema: {
        summary: "The transactions of a client's service, by month",
        tags,
        params: clientServiceParamsSchema,
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, serviceId } = request.params;
      const details = (body: { month: string | null }) => ({ what: 'transactions', service_id: serviceId, month: body.month });
      return read(transactionsKept, [request, reply], id, details, async () => {
        const repo = await clientRepo(request, id);
        if ((await repo.serviceIds(id, serviceId)).length === 0) throw new NotFoundError(t('serviceNotFound', request.scope.locale));
        const { last_loaded_month: lastLoaded } = request.query;
        const { month, rows, hasMore } = await repo.transactionsOfMonth(serviceId, lastLoaded ? `${lastLoaded}-01` : null);
        return {
          month,
          has_more: hasMore,
          transactions: rows.map((row) => ({
            id: row.id,
            date: row.date,
            kind: row.kind,
            description: row.description,
            amount: Number(row.amount),
            currency: row.currency,
            isin: row.isin,
          })),
        };
      });
    },
  );
};

export default clientOverviewRoutes;
