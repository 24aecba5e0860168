import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import * as s from '../src/db/schema';
import { repositoryFactories } from '../src/modules/repositories';
import { bearer, build, companyScopeOf, json, signIn, type TestContext } from './helpers';

// The reads of the dashboard, the client list and a client's page are kept between requests by the version rule of
// lib/versioned-reads.ts (issue 32, docs/performance.md): served again while nothing changed, changed at once by a
// write to any table they are made of, and audited on every request.

let ctx: TestContext;
let token: string;
let demoId: number;
let companyId: number;
// the app's clock, which the blog's test moves past a scheduled post: it starts at the suite's fixed today (Date is
// faked from 2026-11-25T10:00:00Z by build-kit/jest/clock.cjs), so the hour it moves never crosses a day
let clockMs = Date.parse('2026-11-25T10:00:00Z');
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await build({}, undefined, () => clockMs);
  token = (await signIn(ctx.app)).access_token;
  const [user] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'demo@partner.example'));
  demoId = user!.id;
  companyId = user!.partnerCompanyId;
});
afterAll(async () => ctx?.close());

const get = (path: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/admin_partner/${path}`, headers: bearer(token) });
const version = async () => (await db().select().from(s.dataVersions))[0]!.version;
const auditedReads = async (clientId: number, what: string) => {
  const [row] = await db()
    .select({ n: count() })
    .from(s.auditLog)
    .where(and(eq(s.auditLog.entity, 'client'), eq(s.auditLog.entityId, String(clientId)), sql`${s.auditLog.details}->>'what' = ${what}`));
  return row!.n;
};

describe('the kept reads', () => {
  it("show a client's changed details, a new device and a new client at once, and audit every read", async () => {
    const [client] = await db()
      .select()
      .from(s.clients)
      .where(and(eq(s.clients.partnerCompanyId, companyId), eq(s.clients.partnerUserId, demoId)))
      .orderBy(s.clients.id)
      .limit(1);
    const detail = async () => json<{ client: { phone: string | null } }>(await get(`clients/${client!.id}`)).client;
    const audited = await auditedReads(client!.id, 'personal_data');
    const first = await detail();
    const kept = await version();
    expect(await detail()).toEqual(first);
    expect(await version()).toBe(kept);
    // kept or not, each read is in the audit log
    expect(await auditedReads(client!.id, 'personal_data')).toBe(audited + 2);

    await db().update(s.clients).set({ phone: '+41 44 000 00 32' }).where(eq(s.clients.id, client!.id));
    expect(await version()).toBeGreaterThan(kept);
    expect((await detail()).phone).toBe('+41 44 000 00 32');

    type Devices = { devices: { model: string }[] };
    const devices = json<Devices>(await get(`client_overview/${client!.id}/devices`)).devices.length;
    await db().insert(s.clientDevices).values({ clientId: client!.id, model: 'Kept Phone 32', os: 'ios', appVersion: '1.0.0' });
    const after = json<Devices>(await get(`client_overview/${client!.id}/devices`)).devices;
    expect(after).toHaveLength(devices + 1);
    expect(after.map((device) => device.model)).toContain('Kept Phone 32');

    const total = async () => Number((await get('clients?page=1&per_page=10')).headers['x-total']);
    const before = await total();
    expect(await total()).toBe(before);
    await db().insert(s.clients).values({ partnerCompanyId: companyId, partnerUserId: demoId, firstName: 'Neu', lastName: 'Gehalten' });
    expect(await total()).toBe(before + 1);
  });

  it("show the adviser's new AUM targets and a changed valuation on the dashboard at once", async () => {
    type Targets = { targets: { amount: number }[] };
    const targets = async () => json<Targets>(await get('statistics/achieved_aum_targets')).targets;
    expect((await targets()).map((target) => target.amount)).not.toContain(98_765_432);
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin_partner/statistics/set_aum_targets',
      headers: bearer(token),
      payload: { targets: [{ amount: 98_765_432, target_date: '2030-12-31' }] },
    });
    expect(set.statusCode).toBe(200);
    expect((await targets()).map((target) => target.amount)).toContain(98_765_432);

    type Amounts = { amount: number };
    const amount = async () => json<Amounts>(await get('wealth_management_services/amounts')).amount;
    const first = await amount();
    await db().execute(sql`UPDATE service_valuations SET value = value + 1000 WHERE service_id IN (
      SELECT s.id FROM services s JOIN clients c ON c.id = s.client_id
      WHERE c.partner_company_id = ${companyId} AND s.kind = 'wealth_management')
      AND date = (SELECT max(date) FROM service_valuations)`);
    expect(await amount()).toBeGreaterThan(first);
  });

  it('write one audit entry per read, served kept (with the version, in one statement) or computed again', async () => {
    const [service] = await db()
      .select({ id: s.services.id, clientId: s.services.clientId })
      .from(s.services)
      .innerJoin(s.clients, eq(s.clients.id, s.services.clientId))
      .where(and(eq(s.clients.partnerCompanyId, companyId), eq(s.clients.partnerUserId, demoId)))
      .orderBy(s.services.id)
      .limit(1);
    const path = `client_overview/${service!.clientId}/transactions/${service!.id}?group_by=month`;
    const audited = await auditedReads(service!.clientId, 'transactions');
    const first = await get(path);
    const kept = await get(path);
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(kept.body).toBe(first.body);
    expect(await auditedReads(service!.clientId, 'transactions')).toBe(audited + 2);
    // the kept answer's entry carries what the answer showed
    const [entry] = await db()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'client'), eq(s.auditLog.entityId, String(service!.clientId))))
      .orderBy(desc(s.auditLog.id))
      .limit(1);
    const month = (first.json() as { month: string | null }).month;
    expect(entry).toMatchObject({
      partnerUserId: demoId,
      action: 'read',
      details: { what: 'transactions', service_id: service!.id, month },
    });

    // a write in between: the read is computed again and still audited once
    await db().update(s.services).set({ name: 'Kept Mandate 32' }).where(eq(s.services.id, service!.id));
    expect((await get(path)).statusCode).toBe(200);
    expect(await auditedReads(service!.clientId, 'transactions')).toBe(audited + 3);
  });

  it('send a large answer compressed as the caller accepts it, from a copy that a write replaces at once', async () => {
    const path = 'statistics/aum_growth?range=1y';
    const read = (acceptEncoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/admin_partner/${path}`,
        headers: { ...bearer(token), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await read('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await read('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect((await read('identity')).headers['content-encoding']).toBeUndefined();
    // a small answer is sent as it is
    expect((await get('statistics/client_states')).rawPayload.length).toBeLessThan(1024);
    const small = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin_partner/statistics/client_states',
      headers: { ...bearer(token), 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();

    // the adviser's name in the company's split by adviser
    const [adviser] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.id, demoId));
    await db().update(s.partnerUsers).set({ lastName: 'Komprimiert' }).where(eq(s.partnerUsers.id, demoId));
    const changed = await read('br');
    await db().update(s.partnerUsers).set({ lastName: adviser!.lastName }).where(eq(s.partnerUsers.id, demoId));
    expect(changed.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(changed.rawPayload).toString();
    expect(body).toContain(`${adviser!.firstName} Komprimiert`);
    expect(plain.body).not.toContain('Komprimiert');
  });
});

