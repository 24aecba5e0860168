import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row (id 1) whose version goes up when a transaction that changed what the kept reads are made of commits: the
 * dashboard's figures, the client list and a client's page (clients, daily_aum, exchange_rates: migration 0019's
 * triggers; services, their valuations, cash flows and transactions, fees, AUM targets, 3a contributions, partner
 * users, devices, custodians, strategies and suggested services: migration 0021). An answer computed at a version stays
 * right as long as the version has not moved, on every API instance: what lib/versioned-cache.ts keeps.
 */
export const dataVersions = pgTable('data_versions', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
