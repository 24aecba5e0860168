/**
 * The street look-up of the wizard (`GET address/onrp_streets`) and what feeds it: swisstopo's official street
 * directory ("Amtliches Strassenverzeichnis", CSV), read by `npm run import:streets -- FILE` (src/ops/import-streets-cli.ts)
 * and, for the seed's sample of real streets, by the seed (api/data/streets-sample.csv).
 */
import { readFileSync } from 'node:fs';
import { and, asc, count, eq, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { streets } from '../../db/schema';
import { escapeLike } from '../../lib/like';
import { scopedRepository } from '../../lib/scoped-repository';
import { searchKey } from './localities';
import { readCsv, sniffDelimiter } from '../../lib/csv';

export type DirectoryStreet = { zip: string; name: string; locality: string };

/** A street's name for the search: lower case, no accents, words apart ("Rue de l'Hôpital" → "rue de l hopital"). */
export const streetKey = (text: string) =>
  searchKey(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** "8001 Zürich", or several of them ("3011 Bern, 3013 Bern") where a street crosses postal codes. */
function postalLabels(label: string): { zip: string; locality: string }[] {
  return label
    .split(/\s*,\s*(?=\d{4}\s)/)
    .map((part) => /^(\d{4})\s+(.+)$/.exec(part.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ zip: match[1]!, locality: match[2]!.trim() }));
}

/**
 * The streets of a directory CSV: its header names the columns (`STN_LABEL` the street, `ZIP_LABEL` the postal code
 * and locality; the others are not needed), `;` or `,` separated, with or without a byte-order mark. A street with
 * several postal codes gives one row per code; rows without a name or a valid postal code are counted as skipped.
 */
export function parseStreetDirectory(csv: string): { streets: DirectoryStreet[]; skipped: number } {
  const [header = [], ...rows] = readCsv(csv, { delimiter: sniffDelimiter(csv, [';', ',']), trim: true });
  const columns = header.map((name) => name.toUpperCase());
  const nameAt = columns.indexOf('STN_LABEL');
  const zipAt = columns.indexOf('ZIP_LABEL');
  if (nameAt < 0 || zipAt < 0) {
    throw new Error('not the street directory: its header needs the columns STN_LABEL and ZIP_LABEL');
  }
  const found = new Map<string, DirectoryStreet>();
  let skipped = 0;
  for (const fields of rows) {
    const name = fields[nameAt]?.replace(/\s+/g, ' ') ?? '';
    const labels = postalLabels(fields[zipAt] ?? '');
    if (!name || labels.length === 0) {
      skipped += 1;
      continue;
    }
    for (const { zip, locality } of labels) found.set(`${zip}|${name}`, { zip, name, locality });
  }
  return { streets: [...found.values()], skipped };
}

const batchSize = 1000;

/**
 * Writes the streets in one transaction. `replace` (a whole directory) first removes every street, so that renamed
 * and removed streets go; otherwise (the seed's sample) a street that is there already is left as it is.
 */
export async function importStreets(db: Executor, rows: DirectoryStreet[], { replace }: { replace: boolean }) {
  await db.transaction(async (tx) => {
    if (replace) await tx.delete(streets);
    for (let at = 0; at < rows.length; at += batchSize) {
      const values = rows.slice(at, at + batchSize).map((row) => ({ ...row, searchKey: streetKey(row.name) }));
      await tx.insert(streets).values(values).onConflictDoNothing();
    }
  });
  return rows.length;
}

/**
 * So that the look-up works out of the box: the sample of real streets of the seeded cities (api/data/streets-sample.csv,
 * in the directory's columns), loaded while no street is there, that is until a directory is imported.
 */
export async function importStreetSample(db: Executor, path: string) {
  const [row] = await db.select({ n: count() }).from(streets);
  if ((row?.n ?? 0) > 0) return 0;
  return importStreets(db, parseStreetDirectory(readFileSync(path, 'utf8')).streets, { replace: false });
}

/** Reference data the same for every partner: no tenant condition. */
export const createStreetsRepository = scopedRepository(({ db }) => ({
  /**
   * At most `limit` streets of a postal code whose name, or a word of it, starts with the query (accents and case
   * ignored, punctuation a space: "rhone" finds "Rue du Rhône", "hopital" finds "Rue de l'Hôpital"); names that start with it come first, then
   * in alphabetical order. An empty query lists the code's streets.
   */
  async lookup(zip: string, query: string, limit = 20): Promise<string[]> {
    const key = escapeLike(streetKey(query));
    const startsWith = like(streets.searchKey, `${key}%`);
    const rows = await db
      .select({ name: streets.name })
      .from(streets)
      .where(and(eq(streets.zip, zip), key ? or(startsWith, like(streets.searchKey, `% ${key}%`)) : undefined))
      .orderBy(sql`${startsWith} DESC`, asc(streets.searchKey), asc(streets.name))
      .limit(limit);
    return rows.map((row) => row.name);
  },
}));
