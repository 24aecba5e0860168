import { and, eq, inArray, max, min, ne, sql } from 'drizzle-orm';
import * as s from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { bearer, build, json, PASSWORD, signIn, type TestContext } from './helpers';

// Every expectation is computed here from the stored rows (clients, services, valuations, cash flows, fee
// structures, rates), never from the aggregate table or the code under test.

let ctx: TestContext;
let demo: string;
let colleague: string;
let other: string;
let demoId: number;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await build();
  demo = (await signIn(ctx.app)).access_token;
  colleague = (await signIn(ctx.app, 'colleague@partner.example')).access_token;
  other = (await signIn(ctx.app, 'other@second-partner.example')).access_token;
  const [user] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'demo@partner.example'));
  demoId = user!.id;
});
afterAll(async () => ctx?.close());

const get = (path: string, token = demo) => ctx.app.inject({ method: 'GET', url: `/api/v1/admin_partner/${path}`, headers: bearer(token) });
const cents = (value: number) => Math.round(value * 100);
const today = () => new Date().toISOString().slice(0, 10);

type Raw = { clients: (typeof s.clients.$inferSelect)[]; services: (typeof s.services.$inferSelect)[] };
async function raw(companyId: number, userId?: number): Promise<Raw> {
  const clients = await db()
    .select()
    .from(s.clients)
    .where(and(eq(s.clients.partnerCompanyId, companyId), userId === undefined ? undefined : eq(s.clients.partnerUserId, userId)));
  const services = clients.length
    ? await db()
        .select()
        .from(s.services)
        .where(
          inArray(
            s.services.clientId,
            clients.map((c) => c.id),
          ),
        )
    : [];
  return { clients, services };
}

async function latestDate(): Promise<string> {
  const [row] = await db()
    .select({ date: max(s.serviceValuations.date) })
    .from(s.serviceValuations);
  return row!.date!;
}

async function valueOn(serviceIds: number[], date: string): Promise<Map<number, number>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db()
    .select()
    .from(s.serviceValuations)
    .where(and(inArray(s.serviceValuations.serviceId, serviceIds), eq(s.serviceValuations.date, date)));
  return new Map(rows.map((row) => [row.serviceId, Number(row.value)]));
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

async function rateOn(currency: 'EUR' | 'USD', date: string): Promise<number> {
  const [row] = await db()
    .select()
    .from(s.exchangeRates)
    .where(and(eq(s.exchangeRates.currency, currency), eq(s.exchangeRates.date, date)));
  return Number(row!.chfPerUnit);
}

function stageOf(client: typeof s.clients.$inferSelect): string {
  if (client.firstInvestedAt) return 'invested';
  if (client.readyAt) return 'ready';
  if (client.registeredAt) return 'registered';
  if (client.registrationStartedAt) return 'registration_started';
  if (client.invitedAt) return 'invited';
  return 'added';
}

describe('access', () => {
  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin_partner/statistics/total_clients' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses company figures to an adviser without the permission, but gives the own ones', async () => {
    const company = await get('statistics/total_clients?scope=company', colleague);
    expect(company.statusCode).toBe(403);
    expect(json(company).message).toMatch(/nicht berechtigt/);
    const own = await get('statistics/total_clients?scope=personal', colleague);
    expect(own.statusCode).toBe(200);
    // without a scope: the own figures for such an adviser (as the client list), the company's for one who may see them
    for (const path of ['total_clients', 'kpis', 'client_states', 'next_steps', 'aum_growth']) {
      expect((await get(`statistics/${path}`, colleague)).json()).toEqual(
        (await get(`statistics/${path}?scope=personal`, colleague)).json(),
      );
      expect((await get(`statistics/${path}`)).json()).toEqual((await get(`statistics/${path}?scope=company`)).json());
    }
  });

  it('answers bad query values with 422 and the field', async () => {
    for (const query of ['scope=everyone', 'currency=GBP', 'range=5y']) {
      const response = await get(`statistics/aum_growth?${query}`);
      expect(response.statusCode).toBe(422);
      expect(json<{ errors: { field: string }[] }>(response).errors[0]?.field).toBe(query.split('=')[0]);
    }
  });
});

