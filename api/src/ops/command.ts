import { loadConfig, type Config } from '../config';
import { pgliteDirOf } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { Database } from '../db';

/**
 * One operations command (`src/ops/*-cli.ts`, see docs/operations.md): `parse` reads the arguments and files first,
 * so that a usage error touches no database; then the database of the configuration (DATABASE_URL, else the embedded
 * one: stop the portal first) is opened and migrated, `work` runs on it, and it is closed. An error prints its message
 * alone and makes the exit code 1.
 */
export async function runCommand<T>(
  parse: () => T,
  work: (input: T, context: { db: Database; config: Config }) => Promise<void>,
): Promise<void> {
  let database: DatabaseHandle | undefined;
  try {
    const config = loadConfig();
    const input = parse();
    database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config) });
    await database.migrate(config.migrationsDir);
    await work(input, { db: database.db, config });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