describe("a client's audit log", () => {
  it('lists the newest entries first, is empty for a client nobody read yet and answers 404 outside the scope', async () => {
    const [client] = await db()
      .insert(s.clients)
      .values({ partnerCompanyId: companyId, partnerUserId: demoId, firstName: 'Noch', lastName: 'Ungelesen' })
      .returning();
    type Log = { entries: { action: string; what: string | null; partner_user: string | null }[] };
    const empty = await get(`clients/${client!.id}/audit_log`);
    expect(empty.statusCode).toBe(200);
    expect(json<Log>(empty).entries).toEqual([]);

    expect((await get(`clients/${client!.id}`)).statusCode).toBe(200);
    expect((await get(`client_overview/${client!.id}/devices`)).statusCode).toBe(200);
    const entries = json<Log>(await get(`clients/${client!.id}/audit_log`)).entries;
    expect(entries.map((entry) => entry.what)).toEqual(['devices', 'personal_data']);
    expect(entries[0]).toMatchObject({ action: 'read', partner_user: 'Martina Keller' });

    const [other] = await db()
      .select()
      .from(s.partnerCompanies)
      .where(sql`${s.partnerCompanies.id} <> ${companyId}`)
      .limit(1);
    const [foreign] = await db()
      .insert(s.clients)
      .values({ partnerCompanyId: other!.id, firstName: 'Fremd', lastName: 'Firma' })
      .returning();
    await db()
      .insert(s.auditLog)
      .values({ action: 'read', entity: 'client', entityId: String(foreign!.id), details: { what: 'devices' } });
    const refused = await get(`clients/${foreign!.id}/audit_log`);
    expect(refused.statusCode).toBe(404);
    expect(Object.keys(refused.json() as object)).toEqual(['message']);
  });

  it('is kept on PGlite until a new entry is written, and read every time on PostgreSQL', async () => {
    const [client] = await db()
      .insert(s.clients)
      .values({ partnerCompanyId: companyId, partnerUserId: demoId, firstName: 'Oft', lastName: 'Gelesen' })
      .returning();
    type Log = { entries: { what: string | null }[] };
    const whats = async () => json<Log>(await get(`clients/${client!.id}/audit_log`)).entries.map((entry) => entry.what);
    expect((await get(`clients/${client!.id}`)).statusCode).toBe(200);
    expect(await whats()).toEqual(['personal_data']);

    // the application never changes an entry; the test does, to tell a kept answer from a new one: nothing that moves
    // the data version or the client's newest entry id was written
    await db()
      .update(s.auditLog)
      .set({ details: { what: 'changed_by_the_test' } })
      .where(and(eq(s.auditLog.entity, 'client'), eq(s.auditLog.entityId, String(client!.id))));
    const kept = ctx.database.kind === 'pglite';
    expect(await whats()).toEqual([kept ? 'personal_data' : 'changed_by_the_test']);

    // a new entry (the client's devices read) shows at once, in either database
    expect((await get(`client_overview/${client!.id}/devices`)).statusCode).toBe(200);
    expect(await whats()).toEqual(['devices', 'changed_by_the_test']);
  });

  it("is marked by the newest entry's id only where entries commit in the order of their ids", async () => {
    const [demo] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'demo@partner.example'));
    const scope = companyScopeOf(demo!);
    const [newest] = await db()
      .select({ id: max(s.auditLog.id) })
      .from(s.auditLog);
    // the app's repositories know their database: PGlite commits each entry as it is inserted, PostgreSQL does not
    const marker = await ctx.app.repos.clients(scope).auditLogMarker();
    expect(marker).toBe(ctx.database.kind === 'pglite' ? (newest?.id ?? 0) : null);
    // a repository made without knowing its database assumes no such order
    expect(await repositoryFactories.clients(db(), scope).auditLogMarker()).toBeNull();
    expect(await repositoryFactories.clients(db(), scope, { commitsInIdOrder: true }).auditLogMarker()).toBe(newest?.id ?? 0);
  });

  it('keep the blog until a post changes or a scheduled one is published', async () => {
    type Blog = { posts: { id: number; title: string }[] };
    const blog = async () => json<Blog>(await get('blog_posts?locale=en')).posts;
    const first = await blog();
    const kept = await version();
    expect(await blog()).toEqual(first);
    expect(await version()).toBe(kept);

    // a post scheduled for an hour from now moves the version but is not shown yet
    const [category] = await db().select().from(s.blogCategories).limit(1);
    const text = (en: string) => ({ de: en, en, fr: en, it: en });
    const [scheduled] = await db()
      .insert(s.blogPosts)
      .values({
        categoryId: category!.id,
        title: text('Scheduled 32'),
        excerpt: text('Soon'),
        body: text('Soon'),
        publishedAt: new Date(clockMs + 3_600_000),
      })
      .returning();
    const before = await blog();
    expect(before.map((post) => post.id)).toEqual(first.map((post) => post.id));
    const unchanged = await version();
    expect(unchanged).toBeGreaterThan(kept);
    expect(await blog()).toEqual(before);

    // an hour later, with no change to the data, it is the newest post
    clockMs += 3_600_000;
    const after = await blog();
    expect(after[0]).toMatchObject({ id: scheduled!.id, title: 'Scheduled 32' });
    expect(after).toHaveLength(first.length + 1);
    expect(await version()).toBe(unchanged);

    // a title corrected in the database shows at once
    await db()
      .update(s.blogPosts)
      .set({ title: text('Published 32') })
      .where(eq(s.blogPosts.id, scheduled!.id));
    expect((await blog())[0]!.title).toBe('Published 32');
  });
});
