import { and, asc, count, countDistinct, eq, isNotNull, sql } from 'drizzle-orm';
import * as s from '../src/db/schema';
import { isValidAhv } from '@portal/shared/validation';
import { serviceKinds } from '@portal/shared/contracts';
import { build, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(async () => ctx?.close());

const db = () => ctx.database.db;

describe('seed', () => {
  it('creates the demo companies and advisers of the contracts', async () => {
    const users = await db()
      .select({
        email: s.partnerUsers.email,
        company: s.partnerCompanies.name,
        twoFactor: s.partnerUsers.twoFactor,
        modules: s.partnerUsers.visibleModules,
        fidleg: s.partnerUsers.fidlegCertified,
      })
      .from(s.partnerUsers)
      .innerJoin(s.partnerCompanies, eq(s.partnerCompanies.id, s.partnerUsers.partnerCompanyId));
    const byEmail = new Map(users.map((u) => [u.email, u]));
    expect(byEmail.get('demo@partner.example')).toMatchObject({ company: 'Alpen Finanz AG', twoFactor: 'none', fidleg: true });
    expect(byEmail.get('demo@partner.example')?.modules).toHaveLength(6);
    expect(byEmail.get('secure@partner.example')?.twoFactor).toBe('email');
    expect(byEmail.get('colleague@partner.example')).toMatchObject({ fidleg: false });
    expect(byEmail.get('colleague@partner.example')?.modules).not.toContain('invoices');
    expect(byEmail.get('colleague@partner.example')?.modules).not.toContain('expected_revenue');
    expect(byEmail.get('other@second-partner.example')?.company).not.toBe('Alpen Finanz AG');
    expect(users.filter((u) => u.company === 'Alpen Finanz AG').length).toBeGreaterThanOrEqual(4);
  });

  it('spreads ~120 Alpen clients over every status, custodian and service kind', async () => {
    const [alpen] = await db().select().from(s.partnerCompanies).where(eq(s.partnerCompanies.name, 'Alpen Finanz AG'));
    const statuses = await db()
      .select({ status: s.clients.status, n: count() })
      .from(s.clients)
      .where(eq(s.clients.partnerCompanyId, alpen!.id))
      .groupBy(s.clients.status);
    const total = statuses.reduce((sum, row) => sum + row.n, 0);
    expect(total).toBe(120);
    expect(statuses.map((r) => r.status).sort()).toEqual([
      'blocked',
      'invested',
      'investing',
      'on_hold',
      'onboarded',
      'pending',
      'profile_completed',
      'rejected',
    ]);
    const kinds = await db().selectDistinct({ kind: s.services.kind }).from(s.services);
    expect(kinds.map((k) => k.kind).sort()).toEqual([...serviceKinds].sort());
    const [custodians] = await db()
      .select({ used: countDistinct(s.services.custodianId) })
      .from(s.services);
    const [all] = await db().select({ n: count() }).from(s.custodians);
    expect(custodians?.used).toBe(all?.n);
    const clients = await db().select({ ahv: s.clients.ahvNumber }).from(s.clients);
    expect(clients.every((c) => c.ahv !== null && isValidAhv(c.ahv))).toBe(true);
  });

  it('has clients stuck in a funnel stage for more than 14 days', async () => {
    const [stuck] = await db()
      .select({ n: count() })
      .from(s.clients)
      .where(
        and(
          isNotNull(s.clients.invitedAt),
          sql`${s.clients.firstInvestedAt} is null`,
          sql`${s.clients.invitedAt} < now() - interval '14 days'`,
        ),
      );
    expect(stuck!.n).toBeGreaterThan(5);
  });

  it('stores valuations that add up: value(t) = value(t-1)·(1+r) + cash flows(t)', async () => {
    const services = await db().select().from(s.services).orderBy(asc(s.services.id)).limit(12);
    for (const service of services) {
      const valuations = await db()
        .select()
        .from(s.serviceValuations)
        .where(eq(s.serviceValuations.serviceId, service.id))
        .orderBy(asc(s.serviceValuations.date));
      const flows = await db().select().from(s.cashFlows).where(eq(s.cashFlows.serviceId, service.id));
      const flowByDate = new Map<string, number>();
      for (const flow of flows) flowByDate.set(flow.date, (flowByDate.get(flow.date) ?? 0) + Number(flow.amount));
      // the first day holds exactly the first deposit
      expect(Number(valuations[0]!.value)).toBeCloseTo(flowByDate.get(valuations[0]!.date) ?? NaN, 2);
      for (let i = 1; i < valuations.length; i += 1) {
        const previous = Number(valuations[i - 1]!.value);
        const market = Number(valuations[i]!.value) - (flowByDate.get(valuations[i]!.date) ?? 0);
        if (previous === 0) continue;
        const r = market / previous - 1;
        // the market move of one day stays within what the random walk can draw
        expect(Math.abs(r)).toBeLessThan(service.kind === 'crypto' ? 0.25 : 0.06);
        if (service.kind === 'bank_account') expect(Math.abs(market - previous)).toBeLessThan(0.02);
      }
      // the transactions mirror the cash flows
      const [tx] = await db()
        .select({ total: sql<string>`coalesce(sum(${s.transactions.amount}), 0)` })
        .from(s.transactions)
        .where(eq(s.transactions.serviceId, service.id));
      expect(Number(tx!.total)).toBeCloseTo(
        flows.reduce((sum, f) => sum + Number(f.amount), 0),
        2,
      );
    }
  });

  it('has daily valuations for two years at most, up to today', async () => {
    const [range] = await db()
      .select({ first: sql<string>`min(${s.serviceValuations.date})::text`, last: sql<string>`max(${s.serviceValuations.date})::text` })
      .from(s.serviceValuations);
    const today = new Date().toISOString().slice(0, 10);
    expect(range!.last).toBe(today);
    expect(Date.parse(today) - Date.parse(range!.first)).toBeLessThanOrEqual(731 * 86_400_000);
  });

  it('records pillar 3a contributions with some still open this year', async () => {
    const year = new Date().getUTCFullYear();
    const pillars = await db().select({ id: s.services.id }).from(s.services).where(eq(s.services.kind, 'third_pillar'));
    const paid = await db()
      .select({ serviceId: s.thirdPillarContributions.serviceId })
      .from(s.thirdPillarContributions)
      .where(eq(s.thirdPillarContributions.year, year));
    expect(pillars.length).toBeGreaterThan(3);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.length).toBeLessThan(pillars.length);
  });

  it('seeds targets, rates, investment dates, blog, downtime and prompt', async () => {
    const targets = await db().select().from(s.aumTargets);
    expect(targets.filter((t) => t.achievedAt !== null)).toHaveLength(1);
    expect(targets.filter((t) => t.achievedAt === null)).toHaveLength(1);
    const [rates] = await db().select({ n: count() }).from(s.exchangeRates);
    expect(rates!.n).toBe(731 * 2);
    const [future] = await db()
      .select({ n: count() })
      .from(s.investmentDates)
      .where(sql`${s.investmentDates.date} > current_date`);
    expect(future!.n).toBeGreaterThanOrEqual(11);
    const posts = await db().select().from(s.blogPosts);
    expect(posts.length).toBe(6);
    expect(Object.keys(posts[0]!.title).sort()).toEqual(['de', 'en', 'fr', 'it']);
    const downtimes = await db().select().from(s.scheduledDowntimes);
    expect(downtimes).toHaveLength(1);
    const [notifications] = await db()
      .select({ n: count() })
      .from(s.notifications)
      .where(sql`${s.notifications.seenAt} is null`);
    expect(notifications!.n).toBeGreaterThan(0);
  });
});
