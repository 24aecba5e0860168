import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import * as s from '../src/db/schema';
import { bearer, build, signIn, type TestContext } from './helpers';
import type { VisibleModule } from '@portal/shared/contracts';

// Expectations come from the stored rows (clients, services, valuations, cash flows, rates), read here directly.

let ctx: TestContext;
let demo: string;
let colleague: string;
let other: string;
let alpenId: number;
let lemanicId: number;
let demoUserId: number;
let colleagueUserId: number;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await build();
  demo = (await signIn(ctx.app)).access_token;
  colleague = (await signIn(ctx.app, 'colleague@partner.example')).access_token;
  other = (await signIn(ctx.app, 'other@second-partner.example')).access_token;
  const users = await db().select().from(s.partnerUsers);
  const demoUser = users.find((u) => u.email === 'demo@partner.example')!;
  demoUserId = demoUser.id;
  alpenId = demoUser.partnerCompanyId;
  colleagueUserId = users.find((u) => u.email === 'colleague@partner.example')!.id;
  lemanicId = users.find((u) => u.email === 'other@second-partner.example')!.partnerCompanyId;
  // seeding two years of daily values takes long on a loaded machine: the suite's limit (api/jest.config.js) applies
});
afterAll(async () => ctx?.close());

const get = (path: string, token = demo) => ctx.app.inject({ method: 'GET', url: `/api/v1/admin_partner/${path}`, headers: bearer(token) });

type ListBody = {
  clients: {
    id: number;
    first_name: string;
    last_name: string;
    email: string | null;
    phone: string | null;
    status: string;
    funnel_stage: string;
    onboarding_progress: string;
    service_kinds: string[];
    invested_amount: number;
    adviser: { id: number; name: string } | null;
    custodian_banks: string[];
    created_at: string;
  }[];
  scope: string;
  currency: string;
  valuation_date: string | null;
};

async function list(query: string, token = demo) {
  const response = await get(`clients?${query}`, token);
  return { response, body: response.json() as ListBody };
}

/** Runs `check` while colleague@ sees only `modules`, and gives the seeded modules back afterwards, even on failure. */
async function withColleagueModules(modules: VisibleModule[], check: () => Promise<void>) {
  const seeded: VisibleModule[] = ['clients', 'documents', 'custom_strategies', 'partner_company_users'];
  await db().update(s.partnerUsers).set({ visibleModules: modules }).where(eq(s.partnerUsers.id, colleagueUserId));
  try {
    await check();
  } finally {
    await db().update(s.partnerUsers).set({ visibleModules: seeded }).where(eq(s.partnerUsers.id, colleagueUserId));
  }
}

const companyClients = (companyId: number) => db().select().from(s.clients).where(eq(s.clients.partnerCompanyId, companyId));

describe('access', () => {
  it('needs a signed-in user and the clients module', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin_partner/clients' })).statusCode).toBe(401);
    await withColleagueModules(['documents'], async () => {
      for (const path of ['clients', 'clients/1', 'client_overview/1/services']) {
        const response = await get(path, colleague);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
    });
  });
});

