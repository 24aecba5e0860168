import { join } from 'node:path';
import {
  TAX_YEARS,
  taxLocationRequiredMessage,
  taxUnknownMunicipalityMessage,
  taxUnknownZipMessage,
  taxYearMessage,
  type TaxConfession,
  type Locale,
  type TaxHousehold,
} from '@portal/shared/contracts';
import { UnprocessableError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { localitiesFrom } from '../onboarding';
import { loadTaxData, type TaxData } from './data';
import type { TaxInput } from './engine';

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
export type LocationQuery = { bfs?: number | undefined; zip?: string | undefined };

const invalid = (locale: Locale, field: string, message: string) => new UnprocessableError(t('invalidInput', locale), [{ field, message }]);

export const householdOf = (bfs: number, query: HouseholdQuery): TaxInput => ({
  bfs,
  household: { married: query.household === 'married', children: query.children },
  confession: query.confession,
});

/** The tax data folders sit beside the migrations. */
export const taxDataDir = (migrationsDir: string) => join(migrationsDir, '..', 'data');
