import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customPortfolioPositionsResponseSchema,
  customPortfolioSchema,
  customPortfoliosResponseSchema,
  latestWeightAdjustmentResponseSchema,
  localeSchema,
  messageResponseSchema,
  weightAdjustmentBodySchema,
  weightAdjustmentHistoryResponseSchema,
  weightAdjustmentSchema,
  type CustomPortfolio,
  type CustomPortfolioPosition,
  type WeightAdjustment,
  idParamSchema,
} from '@portal/shared/contracts';
import type { CustomPortfolioPositionRow, WeightAdjustmentRow } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError, NotFoundError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { changeLogCsv, changeLogPdf } from './change-log';
import type { NewPosition, PortfolioWithFigures } from './repository';
import { errorResponses, routeDocs } from '../../lib/route-schemas';

const errors = errorResponses(401, 403, 404, 422);
const idParams = z.object({ id: idParamSchema });

/** Figures for a position the request adds, by the typical asset class of such an instrument (unknown: equities-like). */
const addedPositionFigures = { expectedReturn: '0.050000', volatility: '0.150000', assetClass: 'other' };

export const serialisePosition = (row: CustomPortfolioPositionRow): CustomPortfolioPosition => ({
  name: row.name,
  isin: row.isin,
  currency: row.currency,
  asset_class: row.assetClass,
  weight: Number(row.weight),
  drifting_weight: Number(row.driftingWeight),
  requested_weight: row.requestedWeight === null ? null : Number(row.requestedWeight),
  expected_return: Number(row.expectedReturn),
  volatility: Number(row.volatility),
});

export const serialiseAdjustment = (row: WeightAdjustmentRow): WeightAdjustment => ({
  id: row.id,
  status: row.status,
  requested_date: row.requestedAt.toISOString(),
  processed_date: row.processedAt?.toISOString() ?? null,
  requested_weights: row.requestedWeights,
  new_weights: row.newWeights ?? null,
  previous_weights: row.previousWeights,
});

const serialisePortfolio = (portfolio: PortfolioWithFigures): CustomPortfolio => ({
  id: portfolio.id,
  name: portfolio.name,
  currency: portfolio.currency,
  positions_count: portfolio.positions.filter((position) => Number(position.weight) > 0 || Number(position.driftingWeight) > 0).length,
  drift:
    Math.round(
      Math.max(0, ...portfolio.positions.map((position) => Math.abs(Number(position.driftingWeight) - Number(position.weight)))) * 100,
    ) / 100,
  latest_status: portfolio.latest?.status ?? null,
  correlations: portfolio.correlations,
});

const customPortfoliosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  // docs/tools.md: the custom_strategies module gates the whole area
  app.addHook('preHandler', app.requireModule('custom_strategies'));
  const doc = routeDocs(['custom portfolios']);

  const portfolioOr404 = async (request: { scope: Parameters<typeof app.repos.customPortfolios>[0] }, id: number) => {
    const portfolio = await app.repos.customPortfolios(request.scope).find(id);
    if (!portfolio) throw new NotFoundError(t('customPortfolioNotFound', request.scope.locale));
    return portfolio;
  };

  app.get(
    '/custom_portfolios',
    {
      schema: doc('listCustomPortfolios', 'The custom portfolios with their drift and latest adjustment', {
        response: { 200: customPortfoliosResponseSchema, ...errors },
      }),
    },
    async (request) => ({ custom_portfolios: (await app.repos.customPortfolios(request.scope).list()).map(serialisePortfolio) }),
  );

  app.get(
    '/custom_portfolios/:id',
    {
      schema: doc('getCustomPortfolio', 'One custom portfolio', {
        params: idParams,
        response: { 200: customPortfolioSchema, ...errors },
      }),
    },
    async (request) => serialisePortfolio(await portfolioOr404(request, request.params.id)),
  );

  app.get(
    '/custom_portfolios/:id/positions',
    {
      schema: doc('getCustomPortfolioPositions', 'The positions: name, ISIN, currency, weight, drifting weight, requested weight', {
        params: idParams,
        response: { 200: customPortfolioPositionsResponseSchema, ...errors },
      }),
    },
    async (request) => ({ positions: (await portfolioOr404(request, request.params.id)).positions.map(serialisePosition) }),
  );

  app.get(
    '/custom_portfolios/:id/latest_weight_adjustment',
    {
      schema: doc('getLatestWeightAdjustment', 'The latest weight adjustment not dismissed (null when none)', {
        params: idParams,
        response: { 200: latestWeightAdjustmentResponseSchema, ...errors },
      }),
    },
    async (request) => {
      const portfolio = await portfolioOr404(request, request.params.id);
      return { weight_adjustment: portfolio.latest ? serialiseAdjustment(portfolio.latest) : null };
    },
  );

  app.get(
    '/custom_portfolios/:id/weight_adjustment_history',
    {
      schema: doc('getWeightAdjustmentHistory', 'Every weight adjustment of the portfolio, newest first', {
        params: idParams,
        response: { 200: weightAdjustmentHistoryResponseSchema, ...errors },
      }),
    },
    async (request) => {
      const portfolio = await portfolioOr404(request, request.params.id);
      return { weight_adjustments: (await app.repos.customPortfolios(request.scope).history(portfolio)).map(serialiseAdjustment) };
    },
  );

  app.get(
    '/custom_portfolios/weight_adjustment/:id/change_log_file',
    {
      schema: doc('getWeightAdjustmentChangeLog', 'The change of a weight adjustment as a PDF (default) or CSV', {
        params: idParams,
        querystring: z.object({ format: z.enum(['pdf', 'csv']).default('pdf'), locale: localeSchema.optional() }),
        response: { 200: z.any().describe('application/pdf or text/csv'), ...errors },
      }),
    },
    async (request, reply) => {
      const repo = app.repos.customPortfolios(request.scope);
      const adjustment = await repo.findAdjustment(request.params.id);
      if (!adjustment) throw new NotFoundError(t('weightAdjustmentNotFound', request.scope.locale));
      const portfolio = (await repo.find(adjustment.customPortfolioId))!;
      const locale = request.query.locale ?? request.scope.locale;
      const name = `weight-adjustment-${adjustment.id}`;
      if (request.query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}.csv"`)
          .send(changeLogCsv(portfolio.name, adjustment, locale));
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}.pdf"`)
        .send(await changeLogPdf(portfolio.name, adjustment, locale));
    },
  );

  app.post(
    '/custom_portfolios/weight_adjustment/:id/dismiss',
    {
      schema: doc('dismissWeightAdjustment', 'Dismiss the latest weight adjustment (it stays in the history)', {
        params: idParams,
        response: { 200: messageResponseSchema, ...errors },
      }),
    },
    async (request) => {
      const repo = app.repos.customPortfolios(request.scope);
      const adjustment = await repo.findAdjustment(request.params.id);
      if (!adjustment) throw new NotFoundError(t('weightAdjustmentNotFound', request.scope.locale));
      await repo.dismiss(adjustment, app.now());
      await audit(app.db, request, {
        action: 'update',
        entity: 'weight_adjustment',
        entityId: adjustment.id,
        details: { dismissed: true },
      });
      return { message: t('operationSuccessful', request.scope.locale) };
    },
  );

  app.post(
    '/custom_portfolios/:id/weight_adjustment',
    {
      schema: doc(
        'requestWeightAdjustment',
        'Request new weights (in percent, summing to 100); positions not named get 0, new ISINs are added',
        {
          params: idParams,
          body: weightAdjustmentBodySchema,
          response: {
            201: z.object({ message: z.string(), weight_adjustment: weightAdjustmentSchema }),
            409: messageResponseSchema,
            ...errors,
          },
        },
      ),
    },
    async (request, reply) => {
      const portfolio = await portfolioOr404(request, request.params.id);
      const result = await app.repos.customPortfolios(request.scope).transaction(async (repo) => {
        if (await repo.pending(portfolio)) throw new HttpError(409, t('adjustmentPending', request.scope.locale));
        const known = new Map(portfolio.positions.map((position) => [position.isin, position]));
        const requested = request.body.positions.map((position) => ({
          isin: position.isin.trim().toUpperCase(),
          name: known.get(position.isin.trim().toUpperCase())?.name ?? position.name.trim(),
          currency: known.get(position.isin.trim().toUpperCase())?.currency ?? position.currency,
          weight: Math.round(position.requested_weight * 100) / 100,
        }));
        const added: NewPosition[] = requested
          .filter((entry) => !known.has(entry.isin))
          .map((entry) => ({ name: entry.name, isin: entry.isin, currency: entry.currency, ...addedPositionFigures }));
        return repo.request(portfolio, requested, added, app.now());
      });
      await audit(app.db, request, {
        action: 'create',
        entity: 'weight_adjustment',
        entityId: result.id,
        details: { portfolio: portfolio.id },
      });
      return reply
        .code(201)
        .send({ message: t('operationSuccessful', request.scope.locale), weight_adjustment: serialiseAdjustment(result) });
    },
  );
};

export default customPortfoliosRoutes;
