import { asc } from 'drizzle-orm';
import { restrictedNationalities } from '../../db/schema';
import { scopedRepository } from '../../lib/scoped-repository';

/** Reference data the same for every partner: no tenant condition. */
export const createCountriesRepository = scopedRepository(({ db }) => ({
  /** The restricted nationalities as operations keep them (ISO codes). */
  async restrictedNationalities(): Promise<string[]> {
    const rows = await db
      .select({ code: restrictedNationalities.code })
      .from(restrictedNationalities)
      .orderBy(asc(restrictedNationalities.code));
    return rows.map((row) => row.code);
  },
}));
