import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row (id 1) whose version goes up when a transaction that changed what the dashboard's first figures are made of
 * (clients, daily_aum, exchange_rates) commits: migration 0019's triggers. An answer computed at a version stays right
 * as long as the version has not moved, on every API instance: what lib/versioned-cache.ts keeps.
 */
export const dataVersions = pgTable('data_versions', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
