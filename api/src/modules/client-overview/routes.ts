import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
} from '@portal/shared/contracts';
import { isOutdatedAppVersion } from '@portal/shared/validation';
import { audit } from '../../lib/audit';
import { NotFoundError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { monthlyReturns } from './performance';
import { performanceResponse, round2, seriesOf } from './service';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses(401, 403, 404, 422);

const clientOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireModule('clients'));
  const tags = ['client overview'];

  /** The repository for the request after checking that the client is the caller's to see (404 otherwise). */
  async function clientRepo(request: FastifyRequest, clientId: number) {
    const repo = app.repos.clients(request.scope);
    if (!(await repo.exists(clientId))) throw new NotFoundError(t('clientNotFound', request.scope.locale));
    return repo;
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
    async (request) => {
      const { id } = request.params;
      const repo = await clientRepo(request, id);
      const currency = request.query.requested_currency ?? request.user.referenceCurrency;
      const rows = await repo.services(id);
      const dates = rows
        .map((row) => row.valuationDate)
        .filter((date): date is string => date !== null)
        .sort();
      const convert = dates.length ? await repo.converter(currency, dates[0]!, dates[dates.length - 1]!) : null;
      await audit(app.db, request, { action: 'read', entity: 'client', entityId: id, details: { what: 'services' } });
      const services = rows.map((row) => ({
        id: row.service.id,
        name: row.service.name,
        kind: row.service.kind,
        strategy: row.strategyNames?.[request.scope.locale] ?? row.strategyName ?? null,
        custodian: row.custodian
          ? { bank_code: row.custodian.bankCode, name: row.custodian.name, custom_custodian: row.custodian.customCustodian }
          : null,
        liberty_case_id: row.service.libertyCaseId,
        created_at: row.service.createdAt.toISOString(),
        current_value: row.value !== null && row.valuationDate !== null && convert ? convert(Number(row.value), row.valuationDate) : null,
        valuation_date: row.valuationDate,
      }));
      return { currency, total_value: round2(services.reduce((sum, s) => sum + (s.current_value ?? 0), 0)), services };
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
    async (request) => {
      const { id } = request.params;
      const repo = await clientRepo(request, id);
      const current = app.config.currentAppVersion;
      const rows = await repo.devices(id);
      await audit(app.db, request, { action: 'read', entity: 'client', entityId: id, details: { what: 'devices' } });
      return {
        current_app_version: current,
        devices: rows.map(({ device, firstName, lastName, email }) => ({
          id: device.id,
          model: device.model,
          os: device.os,
          app_version: device.appVersion,
          outdated: isOutdatedAppVersion(device.appVersion, current),
          user: { name: [firstName, lastName].filter(Boolean).join(' '), email },
          last_used_at: device.lastUsedAt.toISOString(),
        })),
      };
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
    async (request) => {
      const { id } = request.params;
      const { period, service_id: serviceId } = request.query;
      const repo = await clientRepo(request, id);
      const serviceIds = await repo.serviceIds(id, serviceId);
      if (serviceIds.length === 0) throw new NotFoundError(t('serviceNotFound', request.scope.locale));
      const currency = request.query.requested_currency ?? request.user.referenceCurrency;
      const { valuations, flows } = await seriesOf(repo, serviceIds, currency);
      await audit(app.db, request, {
        action: 'read',
        entity: 'client',
        entityId: id,
        details: { what: 'performance', service_id: serviceId },
      });
      return performanceResponse(valuations, flows, period, currency);
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
    async (request) => {
      const { id } = request.params;
      const repo = await clientRepo(request, id);
      const currency = request.query.requested_currency ?? request.user.referenceCurrency;
      const { valuations, flows } = await seriesOf(repo, await repo.serviceIds(id), currency);
      await audit(app.db, request, { action: 'read', entity: 'client', entityId: id, details: { what: 'performance' } });
      return performanceResponse(valuations, flows, request.query.period, currency);
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
    async (request) => {
      const { id } = request.params;
      const { service_id: serviceId } = request.query;
      const repo = await clientRepo(request, id);
      const serviceIds = await repo.serviceIds(id, serviceId);
      if (serviceId !== undefined && serviceIds.length === 0) throw new NotFoundError(t('serviceNotFound', request.scope.locale));
      const currency = request.query.requested_currency ?? request.user.referenceCurrency;
      const { valuations, flows } = await seriesOf(repo, serviceIds, currency);
      await audit(app.db, request, {
        action: 'read',
        entity: 'client',
        entityId: id,
        details: { what: 'performance', service_id: serviceId },
      });
      return { currency, months: monthlyReturns(valuations, flows) };
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
    async (request) => {
      const { id, serviceId } = request.params;
      const repo = await clientRepo(request, id);
      if ((await repo.serviceIds(id, serviceId)).length === 0) throw new NotFoundError(t('serviceNotFound', request.scope.locale));
      const { last_loaded_month: lastLoaded } = request.query;
      const { month, rows, hasMore } = await repo.transactionsOfMonth(serviceId, lastLoaded ? `${lastLoaded}-01` : null);
      await audit(app.db, request, {
        action: 'read',
        entity: 'client',
        entityId: id,
        details: { what: 'transactions', service_id: serviceId, month },
      });
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
    },
  );
};

export default clientOverviewRoutes;
