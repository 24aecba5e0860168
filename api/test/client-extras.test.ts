import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import * as s from '../src/db/schema';
import { bearer, build, pdfTextOf, signIn, type TestContext } from './helpers';

// The export, the operator's admin actions, the documents, the portfolio overview, the inflows and the reports of
// the client detail (issue 10). Expectations come from the stored rows, read here directly.

let ctx: TestContext;
let demo: string;
let ops: string;
let other: string;
let alpenId: number;
let lemanicId: number;
const db = () => ctx.database.db;

beforeAll(async () => {
  // the report worker runs when a test calls it, never on a timer
  ctx = await build({ reportWorkerIntervalMs: 0 });
  demo = (await signIn(ctx.app)).access_token;
  ops = (await signIn(ctx.app, 'ops@partner.example')).access_token;
  other = (await signIn(ctx.app, 'other@second-partner.example')).access_token;
  const users = await db().select().from(s.partnerUsers);
  alpenId = users.find((u) => u.email === 'demo@partner.example')!.partnerCompanyId;
  lemanicId = users.find((u) => u.email === 'other@second-partner.example')!.partnerCompanyId;
});
afterAll(async () => ctx?.close());

const url = (path: string) => `/api/v1/admin_partner/${path}`;
const get = (path: string, token = demo) => ctx.app.inject({ method: 'GET', url: url(path), headers: bearer(token) });
const post = (path: string, token = demo, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: url(path), headers: bearer(token), ...(payload ? { payload } : {}) });

/** A client of the company with the given status (and, optionally, invested or not). */
async function clientOf(companyId: number, where = sql`true`) {
  const [row] = await db()
    .select()
    .from(s.clients)
    .where(and(eq(s.clients.partnerCompanyId, companyId), where))
    .orderBy(asc(s.clients.id))
    .limit(1);
  return row!;
}

async function auditOf(clientId: number) {
  return db()
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.entity, 'client'), eq(s.auditLog.entityId, String(clientId))))
    .orderBy(desc(s.auditLog.id));
}

/** Splits the semicolon CSV of the export (quoted text fields, numbers bare). */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"|([^;]+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2]!)));
}

