/**
 * The Swiss postal codes of the zip look-up (`GET address/zip_codes`): `api/data/ch-localities.csv` (GeoNames,
 * CC BY 4.0, see api/data/README.md), read once and kept in memory. 4,313 rows: a look-up scans them in well under a
 * millisecond, so no table or index is needed for the embedded default.
 */
import { readFileSync } from 'node:fs';
import type { ZipCodeEntry } from '@portal/shared/contracts';
import { readCsv } from '../../lib/csv';

type Locality = { zip: string; city: string; canton: string; key: string };

/** "Bern 13", "Bern 60 UPD", "Lausanne 25": numbered post-office localities are their city for the look-up. */
const cityOf = (locality: string) => locality.replace(/\s\d+(\s.*)?$/, '');

/** Lower case without accents, so that "zurich" finds "Zürich" and "geneve" finds "Genève". */
export const searchKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export type LocalityIndex = {
  lookup(query: string, limit?: number): ZipCodeEntry[];
  /** the BFS numbers of a postal code's municipalities, the first named like its locality first (tax engine) */
  municipalitiesOf(zip: string): number[];
  size: number;
};

/** Parses the CSV (`zip,locality,canton,municipality,bfs_number`: lib/csv.ts) into a de-duplicated, sorted index. */
export function localityIndex(csv: string): LocalityIndex {
  const seen = new Set<string>();
  const rows: Locality[] = [];
  const bfsOfZip = new Map<string, number[]>();
  const namedZips = new Set<string>();
  for (const [zip, locality, canton, municipality, bfs] of readCsv(csv, { delimiter: ',', fromLine: 2 })) {
    if (!zip || !locality || !canton) continue;
    const city = cityOf(locality.trim());
    if (bfs && Number(bfs) > 0) {
      const list = bfsOfZip.get(zip) ?? [];
      const number = Number(bfs);
      // the file's order, except that the first municipality named like its locality goes first
      const named = municipality?.trim() === city && !namedZips.has(zip);
      if (named) namedZips.add(zip);
      if (!list.includes(number)) list[named ? 'unshift' : 'push'](number);
      bfsOfZip.set(zip, list);
    }
    const id = `${zip}|${city}`;
    if (seen.has(id)) continue;
    seen.add(id);
    rows.push({ zip, city, canton, key: searchKey(city) });
  }
  rows.sort((a, b) => a.zip.localeCompare(b.zip) || a.city.localeCompare(b.city, 'de'));
  const zipsOfCity = new Map<string, string[]>();
  for (const row of rows) {
    const list = zipsOfCity.get(row.city) ?? [];
    if (!list.includes(row.zip)) list.push(row.zip);
    zipsOfCity.set(row.city, list);
  }
  return {
    size: rows.length,
    municipalitiesOf: (zip) => bfsOfZip.get(zip.trim()) ?? [],
    lookup(query, limit = 20) {
      const text = query.trim();
      if (!text) return [];
      const byZip = /^\d+$/.test(text);
      const key = searchKey(text);
      const found: ZipCodeEntry[] = [];
      for (const row of rows) {
        if (byZip ? row.zip.startsWith(text) : row.key.startsWith(key)) {
          found.push({ zip: row.zip, city: row.city, canton: row.canton, city_zip_codes: zipsOfCity.get(row.city) ?? [row.zip] });
          if (found.length >= limit) break;
        }
      }
      return found;
    },
  };
}

const cache = new Map<string, LocalityIndex>();

/** The index of the CSV file at `path`, read on first use. */
export function localitiesFrom(path: string): LocalityIndex {
  let index = cache.get(path);
  if (!index) {
    index = localityIndex(readFileSync(path, 'utf8'));
    cache.set(path, index);
  }
  return index;
}