describe('total_clients', () => {
  it('counts the company clients and values their services on the last day, in CHF and EUR', async () => {
    const { clients, services } = await raw(1);
    const date = await latestDate();
    const invested = sum(
      (
        await valueOn(
          services.map((x) => x.id),
          date,
        )
      ).values(),
    );

    const chf = json(await get('statistics/total_clients'));
    expect(chf).toEqual({ total_clients: clients.length, total_invested_amount: expect.any(Number), currency: 'CHF' });
    expect(cents(chf.total_invested_amount as number)).toBe(cents(invested));
    expect(invested).toBeGreaterThan(0);

    const eur = json(await get('statistics/total_clients?currency=EUR'));
    expect(cents(eur.total_invested_amount as number)).toBe(cents(invested / (await rateOn('EUR', date))));
  });

  it('follows the personal scope and the company', async () => {
    const mine = await raw(1, demoId);
    const body = json(await get('statistics/total_clients?scope=personal'));
    expect(body.total_clients).toBe(mine.clients.length);
    expect(mine.clients.length).toBeLessThan((await raw(1)).clients.length);

    const second = await raw(2);
    expect(json(await get('statistics/total_clients', other)).total_clients).toBe(second.clients.length);
  });
});

describe('client_states', () => {
  it('puts every client in the last funnel stage reached', async () => {
    const { clients } = await raw(1);
    const expected: Record<string, number> = { added: 0, invited: 0, registration_started: 0, registered: 0, ready: 0, invested: 0 };
    for (const client of clients) expected[stageOf(client)]! += 1;
    const body = json(await get('statistics/client_states'));
    expect(body).toEqual({ total_clients: clients.length, ...expected });
    // the seed covers every stage
    for (const stage of Object.keys(expected)) expect(expected[stage]).toBeGreaterThan(0);
  });
});

