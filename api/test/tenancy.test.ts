import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import * as s from '../src/db/schema';
import { bearer, build, type TestContext } from './helpers';

// Tenant isolation as a test that grows with the API: every operation of the OpenAPI document is called as the
// adviser of the second company, with ids of the first company filled in wherever an id can go, and no 2xx answer may
// carry data of the first company. Beside it, a check that modules reach their data only through scoped repositories.

let ctx: TestContext;
const db = () => ctx.database.db;

/** What only company 1 has: the strings and ids whose appearance in an answer to company 2 is a leak. */
type Markers = {
  texts: string[];
  clientIds: Set<number>;
  userIds: Set<number>;
  /** company 1's AUM (CHF) on the last valuation day, as the API would round it */
  totalAum: number;
  sample: { clientId: number; userId: number; email: string; serviceId: number };
};
let markers: Markers;
let otherUserId: number;
let spool: string;

async function setUp() {
  // the development outbox is no part of the API a partner sees (it exists only on a developer's machine); mail goes
  // to a spool directory as in production
  spool = mkdtempSync(join(tmpdir(), 'portal-tenancy-'));
  ctx = await build({ devOutbox: false, mailSpoolDir: spool });
  const [first] = await db().select().from(s.partnerCompanies).where(eq(s.partnerCompanies.name, 'Alpen Finanz AG'));
  const [other] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'other@second-partner.example'));
  otherUserId = other!.id;
  const companyOf = async (companyId: number) => ({
    users: await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.partnerCompanyId, companyId)),
    clients: await db().select().from(s.clients).where(eq(s.clients.partnerCompanyId, companyId)),
  });
  const one = await companyOf(first!.id);
  const two = await companyOf(other!.partnerCompanyId);
  const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;
  // a name that company 2 also has is no evidence of a leak
  const ofTwo = new Set([...two.users.map(fullName), ...two.clients.map(fullName)]);
  const texts = [
    first!.name,
    ...one.users.map((user) => user.email),
    ...one.users.map(fullName),
    ...one.clients.flatMap((client) => (client.email ? [client.email] : [])),
    ...one.clients.map(fullName),
  ].filter((text) => !ofTwo.has(text));

  const [latest] = await db()
    .select({ date: max(s.dailyAum.date) })
    .from(s.dailyAum)
    .where(eq(s.dailyAum.partnerCompanyId, first!.id));
  const [aum] = await db()
    .select({ sum: sql<string>`SUM(${s.dailyAum.aum})` })
    .from(s.dailyAum)
    .where(and(eq(s.dailyAum.partnerCompanyId, first!.id), eq(s.dailyAum.date, latest!.date!)));
  const demo = one.users.find((user) => user.email === 'demo@partner.example')!;
  // a client of demo@ with a service (the first by id: the rows above come in no particular order)
  const [withService] = await db()
    .select({ service: s.services, client: s.clients })
    .from(s.services)
    .innerJoin(s.clients, eq(s.clients.id, s.services.clientId))
    .where(eq(s.clients.partnerUserId, demo.id))
    .orderBy(asc(s.services.id))
    .limit(1);
  const { service, client: demoClient } = withService!;
  markers = {
    texts,
    clientIds: new Set(one.clients.map((client) => client.id)),
    userIds: new Set(one.users.map((user) => user.id)),
    totalAum: Math.round(Number(aum!.sum) * 100) / 100,
    sample: { clientId: demoClient.id, userId: demo.id, email: demo.email, serviceId: service.id },
  };
}

async function tearDown() {
  await ctx?.close();
  rmSync(spool, { recursive: true, force: true });
}

// ---- filling requests ---------------------------------------------------------------------------------------------

/**
 * How to fill a path parameter, by its name, with what belongs to company 1. A route with a parameter name that is
 * not here fails the walk until its filler is added: say what of company 1 it could reach.
 */
