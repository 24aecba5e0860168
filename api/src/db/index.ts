import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export { schema };
export type Schema = typeof schema;

/** The Drizzle database, whichever driver (PGlite or postgres-js) sits below it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository runs its queries on: the database, or the transaction a service opened. */
export type Executor = Database | Transaction;

/**
 * The rows of a plain SQL statement, whichever driver ran it (postgres-js answers an array of rows, PGlite an object
 * with `rows`), as the database sent them: no column mapping. For a hot read whose mapping by the query builder cost
 * more than the query (the audit log's 100 entries, docs/performance.md).
 */
export async function selectRows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute<T>(query);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