describe('aum_growth', () => {
  type Growth = {
    currency: string;
    valuations: { date: string; aum: number; net_inflow: number }[];
    partners: { partner_user_id: number; name: string; valuations: { date: string; aum: number }[] }[];
  };

  it('gives the daily AUM and net inflow of the range from the valuations and cash flows', async () => {
    const { services } = await raw(1);
    const ids = services.map((x) => x.id);
    const end = await latestDate();
    const body = json<Growth>(await get('statistics/aum_growth?range=1m'));
    const [y, m, d] = end.split('-').map(Number) as [number, number, number];
    const start = new Date(Date.UTC(y, m - 2, Math.min(d, new Date(Date.UTC(y, m - 1, 0)).getUTCDate()))).toISOString().slice(0, 10);
    expect(body.valuations[0]!.date).toBe(start);
    expect(body.valuations.at(-1)!.date).toBe(end);
    expect(body.valuations.length).toBeGreaterThanOrEqual(28);

    const flows = await db()
      .select()
      .from(s.cashFlows)
      .where(and(inArray(s.cashFlows.serviceId, ids)));
    for (const point of [body.valuations[0]!, body.valuations[10]!, body.valuations.at(-1)!]) {
      expect(cents(point.aum)).toBe(cents(sum((await valueOn(ids, point.date)).values())));
      const inflow = sum(flows.filter((f) => f.date === point.date && f.kind !== 'fee').map((f) => Number(f.amount)));
      expect(cents(point.net_inflow)).toBe(cents(inflow));
    }
    const inflowDays = body.valuations.filter((point) => point.net_inflow !== 0);
    expect(inflowDays.length).toBeGreaterThan(0);
  });

  it('narrows and widens with the range', async () => {
    const lengths: Record<string, number> = {};
    for (const range of ['1m', '3m', 'ytd', '1y', 'max']) {
      lengths[range] = json<Growth>(await get(`statistics/aum_growth?range=${range}`)).valuations.length;
    }
    expect(lengths['1m']!).toBeLessThan(lengths['3m']!);
    expect(lengths['3m']!).toBeLessThan(lengths['1y']!);
    expect(lengths['1y']!).toBeLessThan(lengths.max!);
    const { services } = await raw(1);
    const [first] = await db()
      .select({ date: min(s.serviceValuations.date) })
      .from(s.serviceValuations)
      .where(
        inArray(
          s.serviceValuations.serviceId,
          services.map((x) => x.id),
        ),
      );
    const all = json<Growth>(await get('statistics/aum_growth?range=max')).valuations;
    expect(all[0]!.date).toBe(first!.date);
    expect(all.length).toBeGreaterThan(600);
    const ytd = json<Growth>(await get('statistics/aum_growth?range=ytd')).valuations;
    expect(ytd[0]!.date).toBe(`${(await latestDate()).slice(0, 4)}-01-01`);
  });

  it('splits the company AUM by adviser, and converts at the rate of each day', async () => {
    const body = json<Growth>(await get('statistics/aum_growth?range=3m'));
    expect(body.partners.length).toBeGreaterThan(1);
    expect(body.partners.map((p) => p.name)).toContain('Martina Keller');
    const last = body.valuations.at(-1)!;
    const split = sum(body.partners.map((p) => p.valuations.find((v) => v.date === last.date)?.aum ?? 0));
    expect(Math.abs(cents(split) - cents(last.aum))).toBeLessThanOrEqual(body.partners.length);

    const personal = json<Growth>(await get('statistics/aum_growth?range=3m&scope=personal'));
    expect(personal.partners).toEqual([]);
    const mine = body.partners.find((p) => p.name === 'Martina Keller')!;
    expect(personal.valuations.at(-1)!.aum).toBe(mine.valuations.at(-1)!.aum);

    const usd = json<Growth>(await get('statistics/aum_growth?range=1m&currency=USD'));
    const chf = json<Growth>(await get('statistics/aum_growth?range=1m'));
    const day = usd.valuations[5]!;
    const chfDay = chf.valuations[5]!;
    expect(usd.currency).toBe('USD');
    expect(Math.abs(cents(day.aum) - cents(chfDay.aum / (await rateOn('USD', day.date))))).toBeLessThanOrEqual(1);
  });
});

describe('kpis', () => {
  type Kpis = {
    period: { from: string; to: string };
    previous_period: { from: string; to: string };
    kpis: { key: string; value: number | null; previous_value: number | null; unit: string }[];
  };

  it('measures the last 90 days against the 90 before, from the stored clients and cash flows', async () => {
    const body = json<Kpis>(await get('statistics/kpis'));
    const { clients, services } = await raw(1);
    const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
    const between = (d: string | null, from: string, to: string) => d !== null && d >= from && d <= to;
    const { from, to } = body.period;
    expect(to).toBe(today());
    expect(body.previous_period.to < from).toBe(true);

    const kpi = (key: string) => body.kpis.find((k) => k.key === key)!;

    const flows = await db()
      .select()
      .from(s.cashFlows)
      .where(
        inArray(
          s.cashFlows.serviceId,
          services.map((x) => x.id),
        ),
      );
    const nnm = (a: string, b: string) => sum(flows.filter((f) => f.kind !== 'fee' && between(f.date, a, b)).map((f) => Number(f.amount)));
    expect(kpi('net_new_money').unit).toBe('amount');
    expect(Math.abs(cents(kpi('net_new_money').value!) - cents(nnm(from, to)))).toBeLessThanOrEqual(1);
    expect(
      Math.abs(cents(kpi('net_new_money').previous_value!) - cents(nnm(body.previous_period.from, body.previous_period.to))),
    ).toBeLessThanOrEqual(1);

    const invited = clients.filter((c) => between(day(c.invitedAt), from, to));
    const conversion = kpi('invited_to_invested_conversion');
    expect(conversion.unit).toBe('percent');
    expect(conversion.value).toBeCloseTo(invited.length ? invited.filter((c) => c.firstInvestedAt).length / invited.length : NaN, 9);

    const firsts = clients.filter((c) => c.invitedAt && between(day(c.firstInvestedAt), from, to));
    const averageDays = firsts.length
      ? sum(firsts.map((c) => (c.firstInvestedAt!.getTime() - c.invitedAt!.getTime()) / 86_400_000)) / firsts.length
      : null;
    const daysKpi = kpi('average_days_to_first_investment');
    if (averageDays === null) expect(daysKpi.value).toBeNull();
    else expect(daysKpi.value).toBeCloseTo(averageDays, 1);

    const date = await latestDate();
    const aum = sum(
      (
        await valueOn(
          services.map((x) => x.id),
          date,
        )
      ).values(),
    );
    const investedClients = clients.filter((c) => c.firstInvestedAt && day(c.firstInvestedAt)! <= to).length;
    expect(Math.abs(cents(kpi('average_aum_per_invested_client').value!) - cents(aum / investedClients))).toBeLessThanOrEqual(1);
  });
});