describe('export of the client list', () => {
  it('writes the filtered, searched and sorted list as CSV, with the rows of the list and German headers', async () => {
    const query = 'scope=company&status[]=invested&sort=name&direction=asc';
    const listed = await get(`clients?${query}&per_page=100`);
    const list = listed.json() as { clients: { first_name: string; last_name: string; invested_amount: number; email: string | null }[] };
    const response = await get(`clients/export?${query}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="kunden-\d{8}\.csv"$/);
    const rows = parseCsv(response.body);
    // the headings of the list on the screen (mf-clients list.columns), plus the e-mail address
    expect(rows[0]).toEqual(['Name', 'E-Mail', 'Status', 'Onboarding', 'Dienstleistungen', 'Investiert (CHF)', 'Berater', 'Erfasst am']);
    expect(rows).toHaveLength(list.clients.length + 1);
    expect(Number(response.headers['x-total'])).toBe(list.clients.length);
    list.clients.forEach((client, index) => {
      const row = rows[index + 1]!;
      expect(row[0]).toBe(`${client.first_name} ${client.last_name}`);
      expect(row[2]).toBe('Investiert');
      expect(Number(row[5])).toBeCloseTo(client.invested_amount, 2);
    });
  });

  it('finds the same clients as the search, and writes the chosen language', async () => {
    const client = await clientOf(alpenId);
    const response = await get(`clients/export?scope=company&search=${encodeURIComponent(client.lastName)}&format=csv&locale=it`);
    const rows = parseCsv(response.body);
    expect(rows[0]![0]).toBe('Nome');
    expect(rows.slice(1).some((row) => row[0] === `${client.firstName} ${client.lastName}`)).toBe(true);
    expect(
      rows
        .slice(1)
        .every(
          (row) =>
            row[0]!.toLowerCase().includes(client.lastName.toLowerCase()) || row[1]!.toLowerCase().includes(client.lastName.toLowerCase()),
        ),
    ).toBe(true);
    expect(response.headers['content-disposition']).toContain('clienti-');
  });

  it('writes an Excel workbook with the same rows, amounts as numbers, and audits the export', async () => {
    const csv = parseCsv((await get('clients/export?scope=company&format=csv&locale=en&sort=invested_amount')).body);
    const response = await get('clients/export?scope=company&format=xlsx&locale=en&sort=invested_amount');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Clients')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...csv[0]!]);
    expect(sheet.rowCount).toBe(csv.length);
    expect(sheet.getRow(2).getCell(1).value).toBe(csv[1]![0]);
    expect(typeof sheet.getRow(2).getCell(6).value).toBe('number');
    // the day added: a date cell, shown as the CSV writes it
    const added = sheet.getRow(2).getCell(8);
    expect(added.value).toBeInstanceOf(Date);
    expect(added.numFmt).toBe('dd.mm.yyyy');
    const [day, month, year] = csv[1]![7]!.split('.');
    expect((added.value as Date).toISOString()).toBe(`${year}-${month}-${day}T00:00:00.000Z`);
    const [entry] = await db().select().from(s.auditLog).where(eq(s.auditLog.action, 'export')).orderBy(desc(s.auditLog.id)).limit(1);
    expect(entry!.details).toMatchObject({ what: 'client_list', format: 'xlsx', count: csv.length - 1 });
  });

  it('never exports another company’s clients, and refuses bad input with field errors', async () => {
    const foreign = await clientOf(lemanicId);
    const rows = parseCsv((await get(`clients/export?scope=company&format=csv&search=${encodeURIComponent(foreign.email!)}`)).body);
    expect(rows).toHaveLength(1);
    for (const bad of ['format=pdf', 'locale=es', 'status[]=sleeping', 'sort=age']) {
      const response = await get(`clients/export?${bad}`);
      expect(response.statusCode).toBe(422);
    }
    expect((await ctx.app.inject({ method: 'GET', url: url('clients/export') })).statusCode).toBe(401);
  });
});

describe('admin actions of the operator', () => {
  it('are refused (403) for an adviser, and the login tells who is an operator', async () => {
    const client = await clientOf(alpenId);
    expect((await post(`clients/${client.id}/admin/block`)).statusCode).toBe(403);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: url(`clients/${client.id}`),
      headers: bearer(demo),
      payload: { confirmation_name: `${client.firstName} ${client.lastName}` },
    });
    expect(deleted.statusCode).toBe(403);
    expect((await db().select().from(s.clients).where(eq(s.clients.id, client.id)))[0]!.deletedAt).toBeNull();
    const login = await ctx.app.inject({
      method: 'POST',
      url: url('authorization/login'),
      payload: { email: 'ops@partner.example', password: 'Partner-2026' },
    });
    expect((login.json() as { partner_user: { role: string } }).partner_user.role).toBe('operator');
  });

  it('blocks and unblocks a client back to its status, each in the audit log', async () => {
    const client = await clientOf(alpenId, eq(s.clients.status, 'on_hold'));
    const blocked = await post(`clients/${client.id}/admin/block`, ops);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ id: client.id, status: 'blocked' });
    expect((await get(`clients/${client.id}`)).json()).toMatchObject({ client: { status: 'blocked' } });
    expect((await post(`clients/${client.id}/admin/block`, ops)).statusCode).toBe(409);
    const unblocked = await post(`clients/${client.id}/admin/unblock`, ops);
    expect(unblocked.json()).toEqual({ id: client.id, status: 'on_hold' });
    const actions = (await auditOf(client.id)).map((entry) => entry.action);
    expect(actions.indexOf('unblock')).toBeLessThan(actions.indexOf('block'));
    expect((await post(`clients/${client.id}/admin/unblock`, ops)).statusCode).toBe(409);
  });

  it('resets the registration of a client who has not invested, and refuses it for an invested one', async () => {
    const client = await clientOf(
      alpenId,
      and(isNotNull(s.clients.partnerKycAnswers), isNotNull(s.clients.registeredAt), isNull(s.clients.firstInvestedAt))!,
    );
    const response = await post(`clients/${client.id}/admin/reset_account`, ops);
    expect(response.json()).toEqual({ id: client.id, status: 'pending' });
    const [after] = await db().select().from(s.clients).where(eq(s.clients.id, client.id));
    expect(after).toMatchObject({ kycFilled: false, partnerKycAnswers: null, registeredAt: null, firstName: client.firstName });
    expect((await auditOf(client.id))[0]).toMatchObject({ action: 'reset_account' });
    const invested = await clientOf(alpenId, isNotNull(s.clients.firstInvestedAt));
    expect((await post(`clients/${invested.id}/admin/reset_account`, ops)).statusCode).toBe(409);
  });

  it('deletes a client only with its name typed, softly, and the client is then gone from every list and route', async () => {
    const client = await clientOf(alpenId, eq(s.clients.status, 'rejected'));
    const del = (name: string) =>
      ctx.app.inject({ method: 'DELETE', url: url(`clients/${client.id}`), headers: bearer(ops), payload: { confirmation_name: name } });
    const wrong = await del('Someone Else');
    expect(wrong.statusCode).toBe(422);
    expect((wrong.json() as { errors: { field: string }[] }).errors[0]!.field).toBe('confirmation_name');
    expect((await del('')).statusCode).toBe(422);
    const done = await del(`  ${client.firstName.toUpperCase()}   ${client.lastName} `);
    expect(done.statusCode).toBe(200);
    const [row] = await db().select().from(s.clients).where(eq(s.clients.id, client.id));
    expect(row!.deletedAt).not.toBeNull();
    expect((await auditOf(client.id))[0]).toMatchObject({ action: 'delete', details: { what: 'account', status: 'rejected' } });
    expect((await get(`clients/${client.id}`)).statusCode).toBe(404);
    const list = (await get(`clients?scope=company&search=${encodeURIComponent(client.email!)}`)).json() as { clients: unknown[] };
    expect(list.clients).toEqual([]);
    expect((await del(`${client.firstName} ${client.lastName}`)).statusCode).toBe(404);
  });

  it('cannot act on another company’s client (404)', async () => {
    const foreign = await clientOf(lemanicId);
    expect((await post(`clients/${foreign.id}/admin/block`, ops)).statusCode).toBe(404);
    expect((await post(`clients/${foreign.id}/admin/delete`, ops)).statusCode).toBe(422);
    expect((await get(`clients/${foreign.id}`, other)).json()).toMatchObject({ client: { status: foreign.status } });
  });
});

/** The invested client (of the demo company) with the oldest named service at a custodian with a QR-IBAN. */
async function investedClient(companyId = alpenId) {
  const [row] = await db()
    .select({ client: s.clients, serviceId: s.services.id, openedAt: s.services.createdAt, custodian: s.custodians })
    .from(s.clients)
    .innerJoin(s.services, eq(s.services.clientId, s.clients.id))
    .innerJoin(s.custodians, eq(s.custodians.id, s.services.custodianId))
    .where(
      and(
        eq(s.clients.partnerCompanyId, companyId),
        isNotNull(s.custodians.qrIban),
        isNotNull(s.services.name),
        isNotNull(s.services.strategyId),
        eq(s.clients.kycFilled, true),
        sql`${s.clients.deletedAt} IS NULL`,
      ),
    )
    // the oldest service: its client has the most complete years
    .orderBy(asc(s.services.createdAt))
    .limit(1);
  return row!;
}

describe('client documents', () => {
  it('lists the profiles, a tax and a wealth statement per complete year, and the accounts with a payment slip', async () => {
    const { client, serviceId, openedAt } = await investedClient();
    const response = await get(`clients/${client.id}/documents`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      documents: { type: string; year: number | null; available: boolean }[];
      bank_accounts: { id: number; payment_slip: boolean }[];
    };
    expect(body.documents).toContainEqual({ type: 'regulatory_profile', year: null, available: true });
    const taxYears = body.documents.filter((d) => d.type === 'tax_statement').map((d) => d.year);
    // complete years only (the suite's today is in 2026), newest first
    const expectedYears = Array.from({ length: 2025 - openedAt.getUTCFullYear() + 1 }, (_, i) => 2025 - i);
    expect(taxYears).toEqual(expectedYears);
    expect(body.bank_accounts).toContainEqual(expect.objectContaining({ id: serviceId, payment_slip: true }));
    const tax = (await get(`clients/${client.id}/tax_statement_documents`)).json() as { documents: { year: number }[] };
    expect(tax.documents.map((d) => d.year)).toEqual(expectedYears);
    expect((await auditOf(client.id))[0]).toMatchObject({ action: 'read', details: { what: 'documents' } });
  });

  it('makes the regulatory profile from the client’s data, in the language asked for', async () => {
    const { client } = await investedClient();
    const response = await get(`clients/${client.id}/regulatory_profile_document?locale=fr`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfTextOf(response.rawPayload);
    expect(text).toContain('Profil réglementaire');
    expect(text).toContain(client.lastName);
    expect(text).toContain('Personne américaine');
    const byType = await get(`client_document/${client.id}?type=investor_profile`);
    expect(pdfTextOf(byType.rawPayload)).toContain('Anlegerprofil');
    expect((await auditOf(client.id))[0]).toMatchObject({ action: 'read', details: { what: 'document', type: 'investor_profile' } });
  });

  it("makes the custom custodian's power of attorney to sign, in the client's language, and none without one", async () => {
    const client = await clientOf(alpenId, sql`${s.clients.deletedAt} IS NULL AND ${s.clients.firstName} IS NOT NULL`);
    const before = { custodianBanks: client.custodianBanks, preferredLanguage: client.preferredLanguage };
    try {
      await db()
        .update(s.clients)
        .set({ custodianBanks: ['HBL'] })
        .where(eq(s.clients.id, client.id));
      expect((await get(`clients/${client.id}/custom_custodian_sign_document_template`)).statusCode).toBe(404);

      await db()
        .update(s.clients)
        .set({ custodianBanks: ['HBL', 'CUSTOM'], preferredLanguage: 'italian' })
        .where(eq(s.clients.id, client.id));
      const response = await get(`clients/${client.id}/custom_custodian_sign_document_template`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('Procura-');
      const text = pdfTextOf(response.rawPayload);
      expect(text).toContain('Procura');
      expect(text).toContain(client.lastName);
      // no own bank named yet: the custom custodian by its label in the document's language
      expect(text).toContain('Banca depositaria propria');
      expect(text).not.toContain('Eigene Depotbank');
      expect(text).toContain('Alpen Finanz AG');
      expect(text).toContain('Firma del mandante');
      // only the custom custodian is named, not the other bank
      expect(text).not.toContain('Hypothekarbank');
      expect(pdfTextOf((await get(`clients/${client.id}/custom_custodian_sign_document_template?locale=de`)).rawPayload)).toContain(
        'Unterschrift des Vollmachtgebers',
      );
      expect((await auditOf(client.id))[0]).toMatchObject({ action: 'read', details: { what: 'sign_document_template' } });
      expect((await get(`clients/${client.id}/custom_custodian_sign_document_template`, other)).statusCode).toBe(404);
    } finally {
      await db().update(s.clients).set(before).where(eq(s.clients.id, client.id));
    }
  });

  it('has no profile PDF while the questionnaire is not filled, and no statement of a year without values', async () => {
    const pending = await clientOf(
      alpenId,
      and(eq(s.clients.kycFilled, false), eq(s.clients.investorProfileFilled, false), sql`${s.clients.deletedAt} IS NULL`)!,
    );
    expect((await get(`clients/${pending.id}/regulatory_profile_document`)).statusCode).toBe(404);
    expect((await get(`client_document/${pending.id}?type=investor_profile`)).statusCode).toBe(404);
    const { client } = await investedClient();
    expect((await get(`client_document/${client.id}?type=tax_statement&year=2019`)).statusCode).toBe(404);
    expect((await get(`client_document/${client.id}?type=tax_statement`)).statusCode).toBe(404);
    expect((await get(`client_document/${client.id}?type=passport`)).statusCode).toBe(422);
  });

  it('makes the tax statement of a year with the values at year end from the stored valuations', async () => {
    const { client } = await investedClient();
    const response = await get(`client_document/${client.id}?type=tax_statement&year=2025&locale=de`);
    expect(response.statusCode).toBe(200);
    const text = pdfTextOf(response.rawPayload);
    expect(text).toContain('Steuerauszug 2025');
    const values = await db()
      .select({ serviceId: s.serviceValuations.serviceId, value: s.serviceValuations.value, date: s.serviceValuations.date })
      .from(s.serviceValuations)
      .innerJoin(s.services, eq(s.services.id, s.serviceValuations.serviceId))
      .where(and(eq(s.services.clientId, client.id), sql`${s.serviceValuations.date} <= '2025-12-31'`, isNotNull(s.services.name)))
      .orderBy(desc(s.serviceValuations.date));
    const last = new Map<number, number>();
    for (const v of values) if (!last.has(v.serviceId)) last.set(v.serviceId, Number(v.value));
    const total = [...last.values()].reduce((sum, v) => sum + v, 0);
    const grouped = total.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, "'");
    expect(text).toContain(`CHF ${grouped}`);
    const wealth = await get(`client_document/${client.id}?type=wealth_statement&year=2025&locale=it`);
    expect(pdfTextOf(wealth.rawPayload)).toContain('Attestazione patrimoniale 2025');
  });

  it('makes a Swiss QR-bill to the custodian’s QR-IBAN with the client’s QR reference', async () => {
    const { client, serviceId, custodian } = await investedClient();
    const response = await get(`clients/${client.id}/bank_account/${serviceId}/payment_slip?locale=de`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfTextOf(response.rawPayload);
    expect(text).toContain('Zahlteil');
    expect(text).toContain('Empfangsschein');
    const iban = custodian.qrIban!.replace(/(.{4})/g, '$1 ').trim();
    expect(text).toContain(iban);
    const payload = `${String(client.id).padStart(13, '0')}${String(serviceId).padStart(13, '0')}`;
    // the mod-10 recursive check digit of the QR reference, computed independently
    const table = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
    let carry = 0;
    for (const digit of payload) carry = table[(carry + Number(digit)) % 10]!;
    const reference = `${payload}${(10 - carry) % 10}`;
    expect(text.replace(/ /g, '')).toContain(reference);
    expect((await auditOf(client.id))[0]).toMatchObject({ details: { what: 'payment_slip', service_id: serviceId } });
  });

  it('makes no payment slip for a custodian without QR-IBAN, nor for another client’s service', async () => {
    const [custom] = await db()
      .select({ clientId: s.services.clientId, serviceId: s.services.id })
      .from(s.services)
      .innerJoin(s.custodians, eq(s.custodians.id, s.services.custodianId))
      .innerJoin(s.clients, eq(s.clients.id, s.services.clientId))
      .where(and(eq(s.custodians.bankCode, 'CUSTOM'), eq(s.clients.partnerCompanyId, alpenId), isNotNull(s.services.name)))
      .limit(1);
    expect((await get(`clients/${custom!.clientId}/bank_account/${custom!.serviceId}/payment_slip`)).statusCode).toBe(404);
    const { client } = await investedClient();
    expect((await get(`clients/${client.id}/bank_account/${custom!.serviceId}/payment_slip`)).statusCode).toBe(404);
  });

  it('prints the stored salutation code in the document’s language, and the own custodian bank by its name', async () => {
    const client = await clientOf(alpenId, sql`${s.clients.deletedAt} IS NULL`);
    const before = { title: client.title, custodianBanks: client.custodianBanks, ownCustodianName: client.ownCustodianName };
    try {
      await db()
        .update(s.clients)
        .set({ title: 'mr', custodianBanks: ['CUSTOM'], ownCustodianName: 'Banque Cantonale du Jura' })
        .where(eq(s.clients.id, client.id));
      const name = `${client.firstName} ${client.lastName}`;
      const pdf = async (locale: string) =>
        pdfTextOf((await get(`clients/${client.id}/custom_custodian_sign_document_template?locale=${locale}`)).rawPayload);
      const [de, fr, en, it] = [await pdf('de'), await pdf('fr'), await pdf('en'), await pdf('it')];
      expect(de).toContain(`Herr ${name}`);
      expect(fr).toContain(`Monsieur ${name}`);
      expect(en).toContain(`Mr ${name}`);
      expect(it).toContain(`Signor ${name}`);
      for (const text of [de, fr, en, it]) expect(text).not.toMatch(new RegExp(`\\bmr ${name}`));
      // "Depotbank: Banque Cantonale du Jura", not the stored label of the custom custodian
      expect(de).toContain('Depotbank');
      expect(de).toContain('Banque Cantonale du Jura');
      expect(de).not.toContain('Eigene Depotbank');
    } finally {
      await db().update(s.clients).set(before).where(eq(s.clients.id, client.id));
    }
  });

  it('writes a transaction without a description by its kind in the document’s language', async () => {
    const { client, serviceId } = await investedClient();
    const [deposit] = await db()
      .select()
      .from(s.transactions)
      .where(and(eq(s.transactions.serviceId, serviceId), eq(s.transactions.kind, 'deposit'), sql`${s.transactions.date} <= '2025-12-31'`))
      .orderBy(desc(s.transactions.date))
      .limit(1);
    // the seed stores no description that only repeats the kind
    expect(deposit!.description).toBeNull();
    const year = Number(deposit!.date.slice(0, 4));
    const statement = async (locale: string) =>
      pdfTextOf((await get(`client_document/${client.id}?type=wealth_statement&year=${year}&locale=${locale}`)).rawPayload);
    const [fr, de] = [await statement('fr'), await statement('de')];
    expect(fr).toContain('Versement');
    expect(fr).not.toContain('Einzahlung');
    expect(de).toContain('Einzahlung');
  });

  it('makes the meeting pack in the client’s preferred language', async () => {
    const { client } = await investedClient();
    const response = await get(`clients/${client.id}/meeting_pack`);
    expect(response.statusCode).toBe(200);
    const text = pdfTextOf(response.rawPayload);
    const title = {
      german: 'Gesprächsunterlagen',
      english: 'Meeting pack',
      french: 'Dossier d’entretien',
      italian: 'Documentazione per il colloquio',
    }[client.preferredLanguage ?? 'german'];
    expect(text).toContain(title.replace('’', '\u0092'));
    expect((await auditOf(client.id))[0]).toMatchObject({ details: { what: 'meeting_pack' } });
  });
});

describe('portfolio overview and inflows', () => {
  it('splits a service’s value by its strategy’s allocation, per category', async () => {
    const { client, serviceId } = await investedClient();
    const [service] = await db().select().from(s.services).where(eq(s.services.id, serviceId));
    const [strategy] = await db().select().from(s.strategies).where(eq(s.strategies.id, service!.strategyId!));
    const [last] = await db()
      .select()
      .from(s.serviceValuations)
      .where(eq(s.serviceValuations.serviceId, serviceId))
      .orderBy(desc(s.serviceValuations.date))
      .limit(1);
    for (const category of ['asset_class', 'currency', 'region'] as const) {
      const response = await get(
        `client_overview/${client.id}/portfolio_overview/${serviceId}?filter_category=${category}&requested_currency=CHF`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json() as {
        total_value: number;
        valuation_date: string;
        slices: { key: string; weight: number; value: number }[];
      };
      expect(body.valuation_date).toBe(last!.date);
      expect(body.total_value).toBeCloseTo(Number(last!.value), 2);
      const expected = strategy!.allocation![category];
      expect(Object.fromEntries(body.slices.map((slice) => [slice.key, slice.weight]))).toEqual(expected);
      for (const slice of body.slices) expect(slice.value).toBeCloseTo(Number(last!.value) * expected[slice.key]!, 1);
    }
    expect((await get(`client_overview/${client.id}/portfolio_overview/${serviceId}?filter_category=sector`)).statusCode).toBe(422);
  });

  it('writes a service’s inflows as a workbook with a monthly summary and every flow', async () => {
    const { client, serviceId } = await investedClient();
    const response = await get(`client_overview/${client.id}/inflows/${serviceId}?locale=de`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const flows = await db().select().from(s.cashFlows).where(eq(s.cashFlows.serviceId, serviceId));
    const summary = workbook.getWorksheet('Zuflüsse')!;
    const totals = summary.getRow(summary.rowCount);
    expect(totals.getCell(1).value).toBe('Total');
    const deposits = flows.filter((f) => f.kind === 'deposit').reduce((sum, f) => sum + Number(f.amount), 0);
    expect(totals.getCell(2).value).toBeCloseTo(deposits, 2);
    expect(workbook.worksheets[1]!.rowCount).toBe(flows.length + 1);
    const all = await get(`client_overview/${client.id}/portfolio_inflows`);
    const portfolio = new ExcelJS.Workbook();
    await portfolio.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    expect(portfolio.getWorksheet('Inflows')).toBeDefined();
  });
});

describe('reports', () => {
  it('are made in the background: in progress, then ready, then downloaded as a PDF in the language asked for', async () => {
    const { client, serviceId } = await investedClient();
    const started = await post(`client_overview/${client.id}/generate_report/${serviceId}?locale=fr`, demo, {
      type: 'long_wealth_statement',
      period: '1y',
    });
    expect(started.statusCode).toBe(202);
    const report = (started.json() as { report: { id: number; status: string; locale: string } }).report;
    expect(report).toMatchObject({ status: 'in_progress', locale: 'fr' });
    const listed = (await get(`client_overview/${client.id}/reports/${serviceId}`)).json() as { reports: { id: number; status: string }[] };
    expect(listed.reports[0]).toMatchObject({ id: report.id, status: 'in_progress' });
    expect((await get(`client_overview/${client.id}/download_report/${report.id}`)).statusCode).toBe(409);

    expect(await ctx.app.reportWorker.runQueue()).toEqual({ made: 1, failed: 0 });
    const after = (await get(`client_overview/${client.id}/reports/${serviceId}`)).json() as {
      reports: { id: number; status: string; ready_at: string | null }[];
    };
    expect(after.reports[0]).toMatchObject({ id: report.id, status: 'ready', ready_at: expect.any(String) });
    const download = await get(`client_overview/${client.id}/download_report/${report.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const text = pdfTextOf(download.rawPayload);
    expect(text).toContain('Relevé de fortune (détaillé)');
    expect(text).toContain('Rendement pondéré dans le temps (TWR)');
    expect(text).toContain('Répartition par classe d’actifs'.replace('’', '\u0092'));
    expect(text).toContain(client.lastName);
    // the long statement has a page of charts more than the short one
    const short = await post(`client_overview/${client.id}/generate_report/${serviceId}`, demo, {
      type: 'short_wealth_statement',
      period: '1y',
    });
    const shortId = (short.json() as { report: { id: number; locale: string } }).report;
    expect(shortId.locale).toBe('en');
    await ctx.app.reportWorker.runQueue();
    const shortPdf = (await get(`client_overview/${client.id}/download_report/${shortId.id}`)).rawPayload;
    const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    expect(pages(download.rawPayload)).toBeGreaterThan(pages(shortPdf));
    expect(pdfTextOf(shortPdf)).toContain('Wealth statement (short)');
  });

  it('refuse a bad type, another client’s service and another company’s report', async () => {
    const { client, serviceId } = await investedClient();
    expect((await post(`client_overview/${client.id}/generate_report/${serviceId}`, demo, { type: 'novel' })).statusCode).toBe(422);
    expect(
      (await post(`client_overview/${client.id}/generate_report/${serviceId}?locale=es`, demo, { type: 'short_wealth_statement' }))
        .statusCode,
    ).toBe(422);
    const foreign = await investedClient(lemanicId);
    const theirs = await post(`client_overview/${foreign.client.id}/generate_report/${foreign.serviceId}`, other, {
      type: 'short_wealth_statement',
    });
    const theirId = (theirs.json() as { report: { id: number } }).report.id;
    expect((await get(`client_overview/${client.id}/download_report/${theirId}`)).statusCode).toBe(404);
    expect(
      (await post(`client_overview/${client.id}/generate_report/${foreign.serviceId}`, demo, { type: 'short_wealth_statement' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('another company’s client (the routes of issue 10 beyond the overview)', () => {
  it.each([
    ['GET', 'clients/{id}/documents'],
    ['GET', 'clients/{id}/tax_statement_documents'],
    ['GET', 'clients/{id}/wealth_statement_documents'],
    ['GET', 'clients/{id}/regulatory_profile_document'],
    ['GET', 'clients/{id}/investor_profile_document'],
    ['GET', 'client_document/{id}?type=tax_statement&year=2025'],
    ['GET', 'clients/{id}/bank_account/{serviceId}/payment_slip'],
    ['GET', 'clients/{id}/meeting_pack'],
    ['GET', 'client_overview/{id}/portfolio_overview/{serviceId}'],
    ['GET', 'client_overview/{id}/inflows/{serviceId}'],
    ['GET', 'client_overview/{id}/portfolio_inflows'],
    ['GET', 'client_overview/{id}/reports/{serviceId}'],
    ['POST', 'client_overview/{id}/generate_report/{serviceId}'],
    ['POST', 'clients/{id}/admin/block'],
    ['DELETE', 'clients/{id}'],
  ])('%s %s answers 404 and no data', async (method, template) => {
    const foreign = await investedClient(lemanicId);
    const path = template.replace('{id}', String(foreign.client.id)).replace('{serviceId}', String(foreign.serviceId));
    const payload =
      method === 'POST' && path.includes('generate_report')
        ? { type: 'short_wealth_statement' }
        : method === 'DELETE'
          ? { confirmation_name: `${foreign.client.firstName} ${foreign.client.lastName}` }
          : undefined;
    const token = path.includes('admin') || method === 'DELETE' ? ops : demo;
    const response = await ctx.app.inject({
      method: method as 'GET',
      url: url(path),
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(Object.keys(response.json() as object)).toEqual(['message']);
    if (!path.includes('admin') && method !== 'DELETE') {
      const own = await ctx.app.inject({
        method: method as 'GET',
        url: url(path),
        headers: bearer(other),
        ...(payload ? { payload } : {}),
      });
      expect([200, 202]).toContain(own.statusCode);
    }
  });
});
