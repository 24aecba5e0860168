import type { Executor } from '../db';

/**
 * A query that Drizzle builds once per database instead of on every call: building the SQL of a select over many
 * columns cost about a millisecond of CPU per request (more than running it), on the routes every page calls.
 * Values go in as `sql.placeholder(...)`. Inside a transaction the query is built as usual (`fallback`), as a prepared
 * query belongs to the database it was made on.
 */
export function preparedPerDatabase<P, R>(
  prepare: (db: Executor) => { execute(values: P): Promise<R> },
): (db: Executor, values: P) => Promise<R> {
  const byDatabase = new WeakMap<object, { execute(values: P): Promise<R> }>();
  return (db, values) => {
    // a transaction has rollback(); its queries are not kept
    if ('rollback' in db) return prepare(db).execute(values);
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = prepare(db);
      byDatabase.set(db, prepared);
    }
    return prepared.execute(values);
  };
}
