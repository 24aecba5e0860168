import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import * as s from '../src/db/schema';
import { bearer, build, signIn, type TestContext } from './helpers';

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
  ctx = await build();
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
    expect(rows[0]).toEqual(['Name', 'E-Mail', 'Status', 'Onboarding-Fortschritt', 'Dienstleistungen', 'Investierter Betrag (CHF)', 'Berater/in', 'Erstellt am']);
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
    expect(rows.slice(1).every((row) => row[0]!.toLowerCase().includes(client.lastName.toLowerCase()) || row[1]!.toLowerCase().includes(client.lastName.toLowerCase()))).toBe(true);
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
    const login = await ctx.app.inject({ method: 'POST', url: url('authorization/login'), payload: { email: 'ops@partner.example', password: 'Partner-2026' } });
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
    const client = await clientOf(alpenId, and(isNotNull(s.clients.partnerKycAnswers), isNotNull(s.clients.registeredAt), isNull(s.clients.firstInvestedAt))!);
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