describe('AUM targets', () => {
  type Targets = {
    currency: string;
    current_aum: number;
    targets: { id: number; amount: number; target_date: string; achieved_at: string | null; progress: number }[];
  };

  it('lists the seeded targets: one achieved with its day, one open with its progress', async () => {
    const body = json<Targets>(await get('statistics/achieved_aum_targets'));
    const mine = await raw(1, demoId);
    const current = sum(
      (
        await valueOn(
          mine.services.map((x) => x.id),
          await latestDate(),
        )
      ).values(),
    );
    expect(cents(body.current_aum)).toBe(cents(current));
    const [achieved, open] = body.targets;
    expect(achieved!.achieved_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(achieved!.progress).toBe(1);
    expect(open!.achieved_at).toBeNull();
    expect(open!.progress).toBeCloseTo(current / open!.amount, 6);
  });

  it('refuses a bad value with the message of the fee and amount rule', async () => {
    for (const targets of [
      [{ amount: -5, target_date: '2099-01-01' }],
      // a fraction of a cent would be stored as 0 and count as reached at once
      [{ amount: 0.001, target_date: '2099-01-01' }],
      [{ amount: 1000, target_date: '2001-01-01' }],
      [{ amount: 'viel', target_date: '2099-01-01' }],
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/admin_partner/statistics/set_aum_targets',
        headers: bearer(demo),
        payload: { targets },
      });
      expect(response.statusCode).toBe(422);
      expect(json<{ errors: { message: string }[] }>(response).errors[0]!.message).toBe('Bitte geben Sie einen gültigen Wert ein');
    }
  });

  it('replaces the open targets, keeps the achieved ones, and marks one reached already', async () => {
    const before = json<Targets>(await get('statistics/achieved_aum_targets'));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin_partner/statistics/set_aum_targets',
      headers: bearer(demo),
      payload: {
        targets: [
          { amount: 1000, target_date: '2099-06-30' },
          { amount: 900_000_000, target_date: '2099-12-31' },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const body = json<Targets>(response);
    expect(body.targets.map((t) => t.amount)).toEqual([before.targets[0]!.amount, 1000, 900_000_000]);
    expect(body.targets[1]!.achieved_at).not.toBeNull();
    expect(body.targets[2]!.achieved_at).toBeNull();
    expect(body.targets[2]!.progress).toBeCloseTo(body.current_aum / 900_000_000, 6);
    // stored: the next read is the same
    expect(json<Targets>(await get('statistics/achieved_aum_targets'))).toEqual(body);
  });

  it("deletes an achieved target asked for, and only the adviser's own", async () => {
    // a mistyped target (1'000.50 meant as millions) is reached at once: it must not stay for good
    const typo = json<Targets>(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/admin_partner/statistics/set_aum_targets',
        headers: bearer(demo),
        payload: { targets: [{ amount: 1000.5, target_date: '2099-03-31' }] },
      }),
    );
    const mistyped = typo.targets.find((t) => t.amount === 1000.5)!;
    expect(mistyped.achieved_at).not.toBeNull();
    const [otherAdviser] = await db().select().from(s.aumTargets).where(ne(s.aumTargets.partnerUserId, demoId)).limit(1);

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin_partner/statistics/set_aum_targets',
      headers: bearer(demo),
      payload: {
        targets: [{ amount: 24_000_000, target_date: '2099-03-31' }],
        remove_achieved: [mistyped.id, ...(otherAdviser ? [otherAdviser.id] : [])],
      },
    });
    expect(response.statusCode).toBe(200);
    const body = json<Targets>(response);
    expect(body.targets.map((t) => t.id)).not.toContain(mistyped.id);
    expect(body.targets.find((t) => t.amount === 24_000_000)!.achieved_at).toBeNull();
    // the other achieved targets stay
    expect(body.targets.filter((t) => t.achieved_at !== null).length).toBe(typo.targets.filter((t) => t.achieved_at !== null).length - 1);
    if (otherAdviser) {
      expect(await db().select().from(s.aumTargets).where(eq(s.aumTargets.id, otherAdviser.id))).toHaveLength(1);
    }
  });

  it('takes amounts in the reference currency', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin_partner/statistics/set_aum_targets?currency=EUR',
      headers: bearer(demo),
      payload: { targets: [{ amount: 50_000_000, target_date: '2099-12-31' }] },
    });
    const body = json<Targets>(response);
    expect(body.targets.at(-1)!.amount).toBeCloseTo(50_000_000, 0);
    const [stored] = await db()
      .select()
      .from(s.aumTargets)
      .where(and(eq(s.aumTargets.partnerUserId, demoId), eq(s.aumTargets.targetDate, '2099-12-31')));
    expect(Number(stored!.amount)).toBeCloseTo(50_000_000 * (await rateOn('EUR', await latestDate())), 0);
  });
});

