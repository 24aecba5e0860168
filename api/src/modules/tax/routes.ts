import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TAX_SOURCE,
  TAX_YEARS,
  taxComparisonQuerySchema,
  taxComparisonResponseSchema,
  taxIncomeQuerySchema,
  taxIncomeResponseSchema,
  taxLocationRequiredMessage,
  taxUnknownMunicipalityMessage,
  taxUnknownZipMessage,
  taxWithdrawalQuerySchema,
  taxWithdrawalResponseSchema,
  taxYearMessage,
  type TaxConfession,
  type Locale,
  type TaxHousehold,
} from '@portal/shared/contracts';
import { pillar3aLimits } from '@portal/shared/validation';
import { UnprocessableError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { errorResponses, security } from '../../lib/route-schemas';
import { localitiesFrom } from '../onboarding/localities';
import { CANTON_CAPITALS } from './capitals';
import { loadTaxData, type TaxData } from './data';
import { deductionSaving, incomeTax, staggeredWithdrawal, wealthTax, type TaxInput } from './engine';

const errors = errorResponses(401, 422);

/** The data of a tax year (the latest when none), or a 422 for a year without tariffs. */
export function taxDataOf(dataDir: string, year: number | undefined, locale: Locale): TaxData {
  const wanted: number = year ?? TAX_YEARS[TAX_YEARS.length - 1]!;
  if (!(TAX_YEARS as readonly number[]).includes(wanted)) throw invalid(locale, 'year', taxYearMessage);
  return loadTaxData(dataDir, wanted);
}

/**
 * The engine's input: the municipality by BFS number or by postal code (the postal-code look-up of
 * api/data/ch-localities.csv), the household and the confession; a 422 on `field` (default the query's own names).
 */
export function taxInputOf(
  dataDir: string,
  data: TaxData,
  query: HouseholdQuery & LocationQuery,
  locale: Locale,
  fields: { zip: string; bfs: string } = { zip: 'zip', bfs: 'bfs' },
): TaxInput {
  let bfs = query.bfs;
  if (bfs === undefined && query.zip !== undefined) {
    bfs = localitiesFrom(join(dataDir, 'ch-localities.csv'))
      .municipalitiesOf(query.zip)
      .find((candidate) => data.municipalities.has(candidate));
    if (bfs === undefined) throw invalid(locale, fields.zip, taxUnknownZipMessage);
  }
  if (bfs === undefined) throw invalid(locale, fields.bfs, taxLocationRequiredMessage);
  if (!data.municipalities.has(bfs)) throw invalid(locale, fields.bfs, taxUnknownMunicipalityMessage);
  return householdOf(bfs, query);
}

export type HouseholdQuery = { year?: number | undefined; household: TaxHousehold; children: number; confession: TaxConfession };
type LocationQuery = { bfs?: number | undefined; zip?: string | undefined };

const invalid = (locale: Locale, field: string, message: string) => new UnprocessableError(t('invalidInput', locale), [{ field, message }]);

const householdOf = (bfs: number, query: HouseholdQuery): TaxInput => ({
  bfs,
  household: { married: query.household === 'married', children: query.children },
  confession: query.confession,
});

/** The tax data folders sit beside the migrations. */
export const taxDataDir = (migrationsDir: string) => join(migrationsDir, '..', 'data');

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
