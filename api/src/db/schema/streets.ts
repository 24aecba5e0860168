import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Swiss streets by postal code for the street look-up of the onboarding wizard (`GET address/onrp_streets`).
 * Reference data the same for every partner, fed by `npm run import:streets -- FILE` from swisstopo's official street
 * directory (src/ops/street-directory.ts); the seed loads a small sample of real streets (api/data/streets-sample.csv).
 */
export const streets = pgTable(
  'streets',
  {
    /** the four-digit Swiss postal code */
    zip: text('zip').notNull(),
    /** the street's name as the directory writes it ("Bahnhofstrasse", "Rue du Rhône") */
    name: text('name').notNull(),
    /** the postal locality of the code ("Zürich") */
    locality: text('locality').notNull(),
    /** the name in lower case, without accents and punctuation, for a search that finds "rhone" in "Rue du Rhône" */
    searchKey: text('search_key').notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.zip, table.name] }), index('streets_zip_key_idx').on(table.zip, table.searchKey)],
);

export type StreetRow = typeof streets.$inferSelect;
