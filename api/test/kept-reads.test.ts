import { and, count, eq, sql } from 'drizzle-orm';
import * as s from '../src/db/schema';
import { bearer, build, json, signIn, type TestContext } from './helpers';

// The reads of the dashboard, the client list and a client's page are kept between requests by the version rule of
// lib/versioned-reads.ts (issue 32, docs/performance.md): served again while nothing changed, changed at once by a
// write to any table they are made of, and audited on every request.

let ctx: TestContext;
let token: string;
let demoId: number;
let companyId: number;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await build();
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
});
