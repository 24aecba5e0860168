import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  examplePortfolioQuerySchema,
  examplePortfolioResponseSchema,
  exportProjectionBodySchema,
  messageResponseSchema,
  projectionQuerySchema,
  projectionResponseSchema,
  simulatorStrategiesResponseSchema,
  type Locale,
} from '@portal/shared/contracts';
import { NotFoundError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { parseFields, readMultipart, registerMultipart } from '../../lib/multipart';
import { projectionOf, projectionTaxOf } from './service';
import { examplePortfolioPdf, projectionPdf } from './projection-pdf';
import { projectionWorkbook } from './projection-workbook';
import { taxDataDir } from '../tax';
import { errorResponses, routeDocs } from '../../lib/route-schemas';

const errors = errorResponses(401, 404, 422);
const pdfResponse = z.any().describe('application/pdf');

const attachment = (name: string) => `attachment; filename="${name}"`;

const exportTypes = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const projectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  await registerMultipart(app);
  const doc = routeDocs(['projections']);

  app.get(
    '/projections/strategies',
    {
      schema: doc('getProjectionStrategies', 'Strategies the simulator projects, with their expected return, volatility and fee', {
        response: { 200: simulatorStrategiesResponseSchema, ...errors },
      }),
    },
    async (request) => {
      const strategies = await app.repos.projections(request.scope).strategies();
      return {
        strategies: strategies.map((strategy) => ({
          id: strategy.id,
          name: strategy.name,
          risk_level: strategy.riskLevel,
          expected_return: strategy.expectedReturn,
          volatility: strategy.volatility,
          ongoing_fee: strategy.ongoingFee,
          has_example_portfolio: strategy.hasExamplePortfolio,
        })),
      };
    },
  );

  app.get(
    '/projections',
    {
      schema: doc('getProjections', 'Monte Carlo projection (median and 10/25/75/90 percentiles per year, total paid in)', {
        querystring: projectionQuerySchema,
        response: { 200: projectionResponseSchema, ...errors },
      }),
    },
    async (request) => projectionOf(app.repos, request.scope, request.query, app.now().getUTCFullYear()),
  );

  app.get(
    '/projections/example_portfolio',
    {
      schema: doc('getExamplePortfolio', "The strategy's example portfolio", {
        querystring: examplePortfolioQuerySchema,
        response: { 200: examplePortfolioResponseSchema, ...errors },
      }),
    },
    async (request) => {
      const example = await app.repos.projections(request.scope).examplePortfolio(request.query.strategy_id);
      if (!example) throw new NotFoundError(t('noExamplePortfolio', request.scope.locale));
      return { strategy_id: example.strategyId, strategy_name: example.strategyName, as_of: example.asOf, positions: example.positions };
    },
  );

  app.get(
    '/projections/example_portfolio_attachment',
    {
      schema: doc('getExamplePortfolioAttachment', "The strategy's example portfolio as a PDF", {
        querystring: examplePortfolioQuerySchema,
        response: { 200: pdfResponse, ...errors },
      }),
    },
    async (request, reply) => {
      const example = await app.repos.projections(request.scope).examplePortfolio(request.query.strategy_id);
      if (!example) throw new NotFoundError(t('noExamplePortfolio', request.scope.locale));
      const pdf = await examplePortfolioPdf(example, request.scope.locale);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`example-portfolio-${example.strategyId}.pdf`))
        .send(pdf);
    },
  );

  app.post(
    '/projections/export_projection',
    {
      schema: doc(
        'exportProjection',
        'The projection as a PDF or an Excel workbook with the assumptions (and the chart), in the language sent',
        {
          description:
            "multipart/form-data with the fields of GET projections, locale and format (pdf, xlsx); for a pillar 3a account optionally the tax inputs tax_zip, tax_income, tax_household, tax_children, tax_confession, tax_accounts and the client's tax_birth_date and tax_sex (the withdrawal years): the export then carries the tax engine's figures (Quelle: ESTV, Steuerrechner 2025).",
          consumes: ['multipart/form-data'],
          produces: [exportTypes.pdf, exportTypes.xlsx],
          response: {
            200: z.any().describe('the PDF or the Excel workbook'),
            413: messageResponseSchema,
            415: messageResponseSchema,
            ...errors,
          },
        },
      ),
    },
    async (request, reply) => {
      const { fields } = await readMultipart(request);
      const body = parseFields(exportProjectionBodySchema, fields, request);
      const locale: Locale = body.locale;
      const projection = await projectionOf(app.repos, { ...request.scope, locale }, body, app.now().getUTCFullYear());
      const inputs = { initialAmount: body.initial_amount, monthlyContribution: body.monthly_contribution, years: body.years };
      const today = app.now().toISOString().slice(0, 10);
      const tax = projectionTaxOf(taxDataDir(app.config.migrationsDir), body, projection, locale, today);
      const name = `projection-${body.years}y.${body.format}`;
      const file =
        body.format === 'xlsx'
          ? await projectionWorkbook(projection, inputs, locale, tax)
          : await projectionPdf(projection, inputs, locale, tax);
      return reply.type(exportTypes[body.format]).header('content-disposition', attachment(name)).send(file);
    },
  );
};

export default projectionsRoutes;
