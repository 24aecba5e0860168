import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TAX_SOURCE,
  taxComparisonQuerySchema,
  taxComparisonResponseSchema,
  taxIncomeQuerySchema,
  taxIncomeResponseSchema,
  taxWithdrawalQuerySchema,
  taxWithdrawalResponseSchema,
  type Locale,
} from '@portal/shared/contracts';
import { pillar3aLimits } from '@portal/shared/validation';
import { errorResponses, security } from '../../lib/route-schemas';
import { CANTON_CAPITALS } from './capitals';
import type { TaxData } from './data';
import { householdOf, taxDataDir, taxDataOf, taxInputOf, type HouseholdQuery, type LocationQuery } from './service';
import { deductionSaving, incomeTax, staggeredWithdrawal, wealthTax } from './engine';

const errors = errorResponses(401, 422);

/**
 * The Swiss tax engine's operations (docs/taxes.md): income and wealth tax, the tax on a capital withdrawal, and the
 * canton comparison. The engine is pure (engine.ts); here the data is loaded, the municipality found from a BFS
 * number or a postal code, and bad input answered with a 422 in the request's language.
 */
const taxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const dataDir = taxDataDir(app.config.migrationsDir);
  const tags = ['tax'];

  const dataOf = (year: number | undefined, locale: Locale) => taxDataOf(dataDir, year, locale);
  const inputOf = (data: TaxData, query: HouseholdQuery & LocationQuery, locale: Locale) => taxInputOf(dataDir, data, query, locale);

  const municipality = (data: TaxData, bfs: number) => {
    const found = data.municipalities.get(bfs)!;
    return { bfs, name: found.name, canton: found.canton };
  };

  app.get(
    '/tax/income',
    {
      schema: {
        summary: 'Income tax (federal, cantonal, communal, church), wealth tax and the saving of a deduction',
        description: `Taxable income (and wealth) of a household in a municipality (BFS number or postal code). ${TAX_SOURCE}.`,
        operationId: 'getIncomeTax',
        tags,
        security,
        querystring: taxIncomeQuerySchema,
        response: { 200: taxIncomeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { locale } = request.scope;
      const query = request.query;
      const data = dataOf(query.year, locale);
      const input = inputOf(data, query, locale);
      const tax = incomeTax(data, input, query.income);
      const next = incomeTax(data, input, query.income + 100).total;
      return {
        year: data.year,
        source: TAX_SOURCE,
        municipality: municipality(data, input.bfs),
        income: query.income,
        income_tax: tax,
        wealth_tax: query.wealth === undefined ? null : wealthTax(data, input, query.wealth),
        deduction: query.deduction ?? null,
        saving: query.deduction === undefined ? null : deductionSaving(data, input, query.income, query.deduction),
        marginal_rate: Math.round((next - tax.total) * 100) / 100,
      };
    },
  );

  app.get(
    '/tax/withdrawal',
    {
      schema: {
        summary: 'Tax on a capital withdrawal from pillar 2 or 3a, at once and staggered over several tax years',
        description: `All levels; staggered: one of \`accounts\` equal accounts a tax year. ${TAX_SOURCE}.`,
        operationId: 'getWithdrawalTax',
        tags,
        security,
        querystring: taxWithdrawalQuerySchema,
        response: { 200: taxWithdrawalResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { locale } = request.scope;
      const query = request.query;
      const data = dataOf(query.year, locale);
      const input = inputOf(data, query, locale);
      const { once, perWithdrawal, total: staggered, saving } = staggeredWithdrawal(data, input, query.capital, query.accounts);
      return {
        year: data.year,
        source: TAX_SOURCE,
        municipality: municipality(data, input.bfs),
        capital: query.capital,
        once,
        accounts: query.accounts,
        staggered: { per_withdrawal: perWithdrawal, total: staggered },
        staggered_saving: saving,
      };
    },
  );

  app.get(
    '/tax/comparison',
    {
      schema: {
        summary: "Every canton's capital: income tax and pillar 3a saving of the same household and income",
        description: `Sorted by income tax, the lowest first. ${TAX_SOURCE}.`,
        operationId: 'getTaxComparison',
        tags,
        security,
        querystring: taxComparisonQuerySchema,
        response: { 200: taxComparisonResponseSchema, ...errors },
      },
    },
    async (request) => {
      const query = request.query;
      const data = dataOf(query.year, request.scope.locale);
      const deduction = query.deduction ?? pillar3aLimits(data.year).withPensionFund;
      const cantons = Object.entries(CANTON_CAPITALS)
        .map(([canton, bfs]) => {
          const input = householdOf(bfs, query);
          return {
            canton,
            municipality: municipality(data, bfs),
            income_tax: incomeTax(data, input, query.income).total,
            saving: deductionSaving(data, input, query.income, deduction),
          };
        })
        .sort((a, b) => a.income_tax - b.income_tax || a.canton.localeCompare(b.canton));
      return { year: data.year, source: TAX_SOURCE, income: query.income, deduction, cantons };
    },
  );
};

export default taxRoutes;