const pathFillers: Record<string, () => string | number> = {
  id: () => markers.sample.clientId,
  clientId: () => markers.sample.clientId,
  client_id: () => markers.sample.clientId,
  serviceId: () => markers.sample.serviceId,
  service_id: () => markers.sample.serviceId,
  userId: () => markers.sample.userId,
  user_id: () => markers.sample.userId,
  // a client's bank account is one of its services (the payment slip of that service's custodian)
  accountId: () => markers.sample.serviceId,
  // a report of company 1: made for its sample client's service when the walk asks for one; an id it has is enough
  reportId: () => markers.sample.clientId,
  // a reset link is a secret, not an id: company 2 can only guess one
  token: () => 'x'.repeat(43),
  // so is a referral code (the capability of the public registration page): company 2 can only guess one
  code: () => 'abcdefghjk',
};

/** A query or body field that names a record: filled with company 1's, whether or not it is required. */
function idFor(name: string): string | number | undefined {
  if (/(^|_)user_id$|^userId$/i.test(name)) return markers.sample.userId;
  if (/(^|_)service_id$|^serviceId$/i.test(name)) return markers.sample.serviceId;
  if (/(^|_)ids?$|Ids?$/.test(name)) return markers.sample.clientId;
  if (/^(email|to)$/.test(name)) return markers.sample.email;
  return undefined;
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  default?: unknown;
};

/** A value the schema accepts, with company 1's ids wherever a field names a record. */
function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return null;
  const id = idFor(name);
  if (id !== undefined) return schema.type === 'array' ? [id] : id;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, key)]));
    case 'array':
      return [sample(schema.items, name)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'date') return '2026-12-31';
      if (schema.format === 'date-time') return '2026-12-31T00:00:00.000Z';
      if (schema.format === 'email') return markers.sample.email;
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}

type Operation = {
  parameters?: { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

function operations(): { method: (typeof methods)[number]; path: string; operation: Operation }[] {
  const document = ctx.app.swagger() as unknown as { paths: Record<string, Partial<Record<string, Operation>>> };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => (item[method] ? [{ method, path, operation: item[method] }] : [])),
  );
}

/** Every request the walk makes for one operation: without and with the optional query parameters filled. */
function requestsFor(path: string, operation: Operation) {
  const parameters = operation.parameters ?? [];
  let url = path;
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    // a path parameter with a fixed set of values (an action, a kind) takes the first: it names no record
    const fill = pathFillers[parameter.name] ?? (parameter.schema?.enum ? () => String(parameter.schema!.enum![0]) : undefined);
    if (!fill) throw new Error(`${path}: add a filler for the path parameter "${parameter.name}" to pathFillers`);
    url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(fill())));
  }
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    const id = idFor(parameter.name);
    const value = id ?? (parameter.required ? sample(parameter.schema, parameter.name) : undefined);
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(parameter.name, String(item));
  }
  const json = operation.requestBody?.content?.['application/json']?.schema;
  const body = json ? sample(json) : undefined;
  return { url: query.size > 0 ? `${url}?${query.toString()}` : url, body };
}

// ---- what a leak looks like -------------------------------------------------------------------------------------

/** What of company 1 an answer carries (empty: nothing). */
function leaksIn(body: string): string[] {
  const found = markers.texts.filter((text) => body.includes(text)).map((text) => `"${text}"`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return found;
  }
  const visit = (value: unknown, key: string) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, key));
    if (value && typeof value === 'object') {
      return Object.entries(value).forEach(([childKey, child]) => visit(child, childKey));
    }
    if (typeof value !== 'number') return;
    if (/client_id$|clientId$/.test(key) && markers.clientIds.has(value)) found.push(`${key}: ${value} (a client of company 1)`);
    if (/user_id$|userId$/.test(key) && markers.userIds.has(value)) found.push(`${key}: ${value} (an adviser of company 1)`);
    if (value === markers.totalAum && value > 0) found.push(`${key}: ${value} (the AUM of company 1)`);
  };
  visit(parsed, '');
  return found;
}

/** A fresh access token of a user, so that an operation that ends a session (logout) does not end the walk. */
const tokenOf = (userId: number) => ctx.app.accessTokens.sign({ userId, familyId: randomUUID() });

