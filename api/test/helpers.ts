import { and, asc, eq, isNull } from 'drizzle-orm';
import * as schema from '../src/db/schema';
import type { PartnerUserRow } from '../src/db/schema';
import type { RequestScope } from '../src/plugins/scope';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import postgres from 'postgres';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';

export const PASSWORD = 'Partner-2026';

/**
 * The prepared demo database of this jest run (test/global-setup.mjs names its folder and, on PostgreSQL, its
 * template database): migrating and seeding took most of a test file's time, so it is done once per run and worker
 * and each file starts from a copy. A test whose configuration changes what `prepareDatabase` does (no demo data,
 * another upload store, a demo downtime) prepares its own.
 */
const prepared = process.env.PORTAL_TEST_PREPARED;

function startsFromPrepared(config: Config): boolean {
  const plain = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: '1' });
  return (
    Boolean(prepared) &&
    config.seedDemo &&
    !config.s3 &&
    config.dataDir === plain.dataDir &&
    config.migrationsDir === plain.migrationsDir &&
    config.demoDowntime === plain.demoDowntime
  );
}

/** In-memory PGlite from the run's dump; the first file of a worker that finds none prepares it and leaves its dump. */
async function preparedPglite(config: Config): Promise<DatabaseHandle> {
  const dump = join(prepared!, 'pglite.tar');
  if (existsSync(dump)) return openDatabase({ loadDataDir: new Blob([readFileSync(dump)]) });
  const handle = await openDatabase({});
  await prepareDatabase(handle, config);
  const { pglite } = handle.jobsConnection as { pglite: PGlite };
  const written = `${dump}.${process.pid}`;
  writeFileSync(written, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  renameSync(written, dump);
  return handle;
}

/** `CREATE DATABASE … TEMPLATE` of the run's prepared database, made by whichever worker comes first (one at a time). */
async function createFromTemplate(admin: postgres.Sql, name: string, serverUrl: string, config: Config) {
  const template = process.env.PORTAL_TEST_TEMPLATE!;
  await admin`SELECT pg_advisory_lock(7301)`;
  try {
    const [exists] = await admin`SELECT 1 FROM pg_database WHERE datname = ${template}`;
    if (!exists) {
      await admin.unsafe(`CREATE DATABASE ${template}`);
      const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, template) });
      try {
        await prepareDatabase(handle, config);
      } finally {
        await handle.close();
      }
    }
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin`SELECT pg_advisory_unlock(7301)`;
  }
}

function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh prepared database: in-memory PGlite, or with TEST_DATABASE_URL a new PostgreSQL database dropped afterwards. */
async function freshDatabase(config: Config): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const fromPrepared = startsFromPrepared(config);
  if (!serverUrl) {
    const handle = fromPrepared ? await preparedPglite(config) : await openDatabase({});
    if (!fromPrepared) await prepareDatabase(handle, config);
    return { handle, drop: () => handle.close() };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  if (fromPrepared) await createFromTemplate(admin, name, serverUrl, config);
  else await admin.unsafe(`CREATE DATABASE ${name}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  if (!fromPrepared) await prepareDatabase(handle, config);
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export type TestContext = { app: FastifyInstance; database: DatabaseHandle; config: Config; close: () => Promise<void> };

/** The app on a fresh migrated and seeded database (once per test file). */
export async function build(
  overrides: Partial<Config> = {},
  /** registers extra routes before the app is ready (tests of decorators) */
  extend?: (app: FastifyInstance) => void,
  /** a clock the test moves (the sign-in throttle) */
  clock?: () => number,
  /** a logger the test reads, a span exporter (tracing), the job queue's clock (pg-boss's TestClock: retry pauses pass
   * only when the test moves it) */
  appOptions: Pick<BuildAppOptions, 'logger' | 'spanExporter' | 'jobsClock'> = {},
): Promise<TestContext> {
  const config: Config = {
    // every test file works on the demo data (SEED_DEMO=1)
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: '1' }),
    jwtSecret: randomBytes(32).toString('hex'),
    // the mail worker runs on demand (app.mailer.runQueue, see latestMail), never on a timer
    mailWorkerIntervalMs: 0,
    // the statement reader too (app.statementWorker.runQueue)
    statementWorkerIntervalMs: 0,
    // and the workers of the scheduled jobs (invoices, weight adjustments): app.jobs.runDue
    scheduledJobsIntervalMs: 0,
    // tests change users in the database directly: no cached access state unless a test asks for it
    authCacheSeconds: 0,
    ...overrides,
  };
  const { handle, drop } = await freshDatabase(config);
  const app = await buildApp({ config, database: handle, logger: false, clock, ...appOptions });
  extend?.(app);
  await app.ready();
  return {
    app,
    database: handle,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

export async function login(app: FastifyInstance, email = 'demo@partner.example', password = PASSWORD) {
  const response = await app.inject({ method: 'POST', url: '/api/v1/admin_partner/authorization/login', payload: { email, password } });
  return response;
}

/** Signs in without 2FA and returns the tokens. */
export async function signIn(app: FastifyInstance, email = 'demo@partner.example') {
  const response = await login(app, email);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { tokens: { access_token: string; refresh_token: string } };
  return body.tokens;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest mail to `to` in the development outbox, after the mail worker has sent what was queued. */
export async function latestMail(app: FastifyInstance, to: string) {
  await app.mailer.runQueue();
  const response = await app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}` });
  const body = response.json() as { messages: { subject: string; text: string }[] };
  return body.messages[0];
}

export function codeFrom(text: string | undefined): string {
  const match = /\b(\d{6})\b/.exec(text ?? '');
  if (!match) throw new Error(`no code in: ${text}`);
  return match[1]!;
}

export type Part = { name: string; value: string } | { name: string; fileName: string; data: Buffer; type?: string };

/** A multipart/form-data body of text fields and files, as a browser sends it. */
export function multipart(parts: Part[]) {
  const boundary = '----test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The text pdfkit drew (hex strings of its TJ operators in the deflated content streams), one line per operator. */
export function pdfTextOf(pdf: Buffer): string {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push([...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}

/** A company-wide scope of one partner user, as a repository test calls a repository without a request. */
export const companyScopeOf = (user: PartnerUserRow): RequestScope => ({
  companyId: user.partnerCompanyId,
  userId: user.id,
  clients: 'company',
  canSeeCompany: true,
  modules: [],
  fidlegCertified: true,
  locale: 'de',
});

/** The id of an adviser's first client (by id) that is not deleted: the client a test of one client's routes uses. */
export async function firstClientOf(database: DatabaseHandle, email = 'demo@partner.example'): Promise<number> {
  const [user] = await database.db.select().from(schema.partnerUsers).where(eq(schema.partnerUsers.email, email));
  const [client] = await database.db
    .select({ id: schema.clients.id })
    .from(schema.clients)
    .where(and(eq(schema.clients.partnerUserId, user!.id), isNull(schema.clients.deletedAt)))
    .orderBy(asc(schema.clients.id))
    .limit(1);
  return client!.id;
}