describe('GET clients: paging', () => {
  it('pages from 1 with ten per page and says so in the headers', async () => {
    const all = await companyClients(alpenId);
    const { response, body } = await list('scope=company');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-current-page']).toBe('1');
    expect(response.headers['x-per-page']).toBe('10');
    expect(response.headers['x-total']).toBe(String(all.length));
    expect(body.clients).toHaveLength(10);
    expect(body.scope).toBe('company');
  });

  it('returns the next page without overlap, and an empty page past the end', async () => {
    const first = await list('scope=company&per_page=7&page=1&sort=name');
    const second = await list('scope=company&per_page=7&page=2&sort=name');
    expect(second.response.headers['x-current-page']).toBe('2');
    expect(second.response.headers['x-per-page']).toBe('7');
    const ids = new Set(first.body.clients.map((c) => c.id));
    expect(second.body.clients.some((c) => ids.has(c.id))).toBe(false);
    const total = Number(first.response.headers['x-total']);
    const past = await list(`scope=company&per_page=7&page=${Math.ceil(total / 7) + 1}`);
    expect(past.response.statusCode).toBe(200);
    expect(past.body.clients).toEqual([]);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['per_page=0', 'per_page'],
    ['per_page=1000', 'per_page'],
    ['sort=age', 'sort'],
    ['direction=up', 'direction'],
    ['status[]=sleeping', 'status'],
    ['funnel_stage[]=lost', 'funnel_stage'],
    ['service_kind[]=gold', 'service_kind'],
    ['custodian[]=%27%3B%20DROP', 'custodian'],
    ['adviser[]=x', 'adviser'],
    ['scope=everyone', 'scope'],
    ['currency=GBP', 'currency'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('answers bad input %s with 422 naming the field', async (query, field) => {
    const response = await get(`clients?${query}`);
    expect(response.statusCode).toBe(422);
    const body = response.json() as { errors: { field: string }[] };
    expect(body.errors.map((e) => e.field.split('.')[0])).toContain(field);
  });
});

describe('GET clients: filters', () => {
  it('filters by status, bracket-style or single, and counts investing as invested', async () => {
    const all = await companyClients(alpenId);
    const { response, body } = await list('scope=company&per_page=100&status[]=pending&status[]=blocked');
    expect(Number(response.headers['x-total'])).toBe(all.filter((c) => c.status === 'pending' || c.status === 'blocked').length);
    expect(new Set(body.clients.map((c) => c.status))).toEqual(new Set(['pending', 'blocked']));

    const invested = await list('scope=company&per_page=100&status=invested');
    const expected = all.filter((c) => c.status === 'invested' || c.status === 'investing');
    expect(all.some((c) => c.status === 'investing')).toBe(true);
    expect(Number(invested.response.headers['x-total'])).toBe(expected.length);
  });

  it('filters by funnel stage', async () => {
    const all = await companyClients(alpenId);
    const stageOf = (c: (typeof all)[number]) =>
      c.firstInvestedAt
        ? 'invested'
        : c.readyAt
          ? 'ready'
          : c.registeredAt
            ? 'registered'
            : c.registrationStartedAt
              ? 'registration_started'
              : c.invitedAt
                ? 'invited'
                : 'added';
    const { response, body } = await list('scope=company&per_page=100&funnel_stage[]=invited&funnel_stage[]=added');
    const expected = all.filter((c) => ['invited', 'added'].includes(stageOf(c)));
    expect(expected.length).toBeGreaterThan(0);
    expect(Number(response.headers['x-total'])).toBe(expected.length);
    expect(body.clients.every((c) => ['invited', 'added'].includes(c.funnel_stage))).toBe(true);
    expect(body.clients.find((c) => c.funnel_stage === 'added')?.onboarding_progress ?? 'invitation_not_sent').toBe('invitation_not_sent');
    expect(body.clients.find((c) => c.funnel_stage === 'invited')?.onboarding_progress).toBe('invitation_sent');
  });

  it('filters by service kind', async () => {
    const rows = await db()
      .selectDistinct({ id: s.clients.id })
      .from(s.clients)
      .innerJoin(s.services, eq(s.services.clientId, s.clients.id))
      .where(and(eq(s.clients.partnerCompanyId, alpenId), eq(s.services.kind, 'crypto')));
    const { response, body } = await list('scope=company&per_page=100&service_kind[]=crypto');
    expect(rows.length).toBeGreaterThan(0);
    expect(Number(response.headers['x-total'])).toBe(rows.length);
    expect(body.clients.every((c) => c.service_kinds.includes('crypto'))).toBe(true);
  });

  it('filters by custodian', async () => {
    const all = await companyClients(alpenId);
    const { response, body } = await list('scope=company&per_page=100&custodian[]=ZKB');
    expect(Number(response.headers['x-total'])).toBe(all.filter((c) => c.custodianBanks.includes('ZKB')).length);
    expect(body.clients.every((c) => c.custodian_banks.includes('ZKB'))).toBe(true);
  });

  it('filters by adviser, only with the partner_company_users module', async () => {
    const all = await companyClients(alpenId);
    const { response, body } = await list(`scope=company&per_page=100&adviser[]=${colleagueUserId}`);
    expect(Number(response.headers['x-total'])).toBe(all.filter((c) => c.partnerUserId === colleagueUserId).length);
    expect(body.clients.every((c) => c.adviser?.id === colleagueUserId && c.adviser.name === 'Laura Bianchi')).toBe(true);

    try {
      await withColleagueModules(['clients'], async () => {
        const forbidden = await get(`clients?adviser[]=${demoUserId}`, colleague);
        expect(forbidden.statusCode).toBe(403);
        // an adviser who may not see the company's figures sees their own clients, and is refused the company's
        const own = await list('per_page=100', colleague);
        expect(own.body.scope).toBe('personal');
        expect(Number(own.response.headers['x-total'])).toBe(all.filter((c) => c.partnerUserId === colleagueUserId).length);
        expect((await get('clients?scope=company', colleague)).statusCode).toBe(403);
      });
    } finally {
      // the list remembers the scope it showed last
      await db().update(s.partnerUsers).set({ clientScope: 'company' }).where(eq(s.partnerUsers.id, colleagueUserId));
    }
  });
});

describe('GET partner_company_users', () => {
  const advisers = async (token = demo) => {
    const response = await get('partner_company_users', token);
    return { response, body: response.json() as { partner_company_users: { id: number; name: string }[] } };
  };

  it("lists the advisers of the caller's company by last name, and no one else", async () => {
    const users = await db().select().from(s.partnerUsers);
    const { response, body } = await advisers();
    expect(response.statusCode).toBe(200);
    const expected = users
      .filter((u) => u.partnerCompanyId === alpenId && u.role === 'adviser')
      .sort((a, b) => a.lastName.localeCompare(b.lastName))
      .map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}` }));
    expect(body.partner_company_users).toEqual(expected);
    expect(body.partner_company_users.map((u) => u.name)).toEqual([
      'Laura Bianchi',
      'Thomas Brunner',
      'Claire Dubois',
      'Martina Keller',
      'Marco Rossi',
    ]);
    // the operator of the wealth manager is a member of the company but owns no clients: not an adviser to filter by
    expect(body.partner_company_users.some((u) => u.name === 'Olga Steiner')).toBe(false);

    const second = await advisers(other);
    expect(second.body.partner_company_users).toEqual([{ id: expect.any(Number), name: 'Olivier Favre' }]);
  });

  it('each adviser offered filters the list to their clients', async () => {
    const { body } = await advisers();
    const all = await companyClients(alpenId);
    for (const adviser of body.partner_company_users) {
      const filtered = await list(`scope=company&per_page=1&adviser[]=${adviser.id}`);
      expect(Number(filtered.response.headers['x-total'])).toBe(all.filter((c) => c.partnerUserId === adviser.id).length);
    }
  });

  it('needs a signed-in user and the partner_company_users module', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin_partner/partner_company_users' })).statusCode).toBe(401);
    await withColleagueModules(['clients'], async () => {
      const { response } = await advisers(colleague);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });
    expect((await advisers(colleague)).response.statusCode).toBe(200);
  });
});

describe('GET clients: search', () => {
  it('finds by name, full name, e-mail and phone digits, case-insensitively', async () => {
    const [client] = await db().select().from(s.clients).where(eq(s.clients.partnerCompanyId, alpenId)).orderBy(asc(s.clients.id)).limit(1);
    const byLast = await list(`scope=company&per_page=100&search=${encodeURIComponent(client!.lastName.toUpperCase())}`);
    expect(byLast.body.clients.map((c) => c.id)).toContain(client!.id);
    expect(
      byLast.body.clients.every((c) => `${c.first_name} ${c.last_name} ${c.email}`.toLowerCase().includes(client!.lastName.toLowerCase())),
    ).toBe(true);

    const full = await list(`scope=company&search=${encodeURIComponent(`${client!.firstName} ${client!.lastName}`)}`);
    expect(full.body.clients.map((c) => c.id)).toContain(client!.id);

    const byEmail = await list(`scope=company&search=${encodeURIComponent(client!.email!)}`);
    expect(byEmail.body.clients.map((c) => c.id)).toEqual([client!.id]);

    // "+41 79 123 45 67" is found as "079 123 45"
    const digits = client!.phone!.replace(/\D/g, '').slice(2);
    const local = `0${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 7)}`;
    const byPhone = await list(`scope=company&per_page=100&search=${encodeURIComponent(local)}`);
    expect(byPhone.body.clients.map((c) => c.id)).toContain(client!.id);
    // typed as displayed, with the country code and the area code only: the numbers that start so
    const byArea = await list(`scope=company&per_page=100&search=${encodeURIComponent(`+41 ${digits.slice(0, 2)}`)}`);
    expect(byArea.body.clients.map((c) => c.id)).toContain(client!.id);
    expect(byArea.body.clients.length).toBeGreaterThan(0);
    expect(byArea.body.clients.every((c) => c.phone?.replace(/\D/g, '').startsWith(`41${digits.slice(0, 2)}`))).toBe(true);
  });

  it('treats LIKE wildcards as text and finds nothing for an unknown name', async () => {
    const wildcard = await list('scope=company&search=%25');
    expect(wildcard.response.headers['x-total']).toBe('0');
    const none = await list('scope=company&search=Zzyzx');
    expect(none.response.statusCode).toBe(200);
    expect(none.body.clients).toEqual([]);
  });
});

describe('GET clients: sort', () => {
  it('sorts by name', async () => {
    const { body } = await list('scope=company&per_page=100&sort=name');
    const names = body.clients.map((c) => `${c.last_name.toLowerCase()} ${c.first_name.toLowerCase()}`);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = await list('scope=company&per_page=100&sort=name&direction=desc');
    expect(desc.body.clients[0]!.last_name.toLowerCase() >= desc.body.clients[99]!.last_name.toLowerCase()).toBe(true);
  });

  it('sorts by created date, newest first by default', async () => {
    const { body } = await list('scope=company&per_page=100');
    const [newest] = await db()
      .select()
      .from(s.clients)
      .where(eq(s.clients.partnerCompanyId, alpenId))
      .orderBy(desc(s.clients.createdAt))
      .limit(1);
    expect(body.clients[0]!.id).toBe(newest!.id);
    const dates = body.clients.map((c) => c.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('sorts by status in the order of the funnel', async () => {
    const order = ['pending', 'profile_completed', 'onboarded', 'investing', 'invested', 'on_hold', 'blocked', 'rejected'];
    const { body } = await list('scope=company&per_page=100&sort=status');
    const ranks = body.clients.map((c) => order.indexOf(c.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('sorts by invested amount, the value of the last valuation day in the reference currency', async () => {
    const { body } = await list('scope=company&per_page=5&sort=invested_amount');
    const [latest] = await db()
      .select({ date: max(s.serviceValuations.date) })
      .from(s.serviceValuations);
    const date = latest!.date!;
    expect(body.valuation_date).toBe(date);
    const sums = await db()
      .select({ clientId: s.services.clientId, value: sql<string>`SUM(${s.serviceValuations.value})` })
      .from(s.serviceValuations)
      .innerJoin(s.services, eq(s.services.id, s.serviceValuations.serviceId))
      .innerJoin(s.clients, eq(s.clients.id, s.services.clientId))
      .where(and(eq(s.serviceValuations.date, date), eq(s.clients.partnerCompanyId, alpenId)))
      .groupBy(s.services.clientId)
      .orderBy(desc(sql`SUM(${s.serviceValuations.value})`))
      .limit(5);
    expect(body.clients.map((c) => c.id)).toEqual(sums.map((row) => row.clientId));
    expect(body.clients.map((c) => c.invested_amount)).toEqual(sums.map((row) => Number(row.value)));

    const [rate] = await db()
      .select()
      .from(s.exchangeRates)
      .where(and(eq(s.exchangeRates.currency, 'EUR'), eq(s.exchangeRates.date, date)));
    const inEur = await list('scope=company&per_page=5&sort=invested_amount&currency=EUR');
    expect(inEur.body.currency).toBe('EUR');
    expect(inEur.body.clients[0]!.invested_amount).toBeCloseTo(Number(sums[0]!.value) / Number(rate!.chfPerUnit), 2);
  });
});

describe('GET clients: scope', () => {
  it('shows only the caller’s own clients in personal scope and remembers the choice', async () => {
    const own = (await companyClients(alpenId)).filter((c) => c.partnerUserId === demoUserId);
    const personal = await list('scope=personal&per_page=100');
    expect(personal.body.scope).toBe('personal');
    expect(Number(personal.response.headers['x-total'])).toBe(own.length);
    expect(personal.body.clients.every((c) => c.adviser?.id === demoUserId)).toBe(true);

    // without a scope the last choice stands, and the profile says which one it is
    const remembered = await list('per_page=1');
    expect(remembered.body.scope).toBe('personal');
    const profile = await get('profile');
    expect(profile.json()).toMatchObject({ partner_user: { client_scope: 'personal' } });

    const company = await list('scope=company&per_page=1');
    expect(company.body.scope).toBe('company');
    expect((await list('per_page=1')).body.scope).toBe('company');
  });

  it('never shows another company’s clients', async () => {
    const lemanic = await companyClients(lemanicId);
    const { response, body } = await list('scope=company&per_page=100', other);
    expect(Number(response.headers['x-total'])).toBe(lemanic.length);
    const ids = new Set(lemanic.map((c) => c.id));
    expect(body.clients.every((c) => ids.has(c.id))).toBe(true);
  });
});

type Detail = {
  client: {
    id: number;
    first_name: string;
    onboarding_progress: string;
    onboarding_steps: { step: string; state: string }[];
    custodian_banks: { bank_code: string; name: string }[];
    fee_structure: { finders_fee_percentage: number | null } | null;
    personal_status: { ahv_number: string | null };
  };
};

/** An invested client of demo@ with at least one service that holds money. */
async function investedClient() {
  const [row] = await db()
    .select({ id: s.clients.id })
    .from(s.clients)
    .where(and(eq(s.clients.partnerUserId, demoUserId), eq(s.clients.status, 'invested')))
    .orderBy(asc(s.clients.id))
    .limit(1);
  return row!.id;
}

describe('GET custodians', () => {
  it('lists every custodian by name', async () => {
    const stored = await db().select().from(s.custodians);
    const response = await get('custodians');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { custodians: { bank_code: string; name: string }[] };
    expect(body.custodians.map((c) => c.bank_code).sort()).toEqual(stored.map((c) => c.bankCode).sort());
    const names = body.custodians.map((c) => c.name);
    expect(names).toEqual([...names].sort());
  });
});

describe('GET clients/{id}', () => {
  it('returns identity, address, fee structure, custodians and onboarding steps, and audits the read', async () => {
    const id = await investedClient();
    const [stored] = await db().select().from(s.clients).where(eq(s.clients.id, id));
    const [fee] = await db().select().from(s.feeStructures).where(eq(s.feeStructures.clientId, id));
    const response = await get(`clients/${id}`);
    expect(response.statusCode).toBe(200);
    const { client } = response.json() as Detail;
    expect(client).toMatchObject({ id, first_name: stored!.firstName, onboarding_progress: 'onboarding_completed' });
    expect(client.personal_status.ahv_number).toBe(stored!.ahvNumber);
    expect(client.custodian_banks.map((c) => c.bank_code)).toEqual(stored!.custodianBanks);
    expect(client.custodian_banks[0]!.name).not.toBe('');
    expect(client.fee_structure?.finders_fee_percentage ?? null).toBe(fee ? Number(fee.findersFeePercentage) : null);
    expect(client.onboarding_steps[0]).toEqual({ step: 'feeStep', state: fee ? 'completed' : 'in_progress' });
    expect(client.onboarding_steps.map((step) => step.step)).toContain('personalDataStep');

    const [entry] = await db()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'client'), eq(s.auditLog.entityId, String(id)), eq(s.auditLog.action, 'read')))
      .orderBy(desc(s.auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ partnerUserId: demoUserId, details: { what: 'personal_data' } });
    expect(entry!.ip).toBeTruthy();

    const log = await get(`clients/${id}/audit_log`);
    expect(log.statusCode).toBe(200);
    expect((log.json() as { entries: { action: string; what: string; partner_user: string }[] }).entries[0]).toMatchObject({
      action: 'read',
      what: 'personal_data',
      partner_user: 'Martina Keller',
    });
  });

  it('the audit log answers the newest 100 entries, newest first, each with its author', async () => {
    const id = await investedClient();
    // later than the entries the other tests' reads of this client write
    const base = Date.UTC(2100, 0, 1);
    // 150 entries by two authors and the system, one a minute; written in shuffled order so that ids do not give it away
    const rows = Array.from({ length: 150 }, (_, i) => ({
      partnerUserId: [demoUserId, colleagueUserId, null][i % 3]!,
      action: 'read',
      entity: 'client',
      entityId: String(id),
      details: { what: `entry-${i}` },
      ip: '10.0.0.1',
      createdAt: new Date(base + i * 60_000),
    }));
    const shuffled = rows.map((row, i) => rows[(i * 7) % 150]!);
    await db().insert(s.auditLog).values(shuffled);
    // and 150 older ones, a day before: not among the newest 100
    await db()
      .insert(s.auditLog)
      .values(rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt.getTime() - 86_400_000) })));

    const response = await get(`clients/${id}/audit_log`);
    expect(response.statusCode).toBe(200);
    const { entries } = response.json() as { entries: { what: string; partner_user: string | null; created_at: string }[] };
    expect(entries).toHaveLength(100);
    expect(entries.map((entry) => entry.what)).toEqual(Array.from({ length: 100 }, (_, i) => `entry-${149 - i}`));
    expect(entries[0]!.created_at).toBe(new Date(base + 149 * 60_000).toISOString());
    const authors = new Set(entries.map((entry) => entry.partner_user));
    expect(authors).toEqual(new Set(['Martina Keller', null, expect.any(String)]));
    expect([...authors].filter((author) => author !== null && author !== 'Martina Keller')).toHaveLength(1);
  });

  it('answers 404 for an id that does not exist and 422 for one that is not a number', async () => {
    expect((await get('clients/99999999')).statusCode).toBe(404);
    expect((await get('clients/abc')).statusCode).toBe(422);
    expect((await get('clients/-1')).statusCode).toBe(422);
  });
});

type Services = {
  currency: string;
  total_value: number;
  services: { id: number; kind: string; current_value: number | null; name: string | null }[];
};
type Performance = {
  twr: number | null;
  mwr: number | null;
  start_value: number;
  end_value: number;
  from: string | null;
  to: string | null;
  annualised: unknown;
  series: { date: string; value: number; net_flow: number }[];
};

describe('client overview', () => {
  it('lists the services with their current value in the requested currency', async () => {
    const id = await investedClient();
    const stored = await db().select().from(s.services).where(eq(s.services.clientId, id));
    const response = await get(`client_overview/${id}/services?requested_currency=CHF`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Services;
    expect(body.services.map((x) => x.id).sort()).toEqual(
      stored
        .filter((x) => x.name !== null || x.kind === 'private_markets')
        .map((x) => x.id)
        .sort(),
    );
    for (const service of body.services) {
      const [last] = await db()
        .select()
        .from(s.serviceValuations)
        .where(eq(s.serviceValuations.serviceId, service.id))
        .orderBy(desc(s.serviceValuations.date))
        .limit(1);
      expect(service.current_value).toBe(Number(last!.value));
    }
    const usd = (await get(`client_overview/${id}/services?requested_currency=USD`)).json() as Services;
    expect(usd.currency).toBe('USD');
    expect(usd.total_value).not.toBe(body.total_value);
  });

  it('computes the TWR of a service from its stored daily values and flows, for every range', async () => {
    const id = await investedClient();
    const [service] = await db().select().from(s.services).where(eq(s.services.clientId, id)).orderBy(asc(s.services.id)).limit(1);
    const valuations = await db()
      .select()
      .from(s.serviceValuations)
      .where(eq(s.serviceValuations.serviceId, service!.id))
      .orderBy(asc(s.serviceValuations.date));
    const flows = await db()
      .select()
      .from(s.cashFlows)
      .where(and(eq(s.cashFlows.serviceId, service!.id), inArray(s.cashFlows.kind, ['deposit', 'withdrawal'])));
    for (const period of ['1m', '3m', 'ytd', '1y', 'max']) {
      const response = await get(
        `client_overview/${id}/performance_for_period?service_id=${service!.id}&period=${period}&requested_currency=CHF`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json() as Performance;
      // chained here day by day: (value − flows of the day) / value the day before
      const inPeriod = valuations.filter((v) => body.from === null || v.date >= body.from);
      let growth = 1;
      for (let i = 1; i < inPeriod.length; i += 1) {
        const flow = flows.filter((f) => f.date === inPeriod[i]!.date).reduce((sum, f) => sum + Number(f.amount), 0);
        const before = Number(inPeriod[i - 1]!.value);
        if (before > 0) growth *= (Number(inPeriod[i]!.value) - flow) / before;
      }
      expect(body.to).toBe(valuations[valuations.length - 1]!.date);
      expect(body.end_value).toBe(Number(valuations[valuations.length - 1]!.value));
      expect(body.twr).toBeCloseTo(growth - 1, 9);
      expect(body.mwr).not.toBeNull();
      expect(body.series[body.series.length - 1]!.value).toBe(body.end_value);
      if (period === '1m' || period === '3m') expect(body.annualised).toBeNull();
    }
  });

  it('gives the overall performance and the monthly returns of all services', async () => {
    const id = await investedClient();
    const overall = await get(`client_overview/${id}/overall_performance_for_period?period=max`);
    expect(overall.statusCode).toBe(200);
    const services = (await get(`client_overview/${id}/services?requested_currency=CHF`)).json() as Services;
    expect((overall.json() as Performance).end_value).toBeCloseTo(services.total_value, 2);
    const monthly = await get(`client_overview/${id}/monthly_performance`);
    expect(monthly.statusCode).toBe(200);
    const months = (monthly.json() as { months: { month: string }[] }).months;
    expect(months.length).toBeGreaterThan(0);
    expect(months.map((m) => m.month)).toEqual([...months.map((m) => m.month)].sort());
  });

  it('answers 404 for a service of another client and 422 for a bad period', async () => {
    const id = await investedClient();
    const [foreign] = await db()
      .select({ id: s.services.id })
      .from(s.services)
      .innerJoin(s.clients, eq(s.clients.id, s.services.clientId))
      .where(sql`${s.clients.id} <> ${id}`)
      .limit(1);
    expect((await get(`client_overview/${id}/performance_for_period?service_id=${foreign!.id}`)).statusCode).toBe(404);
    expect((await get(`client_overview/${id}/performance_for_period`)).statusCode).toBe(422);
    expect((await get(`client_overview/${id}/performance_for_period?service_id=1&period=2y`)).statusCode).toBe(422);
    expect((await get(`client_overview/${id}/services?requested_currency=JPY`)).statusCode).toBe(422);
  });
});

describe('client devices', () => {
  type DevicesBody = {
    current_app_version: string;
    devices: {
      id: number;
      model: string;
      os: string;
      app_version: string;
      outdated: boolean;
      user: { name: string; email: string | null };
      last_used_at: string;
    }[];
  };
  const devicesOf = async (clientId: number, token = demo) => {
    const response = await get(`client_overview/${clientId}/devices`, token);
    return { response, body: response.json() as DevicesBody };
  };
  // an independent reading of the version rule (docs/clients.md): each of the three parts compared as a number
  const olderThan = (version: string, current: string) => {
    const a = version.split('.').map(Number);
    const b = current.split('.').map(Number);
    const index = a.findIndex((part, i) => part !== b[i]);
    return index !== -1 && a[index]! < b[index]!;
  };

  it('lists the seeded devices of a client, the most recently used first, with the outdated ones flagged', async () => {
    expect(ctx.config.currentAppVersion).toBe('3.4.0');
    const seeded = await db()
      .select({ device: s.clientDevices, client: s.clients })
      .from(s.clientDevices)
      .innerJoin(s.clients, eq(s.clients.id, s.clientDevices.clientId))
      .where(eq(s.clients.partnerCompanyId, alpenId));
    // the demo data has phones of both systems, some on an older app version
    expect(new Set(seeded.map((row) => row.device.os))).toEqual(new Set(['ios', 'android']));
    expect(seeded.some((row) => olderThan(row.device.appVersion, '3.4.0'))).toBe(true);
    expect(seeded.some((row) => row.device.appVersion === '3.4.0')).toBe(true);

    const client = seeded.find((row) => olderThan(row.device.appVersion, '3.4.0'))!.client;
    const own = seeded.filter((row) => row.client.id === client.id).map((row) => row.device);
    const { response, body } = await devicesOf(client.id);
    expect(response.statusCode).toBe(200);
    expect(body.current_app_version).toBe('3.4.0');
    expect(body.devices).toEqual(
      [...own]
        .sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime() || a.id - b.id)
        .map((device) => ({
          id: device.id,
          model: device.model,
          os: device.os,
          app_version: device.appVersion,
          outdated: olderThan(device.appVersion, '3.4.0'),
          user: { name: `${client.firstName} ${client.lastName}`, email: client.email },
          last_used_at: device.lastUsedAt.toISOString(),
        })),
    );
    expect(body.devices.some((device) => device.outdated)).toBe(true);
  });

  it('compares the versions part by part as numbers, and audits the read', async () => {
    const [client] = await db()
      .select()
      .from(s.clients)
      .where(and(eq(s.clients.partnerCompanyId, alpenId), sql`NOT EXISTS (SELECT 1 FROM client_devices WHERE client_id = ${s.clients.id})`))
      .orderBy(asc(s.clients.id))
      .limit(1);
    expect((await devicesOf(client!.id)).body.devices).toEqual([]);

    const now = Date.parse('2026-11-25T10:00:00Z');
    await db()
      .insert(s.clientDevices)
      .values([
        // "3.10.0" is newer than "3.4.0", though it sorts before it as text
        { clientId: client!.id, model: 'iPhone 15 Pro', os: 'ios', appVersion: '3.10.0', lastUsedAt: new Date(now - 1000) },
        { clientId: client!.id, model: 'Google Pixel 8', os: 'android', appVersion: '3.4.0', lastUsedAt: new Date(now - 2000) },
        { clientId: client!.id, model: 'Samsung Galaxy A54', os: 'android', appVersion: '3.3.9', lastUsedAt: new Date(now - 3000) },
        { clientId: client!.id, model: 'iPad Air', os: 'ios', appVersion: '2.12.0', lastUsedAt: new Date(now - 4000) },
      ]);
    const { body } = await devicesOf(client!.id);
    expect(body.devices.map((device) => [device.model, device.os, device.app_version, device.outdated])).toEqual([
      ['iPhone 15 Pro', 'ios', '3.10.0', false],
      ['Google Pixel 8', 'android', '3.4.0', false],
      ['Samsung Galaxy A54', 'android', '3.3.9', true],
      ['iPad Air', 'ios', '2.12.0', true],
    ]);
    const [entry] = await db()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'client'), eq(s.auditLog.entityId, String(client!.id))))
      .orderBy(desc(s.auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'read', partnerUserId: demoUserId, details: { what: 'devices' } });
  });

  it('takes the current app version from the configuration', async () => {
    const [device] = await db()
      .select({ id: s.clientDevices.id, clientId: s.clientDevices.clientId })
      .from(s.clientDevices)
      .innerJoin(s.clients, eq(s.clients.id, s.clientDevices.clientId))
      .where(and(eq(s.clients.partnerCompanyId, alpenId), eq(s.clientDevices.appVersion, '3.4.0')))
      .limit(1);
    const before = ctx.app.config.currentAppVersion;
    ctx.app.config.currentAppVersion = '3.5.0';
    try {
      const { body } = await devicesOf(device!.clientId);
      expect(body.current_app_version).toBe('3.5.0');
      expect(body.devices.find((d) => d.id === device!.id)?.outdated).toBe(true);
    } finally {
      ctx.app.config.currentAppVersion = before;
    }
  });
});

describe('transactions', () => {
  it('loads a service’s transactions month by month, newest first, until none are left', async () => {
    const id = await investedClient();
    const [service] = await db().select().from(s.services).where(eq(s.services.clientId, id)).orderBy(asc(s.services.id)).limit(1);
    const stored = await db().select().from(s.transactions).where(eq(s.transactions.serviceId, service!.id));
    const months = [...new Set(stored.map((row) => row.date.slice(0, 7)))].sort().reverse();
    expect(months.length).toBeGreaterThan(0);
    const seen: number[] = [];
    let last: string | null = null;
    for (const month of months) {
      const response = await get(
        `client_overview/${id}/transactions/${service!.id}?group_by=month${last ? `&last_loaded_month=${last}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json() as { month: string; has_more: boolean; transactions: { id: number; date: string; amount: number }[] };
      expect(body.month).toBe(month);
      expect(body.transactions.map((tx) => tx.id).sort()).toEqual(
        stored
          .filter((row) => row.date.startsWith(month))
          .map((row) => row.id)
          .sort(),
      );
      const dates = body.transactions.map((tx) => tx.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(body.has_more).toBe(month !== months[months.length - 1]);
      seen.push(...body.transactions.map((tx) => tx.id));
      last = month;
    }
    expect(seen).toHaveLength(stored.length);
    const end = await get(`client_overview/${id}/transactions/${service!.id}?last_loaded_month=${last}`);
    expect(end.json()).toEqual({ month: null, transactions: [], has_more: false });
  });

  it('refuses a malformed month and another client’s service', async () => {
    const id = await investedClient();
    const [service] = await db().select().from(s.services).where(eq(s.services.clientId, id)).limit(1);
    expect((await get(`client_overview/${id}/transactions/${service!.id}?last_loaded_month=2025-13`)).statusCode).toBe(422);
    expect((await get(`client_overview/${id}/transactions/${service!.id}?group_by=day`)).statusCode).toBe(422);
    const [foreign] = await db()
      .select({ id: s.services.id })
      .from(s.services)
      .where(sql`${s.services.clientId} <> ${id}`)
      .limit(1);
    expect((await get(`client_overview/${id}/transactions/${foreign!.id}`)).statusCode).toBe(404);
  });
});

describe('another company’s client', () => {
  it.each([
    'clients/{id}',
    'clients/{id}/audit_log',
    'client_overview/{id}/services',
    'client_overview/{id}/performance_for_period?service_id={serviceId}',
    'client_overview/{id}/overall_performance_for_period',
    'client_overview/{id}/monthly_performance',
    'client_overview/{id}/transactions/{serviceId}',
    'client_overview/{id}/devices',
  ])('%s answers 404 and no data', async (template) => {
    const [foreign] = await db()
      .select({ id: s.clients.id, serviceId: s.services.id })
      .from(s.clients)
      .innerJoin(s.services, eq(s.services.clientId, s.clients.id))
      .where(eq(s.clients.partnerCompanyId, lemanicId))
      .limit(1);
    const path = template.replace('{id}', String(foreign!.id)).replace('{serviceId}', String(foreign!.serviceId));
    const response = await get(path);
    expect(response.statusCode).toBe(404);
    expect(Object.keys(response.json() as object)).toEqual(['message']);
    // the owner sees it
    expect((await get(path, other)).statusCode).toBe(200);
  });

  it('a colleague’s client is 404 for an adviser who may only see their own', async () => {
    const [demos] = await db().select({ id: s.clients.id }).from(s.clients).where(eq(s.clients.partnerUserId, demoUserId)).limit(1);
    const [colleagues] = await db()
      .select({ id: s.clients.id })
      .from(s.clients)
      .where(eq(s.clients.partnerUserId, colleagueUserId))
      .limit(1);
    // colleague@ may not see the company's clients; demo@ may
    expect((await get(`clients/${demos!.id}`, colleague)).statusCode).toBe(404);
    expect((await get(`client_overview/${demos!.id}/services`, colleague)).statusCode).toBe(404);
    expect((await get(`clients/${colleagues!.id}`, colleague)).statusCode).toBe(200);
    expect((await get(`clients/${colleagues!.id}`)).statusCode).toBe(200);
  });
});