describe('products and expected revenue', () => {
  it('sums each product from its services', async () => {
    const { services } = await raw(1);
    const values = await valueOn(
      services.map((x) => x.id),
      await latestDate(),
    );
    for (const product of ['wealth_management', 'vested_benefits', 'third_pillar', 'private_markets', 'crypto', 'bank_account']) {
      const mine = services.filter((x) => x.kind === product);
      const body = json(await get(`${product}_services/amounts`));
      expect(body).toMatchObject({
        product,
        currency: 'CHF',
        services_count: mine.length,
        clients_count: new Set(mine.map((x) => x.clientId)).size,
      });
      expect(cents(body.amount as number)).toBe(cents(sum(mine.map((x) => values.get(x.id) ?? 0))));
      expect(mine.length).toBeGreaterThan(0);
    }
    expect((await get('pension_services/amounts')).statusCode).toBe(404);
  });

  it('needs the expected_revenue module', async () => {
    expect((await get('admin/statistics/expected_revenue?scope=personal', colleague)).statusCode).toBe(403);
  });

  it('expects the finders fee once and the recurring fee monthly on the AUM of fee-paying clients', async () => {
    const { clients, services } = await raw(1);
    const values = await valueOn(
      services.map((x) => x.id),
      await latestDate(),
    );
    const fees = await db()
      .select()
      .from(s.feeStructures)
      .where(
        inArray(
          s.feeStructures.clientId,
          clients.map((c) => c.id),
        ),
      );
    let count = 0;
    let finders = 0;
    let recurring = 0;
    for (const fee of fees) {
      const aum = sum(services.filter((x) => x.clientId === fee.clientId).map((x) => values.get(x.id) ?? 0));
      const f = Number(fee.findersFeePercentage ?? 0);
      const r = Number(fee.recurringFeePercentage ?? 0);
      if (aum <= 0 || (f === 0 && r === 0)) continue;
      count += 1;
      finders += (aum * f) / 100;
      recurring += (aum * r) / 100 / 12;
    }
    const body = json<{ clients_count: number; expected_revenue: { finders_fee: number; recurring_fee_monthly: number } }>(
      await get('admin/statistics/expected_revenue'),
    );
    expect(body.clients_count).toBe(count);
    expect(count).toBeGreaterThan(0);
    expect(Math.abs(cents(body.expected_revenue.finders_fee) - cents(finders))).toBeLessThanOrEqual(1);
    expect(Math.abs(cents(body.expected_revenue.recurring_fee_monthly) - cents(recurring))).toBeLessThanOrEqual(1);
  });
});

