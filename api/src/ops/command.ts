import { loadConfig, type Config } from '../config';
import { pgliteDirOf } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { Database } from '../db';
import type { JobQueue } from '../lib/jobs';
import { startPgBossQueue } from '../lib/jobs/pg-boss-queue';

/**
 * One operations command (`src/ops/*-cli.ts`, see docs/operations.md): `parse` reads the arguments and files first,
 * so that a usage error touches no database; then the database of the configuration (DATABASE_URL, else the embedded
 * one: stop the portal first) is opened and migrated, `work` runs on it, and it is closed. An error prints its message
 * alone and makes the exit code 1.
 */
export async function runCommand<T>(
  parse: () => T,
  work: (input: T, context: { db: Database; config: Config; jobs: () => Promise<JobQueue> }) => Promise<void>,
): Promise<void> {
  let database: DatabaseHandle | undefined;
  let queue: JobQueue | undefined;
  try {
    const config = loadConfig();
    const input = parse();
    database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config) });
    await database.migrate(config.migrationsDir);
    const opened = database;
    // the job queue, for a command that sends a job (a mail): it only sends, the API's workers work it
    const jobs = async () =>
      (queue ??= await startPgBossQueue({
        connection: opened.jobsConnection,
        works: false,
        log: { warn: (object, message) => console.warn(message, object), error: (object, message) => console.error(message, object) },
      }));
    await work(input, { db: database.db, config, jobs });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await queue?.stop();
    await database?.close();
  }
}
