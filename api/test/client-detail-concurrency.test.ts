import { and, asc, eq, isNull } from 'drizzle-orm';
import * as s from '../src/db/schema';
import { bearer, build, signIn, type TestContext } from './helpers';

// The calls the client detail makes at once when it opens (from the finder, the list or a link), fired together many
// times: none of them may fail for another's sake (PGlite runs one query at a time; PostgreSQL several). Issue 30's 500
// on partner_suggested_services came from the gateway's reused connection (scripts/test/gateway.test.mjs), not from
// here; this keeps the API's side of it covered.

let ctx: TestContext;
let demo: string;
let clientId: number;
let serviceId: number;

beforeAll(async () => {
  ctx = await build();
  demo = (await signIn(ctx.app)).access_token;
  const [user] = await ctx.database.db.select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'demo@partner.example'));
  const [row] = await ctx.database.db
    .select({ id: s.clients.id, serviceId: s.services.id })
    .from(s.clients)
    .innerJoin(s.services, eq(s.services.clientId, s.clients.id))
    .where(and(eq(s.clients.partnerUserId, user!.id), isNull(s.clients.deletedAt)))
    .orderBy(asc(s.clients.id))
    .limit(1);
  clientId = row!.id;
  serviceId = row!.serviceId;
});
afterAll(async () => {
  await ctx?.close();
});

it('answers every call of the client detail when they arrive together, many times over', async () => {
  const paths = [
    `clients/${clientId}`,
    `clients/${clientId}/audit_log`,
    `client_overview/${clientId}/devices`,
    `client_overview/${clientId}/monthly_performance`,
    `client_overview/${clientId}/performance`,
    `client_overview/${clientId}/services?requested_currency=CHF`,
    `client_overview/${clientId}/transactions/${serviceId}`,
    `clients/${clientId}/documents`,
    `partner_company_users`,
    `custodians`,
    `client_overview/${clientId}/portfolio_overview/${serviceId}`,
    `client_overview/${clientId}/reports/${serviceId}`,
    `clients/${clientId}/vb_search`,
    `partner_suggested_services?client_id=${clientId}`,
  ];
  const failures: string[] = [];
  for (let round = 0; round < 20; round += 1) {
    const answers = await Promise.all(
      paths.map((path) => ctx.app.inject({ method: 'GET', url: `/api/v1/admin_partner/${path}`, headers: bearer(demo) })),
    );
    answers.forEach((answer, i) => {
      if (answer.statusCode >= 500) failures.push(`${paths[i]} ${answer.statusCode} ${answer.body}`);
    });
  }
  expect(failures).toEqual([]);
});