describe('next steps, blog and investment dates', () => {
  it('lists open pillar 3a contributions in the last quarter and clients stuck for more than 14 days', async () => {
    const body = json<{ items: { client_id: number; reason: string; stage?: string; days?: number; year?: number }[] }>(
      await get('statistics/next_steps?scope=personal'),
    );
    const { clients } = await raw(1, demoId);
    const now = new Date();
    const todayMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const stuck = clients
      .filter((c) => !c.firstInvestedAt && c.status !== 'rejected' && c.status !== 'blocked')
      .map((c) => {
        const entered = c.readyAt ?? c.registeredAt ?? c.registrationStartedAt ?? c.invitedAt ?? c.createdAt;
        const enteredDay = Date.UTC(entered.getUTCFullYear(), entered.getUTCMonth(), entered.getUTCDate());
        return { id: c.id, stage: stageOf(c), days: Math.round((todayMs - enteredDay) / 86_400_000) };
      })
      .filter((c) => c.days > 14);
    const listed = body.items.filter((item) => item.reason === 'stuck_in_stage');
    expect(listed.length).toBe(Math.min(50, stuck.length));
    expect(stuck.length).toBeGreaterThan(0);
    for (const item of listed) expect(stuck.find((c) => c.id === item.client_id)).toMatchObject({ stage: item.stage, days: item.days });
    expect(listed.map((i) => i.days)).toEqual([...listed.map((i) => i.days!)].sort((a, b) => b - a));

    const open = body.items.filter((item) => item.reason === 'third_pillar_open');
    if (now.getUTCMonth() >= 9) {
      expect(open.length).toBeGreaterThan(0);
      for (const item of open) {
        expect(item.year).toBe(now.getUTCFullYear());
        const pillar = await db()
          .select()
          .from(s.services)
          .where(and(eq(s.services.clientId, item.client_id), eq(s.services.kind, 'third_pillar')));
        const paid = await db()
          .select()
          .from(s.thirdPillarContributions)
          .where(
            and(
              inArray(
                s.thirdPillarContributions.serviceId,
                pillar.map((p) => p.id),
              ),
              eq(s.thirdPillarContributions.year, now.getUTCFullYear()),
            ),
          );
        expect(paid.length).toBeLessThan(pillar.length);
      }
    } else {
      expect(open).toEqual([]);
    }
  });

  it('gives the blog in the requested language, newest first, and the next investment date', async () => {
    const de = json<{ categories: { name: string }[]; posts: { title: string; published_at: string }[] }>(
      await get('blog_posts?locale=de'),
    );
    const fr = json<{ categories: { name: string }[]; posts: { title: string }[] }>(await get('blog_posts?locale=fr'));
    expect(de.posts.length).toBeGreaterThan(0);
    expect(de.categories.length).toBeGreaterThan(0);
    expect(fr.posts[0]!.title).not.toBe(de.posts[0]!.title);
    const dates = de.posts.map((p) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());

    const next = json<{ next_investment_date: string }>(await get('admin/investment_dates/next_date')).next_investment_date;
    const all = (await db().select().from(s.investmentDates))
      .map((row) => row.date)
      .filter((date) => date >= today())
      .sort();
    expect(next).toBe(all[0]);
  });

  it('gives a new partner with no clients zeros and empty lists, not errors', async () => {
    const [company] = await db().insert(s.partnerCompanies).values({ name: 'Neu Partner GmbH' }).returning();
    await db()
      .insert(s.partnerUsers)
      .values({
        partnerCompanyId: company!.id,
        firstName: 'Nina',
        lastName: 'Neu',
        email: 'new@partner.example',
        passwordHash: await hashPassword(PASSWORD),
        language: 'de',
        visibleModules: ['clients', 'expected_revenue'],
        fidlegCertified: true,
        twoFactor: 'none',
        canSeeCompanyStatistics: true,
        emailVerifiedAt: new Date(),
      });
    const token = (await signIn(ctx.app, 'new@partner.example')).access_token;
    expect(json(await get('statistics/total_clients', token))).toEqual({ total_clients: 0, total_invested_amount: 0, currency: 'CHF' });
    expect(json(await get('statistics/client_states', token)).total_clients).toBe(0);
    expect(json(await get('statistics/aum_growth?range=max', token))).toEqual({ currency: 'CHF', valuations: [], partners: [] });
    const kpis = json<{ kpis: { value: number | null }[] }>(await get('statistics/kpis', token));
    expect(kpis.kpis.map((k) => k.value)).toEqual([null, null, null, null]);
    expect(json(await get('statistics/achieved_aum_targets?currency=USD', token))).toEqual({
      currency: 'USD',
      current_aum: 0,
      targets: [],
    });
    expect(json(await get('wealth_management_services/amounts', token))).toMatchObject({ clients_count: 0, amount: 0 });
    expect(json(await get('admin/statistics/expected_revenue', token))).toMatchObject({ clients_count: 0 });
    expect(json(await get('statistics/next_steps', token))).toEqual({ items: [] });
  });
});

