import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { schema, type Database } from './index';

/** The extensions the migrations create (pg_trgm: the client list's search index); PGlite loads them itself. */
const extensions = { pg_trgm };

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** What the job queue (lib/jobs) connects to: a pool of its own on the same server, or the one PGlite connection. */
  jobsConnection: { connectionString: string } | { pglite: PGlite };
  /** Applies the drizzle-kit migrations of `migrationsDir`. */
  migrate(migrationsDir: string): Promise<void>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** PostgreSQL when set. */
  databaseUrl?: string;
  /** PGlite's folder; `undefined` with no databaseUrl gives an in-memory database (tests). */
  pgliteDir?: string;
  /** An in-memory PGlite starts from this dump of another one (`dumpDataDir`): the test suite prepares the demo
   * database once per run and starts each test file from its copy. */
  loadDataDir?: Blob;
};

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite serves one process: a second API on the same folder would corrupt it. The lock file holds the owner's pid;
 * a lock left by a process that no longer runs is taken over.
 */
function acquireLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processIsAlive(owner)) {
        throw new Error(
          `The embedded database in ${lockFile.replace(/\.lock$/, '')} is in use by process ${owner}. ` +
            'Stop that process, or set DATA_DIR to another folder or DATABASE_URL to a PostgreSQL server.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}

/** `postgres://user:secret@host/db` without the password, for messages. */
function redact(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unreadable DATABASE_URL)';
  }
}

/**
 * One line that says why DATABASE_URL does not work: nobody listens, no such host, no such database, the sign-in
 * was refused, or PostgreSQL's own message. Undefined for an error that is not about connecting.
 */
export function describeConnectionError(error: unknown, databaseUrl: string): string | undefined {
  const err = error as { code?: string; message?: string; errors?: { code?: string }[] } | undefined;
  const url = (() => {
    try {
      return new URL(databaseUrl);
    } catch {
      return undefined;
    }
  })();
  const where = url ? `${url.hostname}:${url.port || '5432'}` : 'the server';
  const database = url?.pathname.replace(/^\//, '') || url?.username || 'postgres';
  const user = url ? decodeURIComponent(url.username) || 'the current user' : 'the user';
  const codes = [err?.code, ...(err?.errors ?? []).map((e) => e.code)];
  const prefix = `DATABASE_URL ${redact(databaseUrl)}:`;
  if (codes.includes('ECONNREFUSED')) return `${prefix} connection refused: no PostgreSQL server listens on ${where}.`;
  if (codes.includes('ENOTFOUND') || codes.includes('EAI_AGAIN')) return `${prefix} the host ${url?.hostname ?? ''} is unknown.`;
  if (codes.includes('CONNECT_TIMEOUT') || codes.includes('ETIMEDOUT')) return `${prefix} ${where} did not answer in time.`;
  if (err?.code === '3D000') return `${prefix} the database "${database}" does not exist on ${where}; create it (createdb ${database}).`;
  if (err?.code === '28P01') return `${prefix} authentication failed for user "${user}": wrong password.`;
  if (err?.code === '28000') return `${prefix} authentication failed for user "${user}": ${err.message ?? 'refused'}.`;
  if (codes.includes('ECONNRESET') || codes.includes('EPIPE')) return `${prefix} ${where} closed the connection (is it PostgreSQL?).`;
  return undefined;
}

/**
 * Drizzle sends each query outside `.prepare()` as an unnamed statement, which PostgreSQL parses and plans again on
 * every run: for the client's audit log 2.1 of its 2.7 ms in the database (docs/performance.md). Asked to prepare,
 * postgres.js names each distinct statement once per connection and runs it again by name; one that a migration made
 * stale (PostgreSQL's RevalidateCachedQuery) it prepares again and retries. Queries inside a transaction go through
 * the transaction's own handle and stay unnamed.
 */
function preparedByDefault(client: postgres.Sql): void {
  const unsafe = client.unsafe.bind(client);
  client.unsafe = ((query: string, parameters?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) =>
    unsafe(query, parameters, { ...options, prepare: true })) as typeof client.unsafe;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const databaseUrl = options.databaseUrl;
    const client = postgres(databaseUrl, { max: 10, onnotice: () => undefined, connect_timeout: 10 });
    // connect once now, so that a wrong URL is told as such instead of as the first migration's failed query
    try {
      await client`SELECT 1`;
    } catch (error) {
      await client.end({ timeout: 0 }).catch(() => undefined);
      const described = describeConnectionError(error, databaseUrl);
      throw described ? new Error(described, { cause: error }) : error;
    }
    preparedByDefault(client);
    const db = drizzlePostgres({ client, schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      jobsConnection: { connectionString: databaseUrl },
      // Several instances may start at once (two replicas in docker-compose.yml): an advisory lock, held on a
      // connection of its own, lets one migrate while the others wait and then find nothing left to do.
      migrate: async (migrationsFolder) => {
        const lock = await client.reserve();
        try {
          await lock`SELECT pg_advisory_lock(7201)`;
          await migratePostgres(db, { migrationsFolder });
        } finally {
          await lock`SELECT pg_advisory_unlock(7201)`.catch(() => undefined);
          lock.release();
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  let release = () => undefined as void;
  let client: PGlite;
  if (options.pgliteDir) {
    mkdirSync(options.pgliteDir, { recursive: true });
    release = acquireLock(join(options.pgliteDir, '..', 'pglite.lock'));
    try {
      client = await PGlite.create(options.pgliteDir, { extensions });
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create({ extensions, loadDataDir: options.loadDataDir });
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    jobsConnection: { pglite: client },
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
