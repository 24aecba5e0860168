import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientIdParamsSchema,
  clientServiceParamsSchema,
  generateReportBodySchema,
  localeQuerySchema,
  portfolioOverviewQuerySchema,
  portfolioOverviewResponseSchema,
  reportParamsSchema,
  reportResponseSchema,
  reportsResponseSchema,
} from '@portal/shared/contracts';
import { audit } from '../../lib/audit';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { errorResponses, routeDocs } from '../../lib/route-schemas';
import { clientFiles } from './send-file';
import { PDF, XLSX, inflowsFile, portfolioOverview, readyReportFile, reportJson, serviceOf } from './service';

const errors = errorResponses(401, 403, 404, 409, 422);
const file = z.any().describe('the file');
const overview = routeDocs(['client overview']);

/**
 * The client overview's portfolio by category, the inflows as workbooks and the wealth-statement reports of a
 * service. Registered by routes.ts, behind its sign-in and module checks; a client or service outside the scope is 404.
 */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clientOf, sendClientFile } = clientFiles(app);

  /** A report made (again) in the background: the audit entry, its job, and the answer 202 with it in progress. */
  async function started(
    request: FastifyRequest,
    reply: FastifyReply,
    report: Parameters<typeof reportJson>[0] & { clientId: number },
    action: 'create' | 'update',
    details: Record<string, unknown>,
  ) {
    await audit(app.db, request, { action, entity: 'client', entityId: report.clientId, details });
    await app.reportWorker.queue(report.id, reply);
    return reply.status(202).send({ report: reportJson(report) });
  }

  app.get(
    '/client_overview/:id/portfolio_overview/:serviceId',
    {
      schema: overview('getPortfolioOverview', 'A service’s holdings by asset class, currency or region', {
        params: clientServiceParamsSchema,
        querystring: portfolioOverviewQuerySchema,
        response: { 200: portfolioOverviewResponseSchema, ...errors },
      }),
    },
    async (request) => {
      const { id, serviceId } = request.params;
      await clientOf(request, id);
      const currency = request.query.requested_currency ?? request.user.referenceCurrency;
      const answer = await portfolioOverview(app, request.scope, id, serviceId, currency, request.query.filter_category);
      await audit(app.db, request, {
        action: 'read',
        entity: 'client',
        entityId: id,
        details: { what: 'portfolio', service_id: serviceId },
      });
      return answer;
    },
  );

  // the inflow locale defaults to en (docs/documents.md)
  app.get(
    '/client_overview/:id/inflows/:serviceId',
    {
      schema: overview(
        'getServiceInflows',
        'A service’s inflows (deposits, withdrawals, fees by month and each one) as an Excel workbook',
        {
          produces: [XLSX],
          params: clientServiceParamsSchema,
          querystring: localeQuerySchema,
          response: { 200: file, ...errors },
        },
      ),
    },
    async (request, reply) =>
      sendClientFile(request, reply, request.params.id, (client) =>
        inflowsFile(app, request.scope, client, request.params.serviceId, request.query.locale ?? 'en'),
      ),
  );

  app.get(
    '/client_overview/:id/portfolio_inflows',
    {
      schema: overview('getPortfolioInflows', 'The inflows of all the client’s services as an Excel workbook', {
        produces: [XLSX],
        params: clientIdParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: file, ...errors },
      }),
    },
    async (request, reply) =>
      sendClientFile(request, reply, request.params.id, (client) =>
        inflowsFile(app, request.scope, client, undefined, request.query.locale ?? 'en'),
      ),
  );

  app.post(
    '/client_overview/:id/generate_report/:serviceId',
    {
      schema: overview('generateReport', 'Start a short or long wealth statement of a service (made in the background)', {
        params: clientServiceParamsSchema,
        querystring: localeQuerySchema,
        body: generateReportBodySchema,
        response: { 202: reportResponseSchema, ...errors },
      }),
    },
    async (request, reply) => {
      const { id, serviceId } = request.params;
      await clientOf(request, id);
      await serviceOf(app, request.scope, id, serviceId);
      const report = await app.repos.clientDocuments(request.scope).createReport({
        clientId: id,
        serviceId,
        type: request.body.type,
        period: request.body.period,
        // the report locale defaults to en (docs/documents.md)
        locale: request.query.locale ?? 'en',
        requestedBy: request.scope.userId,
      });
      if (!report) throw new NotFoundError(t('clientNotFound', request.scope.locale));
      return started(request, reply, report, 'create', { what: 'report', report_id: report.id, service_id: serviceId });
    },
  );

  app.post(
    '/client_overview/:id/retry_report/:reportId',
    {
      schema: overview('retryReport', 'Ask again for a report that failed (made in the background)', {
        params: reportParamsSchema,
        response: { 202: reportResponseSchema, ...errors },
      }),
    },
    async (request, reply) => {
      const { id, reportId } = request.params;
      await clientOf(request, id);
      const repository = app.repos.clientDocuments(request.scope);
      const report = await repository.retryReport(id, reportId);
      if (!report) {
        // a report of the client that is not failed (in progress or ready) cannot be asked for again
        if (await repository.report(id, reportId)) throw new ConflictError(t('reportNotFailed', request.scope.locale));
        throw new NotFoundError(t('reportNotFound', request.scope.locale));
      }
      return started(request, reply, report, 'update', { what: 'report retry', report_id: reportId });
    },
  );

  app.get(
    '/client_overview/:id/reports/:serviceId',
    {
      schema: overview('listReports', 'The reports of a service with their status (in progress, ready)', {
        params: clientServiceParamsSchema,
        response: { 200: reportsResponseSchema, ...errors },
      }),
    },
    async (request) => {
      const { id, serviceId } = request.params;
      await clientOf(request, id);
      await serviceOf(app, request.scope, id, serviceId);
      return { reports: (await app.repos.clientDocuments(request.scope).reports(id, serviceId)).map(reportJson) };
    },
  );

  app.get(
    '/client_overview/:id/download_report/:reportId',
    {
      schema: overview('downloadReport', 'A ready report as a PDF', {
        produces: [PDF],
        params: reportParamsSchema,
        response: { 200: file, ...errors },
      }),
    },
    async (request, reply) =>
      sendClientFile(request, reply, request.params.id, (client) => readyReportFile(app, request.scope, client, request.params.reportId)),
  );
};