describe('the first figures kept between requests', () => {
  it('are answered again while nothing changed, and follow every change of clients, daily AUM and rates at once', async () => {
    type Totals = { total_clients: number; total_invested_amount: number };
    const totals = async (query = 'scope=company') => json<Totals>(await get(`statistics/total_clients?${query}`));
    const version = async () => (await db().select().from(s.dataVersions))[0]!.version;

    const first = await totals();
    const kept = await version();
    expect(await totals()).toEqual(first);
    expect(await version()).toBe(kept);

    // a new client counts at once
    const [company] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.id, demoId));
    const [added] = await db()
      .insert(s.clients)
      .values({ partnerCompanyId: company!.partnerCompanyId, partnerUserId: demoId, firstName: 'Neu', lastName: 'Kundin' })
      .returning();
    expect(await version()).toBeGreaterThan(kept);
    expect((await totals()).total_clients).toBe(first.total_clients + 1);
    const states = json<{ total_clients: number }>(await get('statistics/client_states?scope=company'));
    expect(states.total_clients).toBe(first.total_clients + 1);

    // so does a changed valuation of the company's last day, and a changed rate for another currency
    const [day] = await db()
      .select({ date: max(s.dailyAum.date) })
      .from(s.dailyAum)
      .where(eq(s.dailyAum.partnerCompanyId, company!.partnerCompanyId));
    await db()
      .update(s.dailyAum)
      .set({ aum: sql`${s.dailyAum.aum} + 1000` })
      .where(and(eq(s.dailyAum.partnerCompanyId, company!.partnerCompanyId), eq(s.dailyAum.date, day!.date!)));
    const raised = await totals();
    expect(cents(raised.total_invested_amount)).toBeGreaterThan(cents(first.total_invested_amount));
    const inEuro = await totals('scope=company&currency=EUR');
    await db()
      .update(s.exchangeRates)
      .set({ chfPerUnit: sql`${s.exchangeRates.chfPerUnit} * 2` });
    expect((await totals('scope=company&currency=EUR')).total_invested_amount).not.toBe(inEuro.total_invested_amount);

    await db().delete(s.clients).where(eq(s.clients.id, added!.id));
    expect((await totals()).total_clients).toBe(first.total_clients);
    // the marks the changes left are gone with their commits
    const marks = await db().execute<{ n: number }>(sql`select count(*)::int as n from data_change_marks`);
    expect((Array.isArray(marks) ? marks : (marks as { rows: { n: number }[] }).rows)[0]!.n).toBe(0);
  });
});