async function walk(userId: number) {
  const results: { operation: string; status: number; leaks: string[] }[] = [];
  for (const { method, path, operation } of operations()) {
    const { url, body } = requestsFor(path, operation);
    const response = await ctx.app.inject({
      method: method.toUpperCase() as 'GET',
      url,
      headers: bearer(await tokenOf(userId)),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    results.push({ operation: `${method.toUpperCase()} ${url}`, status: response.statusCode, leaks: ok ? leaksIn(response.body) : [] });
  }
  return results;
}

describe('tenant isolation', () => {
  // migrating and seeding a fresh PGlite takes minutes on a loaded machine (two cores for many suites): the suite's limit
  // (api/jest.config.js) applies
  beforeAll(setUp);
  afterAll(tearDown);

  it('answers the other company no operation of the API with data of the first', async () => {
    const results = await walk(otherUserId);
    const leaks = results.filter((result) => result.leaks.length > 0);
    expect(leaks).toEqual([]);
    // the walk really reached the API: most operations answer company 2 (with its own data)
    const answered = results.filter((result) => result.status >= 200 && result.status < 300);
    expect(answered.length).toBeGreaterThanOrEqual(15);
  });

  it('recognises the first company in its own answers (the detector sees a leak when there is one)', async () => {
    const results = await walk(markers.sample.userId);
    const seen = results.filter((result) => result.leaks.length > 0).map((result) => result.operation);
    expect(seen).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/statistics/total_clients'),
        expect.stringContaining('/statistics/next_steps'),
        expect.stringContaining('/profile'),
      ]),
    );
  });

  it('fails loudly on a path parameter it cannot fill', () => {
    expect(() => requestsFor('/api/v1/x/{portfolioId}', { parameters: [{ name: 'portfolioId', in: 'path', required: true }] })).toThrow(
      /portfolioId/,
    );
  });
});

// ---- modules read through scoped repositories -------------------------------------------------------------------

const modulesDir = join(__dirname, '../src/modules');
/**
 * auth establishes who the caller is (before there is a scope); dev is the development outbox; health answers the
 * load balancer (is the database there) and reads no one's data
 */
const unscopedModules = new Set(['auth', 'dev', 'health']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('scoped repositories', () => {
  const moduleFiles = readdirSync(modulesDir)
    .filter((name) => statSync(join(modulesDir, name)).isDirectory() && !unscopedModules.has(name))
    .flatMap((name) => filesUnder(join(modulesDir, name)));

  // dev-routes.ts: development-only operations (no route in production) that act for the whole database, as a cron would
  it.each(
    moduleFiles
      .filter((file) => /(routes|service)\.ts$/.test(file) && !file.endsWith('dev-routes.ts'))
      .map((file) => [relative(modulesDir, file), file]),
  )('%s reads no table and passes no company or user id', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    // a type from the schema reads no table; a value import (a table) would
    expect(source).not.toMatch(/^import (?!type )[^;]*from '(\.\.\/)+db\/schema/m);
    expect(source).not.toMatch(/request\.user\.(id|companyId)\b/);
    // app.db only for the audit log, which records who did what
    expect(source.replaceAll(/audit\(app\.db,/g, '')).not.toMatch(/app\.db\b/);
  });

  // the background workers (the reports, the invoices, the statement reader) act for a company without a request: a
  // scope they need comes from systemScope (plugins/scope.ts), never built by hand
  it.each(moduleFiles.map((file) => [relative(modulesDir, file), file]))('%s builds no scope by hand', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    expect(source).not.toMatch(/\bcanSeeCompany:/);
    if (/(report-worker|statement-reader|invoices\/issue)\.ts$/.test(file)) expect(source).toMatch(/systemScope\(/);
  });

  it.each(moduleFiles.filter((file) => file.endsWith('repository.ts')).map((file) => [relative(modulesDir, file), file]))(
    '%s exports only scoped repository factories',
    (_name, file) => {
      const source = readFileSync(file, 'utf8');
      expect(source).toMatch(/= scopedRepository\(/);
      expect(source).not.toMatch(/export (async )?function/);
    },
  );
});
