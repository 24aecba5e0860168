import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../db';
import { restrictedNationalities } from '../db/schema';
import { isCountryCode } from '@portal/shared/validation';

/** What operations do to the list of restricted nationalities (`pnpm --filter @portal/api nationalities`). */

/** Upper-cased ISO codes; an unknown one is refused with its name, before anything is written. */
export function parseCodes(values: string[]): string[] {
  const codes = values.map((value) => value.trim().toUpperCase()).filter(Boolean);
  const unknown = codes.filter((code) => !isCountryCode(code));
  if (unknown.length > 0) throw new Error(`not an ISO 3166-1 alpha-2 code: ${unknown.join(', ')}`);
  if (codes.length === 0) throw new Error('name at least one country code, e.g. US');
  return [...new Set(codes)];
}

export async function listRestricted(db: Executor) {
  return db.select().from(restrictedNationalities).orderBy(asc(restrictedNationalities.code));
}

/** Adds the codes (an existing one keeps its row, a new reason replaces the old one); returns the codes added. */
export async function addRestricted(db: Executor, codes: string[], reason?: string): Promise<string[]> {
  const rows = await db
    .insert(restrictedNationalities)
    .values(codes.map((code) => ({ code, reason: reason ?? null })))
    .onConflictDoUpdate({
      target: restrictedNationalities.code,
      set: reason === undefined ? { code: restrictedNationalities.code } : { reason },
    })
    .returning({ code: restrictedNationalities.code });
  return rows.map((row) => row.code);
}

/** Removes the codes; returns those that were on the list. */
export async function removeRestricted(db: Executor, codes: string[]): Promise<string[]> {
  const rows = await db
    .delete(restrictedNationalities)
    .where(inArray(restrictedNationalities.code, codes))
    .returning({ code: restrictedNationalities.code });
  return rows.map((row) => row.code);
}
