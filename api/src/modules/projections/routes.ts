import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROJECTION_PATHS,
  examplePortfolioQuerySchema,
  examplePortfolioResponseSchema,
  exportProjectionBodySchema,
  messageResponseSchema,
  projectionQuerySchema,
  projectionResponseSchema,
  simulatorStrategiesResponseSchema,
  type ExportProjectionBody,
  type Locale,
  type ProjectionQuery,
  type ProjectionResponse,
} from '@portal/shared/contracts';
import { pensionInputIssues, pillar3aBuyInMaximum, pillar3aWithdrawalYears, pillar3aYearlyMaximum } from '@portal/shared/validation';
import { NotFoundError, UnprocessableError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { parseFields, readMultipart, registerMultipart } from '../../lib/multipart';
import type { Repositories } from '../../plugins/repositories';
import type { RequestScope } from '../../plugins/scope';
import { seedOf, simulate } from './monte-carlo';
import { examplePortfolioPdf, projectionPdf, type ProjectionTax } from './projection-pdf';
import { projectionWorkbook } from './projection-workbook';
import { pillar3aTax, taxDataDir, taxDataOf, taxInputOf } from '../tax';
import { errorResponses, security } from '../../lib/route-schemas';

const errors = errorResponses(401, 404, 422);
const pdfResponse = z.any().describe('application/pdf');

/** The Monte Carlo projection of the inputs; the seed comes from the inputs, so the same inputs give the same answer. */
export async function projectionOf(
  repos: Repositories,
  scope: RequestScope,
  query: ProjectionQuery,
  /** the calendar year whose pillar 3a limits apply (the API's clock) */
  year: number,
  paths = PROJECTION_PATHS,
): Promise<ProjectionResponse> {
  const strategy = await repos.projections(scope).strategy(query.strategy_id);
  if (!strategy) throw new NotFoundError(t('strategyNotFound', scope.locale));
  const issues = pensionInputIssues(query, year);
  if (issues.length) throw new UnprocessableError(t('invalidInput', scope.locale), issues);
  // a buy-in is paid in at the start, beside the account's current value
  const buyIn = query.product === 'pillar_3a' ? (query.buy_in ?? 0) : 0;
  const seed = seedOf([
    strategy.id,
    strategy.expectedReturn,
    strategy.volatility,
    query.initial_amount + buyIn,
    query.monthly_contribution,
    query.years,
    paths,
  ]);
  const points = simulate({
    initialAmount: query.initial_amount + buyIn,
    monthlyContribution: query.monthly_contribution,
    years: query.years,
    expectedReturn: strategy.expectedReturn,
    volatility: strategy.volatility,
    paths,
    seed,
  });
  return {
    strategy: { id: strategy.id, name: strategy.name },
    currency: 'CHF',
    assumptions: { expected_return: strategy.expectedReturn, volatility: strategy.volatility, paths, seed },
    points,
    pillar_3a: query.product === 'pillar_3a' ? pillar3aFigures(query, year, buyIn) : null,
  };
}

/**
 * The year's 3a limits and the contributions, and with a marginal tax rate their income-tax saving: the yearly
 * contribution and the buy-in are deducted from taxable income, so each saves its amount times the marginal rate;
 * the total counts the contribution of every year of the horizon at this year's rate.
 */
function pillar3aFigures(query: ProjectionQuery, year: number, buyIn: number): NonNullable<ProjectionResponse['pillar_3a']> {
  const yearly = Math.round(query.monthly_contribution * 12 * 100) / 100;
  const rate = query.marginal_tax_rate ?? null;
  const saving = (amount: number) => (rate === null ? null : Math.round(amount * rate) / 100);
  return {
    year,
    yearly_maximum: pillar3aYearlyMaximum(year, query.pension_fund !== 'false', query.earned_income),
    yearly_contribution: yearly,
    buy_in: buyIn,
    buy_in_maximum: pillar3aBuyInMaximum(year),
    marginal_tax_rate: rate,
    tax_saving_per_year: saving(yearly),
    tax_saving_buy_in: saving(buyIn),
    tax_saving_total: saving(yearly * query.years + buyIn),
  };
}

const attachment = (name: string) => `attachment; filename="${name}"`;

const exportTypes = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * The pillar 3a tax figures of an export (docs/taxes.md), when the adviser filled the tax inputs: the yearly
 * contribution deducted from the taxable income over the horizon, the median capital at the horizon withdrawn at once
 * or from the accounts given: with the client's birth date and sex, one account a tax year from the end of the horizon
 * within the years from five years before the AHV reference age. The same figures as the simulator's tax panel.
 */
function projectionTaxOf(
  dataDir: string,
  body: ExportProjectionBody,
  projection: ProjectionResponse,
  locale: Locale,
  today: string,
): ProjectionTax | null {
  const pillar = projection.pillar_3a;
  const last = projection.points.at(-1);
  if (!pillar || !last || body.tax_zip === undefined || body.tax_income === undefined) return null;
  const data = taxDataOf(dataDir, undefined, locale);
  const query = { zip: body.tax_zip, household: body.tax_household, children: body.tax_children, confession: body.tax_confession };
  const input = taxInputOf(dataDir, data, query, locale, { zip: 'tax_zip', bfs: 'tax_zip' });
  if (body.tax_birth_date !== undefined && body.tax_birth_date > today) {
    throw new UnprocessableError(t('invalidInput', locale), [{ field: 'tax_birth_date', message: t('taxBirthDate', locale) }]);
  }
  const capital = Math.round(last.p50);
  const municipality = data.municipalities.get(input.bfs)!;
  // the capital is there at the end of the horizon: the accounts are withdrawn from then on
  const withdrawalYears =
    body.tax_birth_date !== undefined && body.tax_sex !== undefined
      ? pillar3aWithdrawalYears(body.tax_birth_date, body.tax_sex, pillar.year + last.year, body.tax_accounts)
      : undefined;
  return {
    municipality: { zip: body.tax_zip, name: municipality.name, canton: municipality.canton },
    household: body.tax_household,
    children: body.tax_children,
    confession: body.tax_confession,
    income: body.tax_income,
    accounts: withdrawalYears?.length ?? body.tax_accounts,
    birthYear: body.tax_birth_date === undefined ? null : Number(body.tax_birth_date.slice(0, 4)),
    sex: body.tax_birth_date === undefined ? null : (body.tax_sex ?? null),
    contribution: pillar.yearly_contribution,
    years: last.year,
    capital,
    figures: pillar3aTax(data, input, {
      income: body.tax_income,
      contribution: pillar.yearly_contribution,
      startYear: pillar.year,
      years: last.year,
      capital,
      accounts: body.tax_accounts,
      ...(withdrawalYears ? { withdrawalYears } : {}),
    }),
  };
}

const projectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  await registerMultipart(app);
  const tags = ['projections'];

  app.get(
    '/projections/strategies',
    {
      schema: {
        summary: 'Strategies the simulator projects, with their expected return, volatility and fee',
        operationId: 'getProjectionStrategies',
        tags,
        security,
        response: { 200: simulatorStrategiesResponseSchema, ...errors },
      },
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
      schema: {
        summary: 'Monte Carlo projection (median and 10/25/75/90 percentiles per year, total paid in)',
        operationId: 'getProjections',
        tags,
        security,
        querystring: projectionQuerySchema,
        response: { 200: projectionResponseSchema, ...errors },
      },
    },
    async (request) => projectionOf(app.repos, request.scope, request.query, app.now().getUTCFullYear()),
  );

  app.get(
    '/projections/example_portfolio',
    {
      schema: {
        summary: "The strategy's example portfolio",
        operationId: 'getExamplePortfolio',
        tags,
        security,
        querystring: examplePortfolioQuerySchema,
        response: { 200: examplePortfolioResponseSchema, ...errors },
      },
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
      schema: {
        summary: "The strategy's example portfolio as a PDF",
        operationId: 'getExamplePortfolioAttachment',
        tags,
        security,
        querystring: examplePortfolioQuerySchema,
        response: { 200: pdfResponse, ...errors },
      },
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
      schema: {
        summary: 'The projection as a PDF or an Excel workbook with the assumptions (and the chart), in the language sent',
        description:
          "multipart/form-data with the fields of GET projections, locale and format (pdf, xlsx); for a pillar 3a account optionally the tax inputs tax_zip, tax_income, tax_household, tax_children, tax_confession, tax_accounts and the client's tax_birth_date and tax_sex (the withdrawal years): the export then carries the tax engine's figures (Quelle: ESTV, Steuerrechner 2025).",
        operationId: 'exportProjection',
        consumes: ['multipart/form-data'],
        produces: [exportTypes.pdf, exportTypes.xlsx],
        tags,
        security,
        response: {
          200: z.any().describe('the PDF or the Excel workbook'),
          413: messageResponseSchema,
          415: messageResponseSchema,
          ...errors,
        },
      },
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
