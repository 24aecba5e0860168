import { and, count, eq } from 'drizzle-orm';
import * as s from '../src/db/schema';
import { computeLines, issueMonth } from '../src/modules/invoices/issue';
import { systemScope } from '../src/plugins/scope';
import { bearer, build, json, signIn, type TestContext } from './helpers';

// Invoices (issue 12): the fees computed from the data against figures worked out by hand, issuing idempotently,
// the list, detail, fee history, next date, the PDFs, module gating and other companies.

let ctx: TestContext;
let demo: string;
let other: string;
let handfest: string;
let companyId: number;
const clientIds: Record<string, number> = {};
const db = () => ctx.database.db;

type Invoice = {
  id: number;
  number: string;
  month: string;
  total: number;
  subtotal: number;
  vat: number;
  finders_fees: number;
  recurring_fees: number;
  status: string;
  issued_on: string;
  due_on: string;
};
type Line = { client_name: string; kind: string; basis: number; rate: number; amount: number };

const get = (url: string, token: string, language?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/admin_partner/${url}`,
    headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
  });

const days = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `2026-10-${String(from + i).padStart(2, '0')}`);

/**
 * A company of four clients made by hand for October 2026 (31 days), registered for VAT:
 * - Anna Mitte invested 310'000 on the 16th (16 days): finders 1 % = 3'100.00; recurring 0.3 % of the average
 *   310'000 × 16 / 31 = 160'000 → 160'000 × 0.003 / 12 = 40.00
 * - Bruno Abzug: 800'000 for 10 days, then 500'000 after a withdrawal, 0.24 %: (8'000'000 + 10'500'000) / 31 =
 *   596'774.19 average; 18'500'000 × 0.0024 / 31 / 12 = 44'400 / 372 = 119.354… → 119.35
 * - Carla Wechsel: two services, 700'000 + 500'000 every day; 0.2 % until the 20th, 0.35 % from the 21st:
 *   1'200'000 × (20 × 0.002 + 11 × 0.0035) / 31 / 12 = 94'200 / 372 = 253.225… → 253.23
 * - Dario Leer: a fee structure, but no AUM in October: no line
 * Subtotal 3'512.58; VAT 8.1 % = 284.52 (284.518…); total 3'797.10.
 */
async function handMadeCompany() {
  const [company] = await db()
    .insert(s.partnerCompanies)
    .values({
      name: 'Handfest Vermögen AG',
      street: 'Marktgasse',
      buildingNumber: '5',
      zip: '3011',
      city: 'Bern',
      iban: 'CH93 0076 2011 6238 5295 7',
      vatNumber: 'CHE-111.222.333 MWST',
    })
    .returning();
  companyId = company!.id;
  const [demoRow] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'demo@partner.example'));
  const [adviser] = await db()
    .insert(s.partnerUsers)
    .values({
      partnerCompanyId: companyId,
      firstName: 'Hans',
      lastName: 'Fest',
      email: 'hans@handfest.example',
      passwordHash: demoRow!.passwordHash,
      visibleModules: ['invoices', 'clients'],
      canSeeCompanyStatistics: true,
    })
    .returning();
  const client = async (firstName: string, lastName: string, firstInvestedAt: string, finders: string, recurring: string) => {
    const [row] = await db()
      .insert(s.clients)
      .values({
        partnerCompanyId: companyId,
        partnerUserId: adviser!.id,
        firstName,
        lastName,
        status: 'invested',
        preferredLanguage: 'french',
        firstInvestedAt: new Date(`${firstInvestedAt}T09:00:00Z`),
      })
      .returning();
    await db().insert(s.feeStructures).values({ clientId: row!.id, findersFeePercentage: finders, recurringFeePercentage: recurring });
    clientIds[lastName] = row!.id;
    return row!.id;
  };
  const service = async (clientId: number, values: [string, number][], flows: [string, number, 'deposit' | 'withdrawal'][] = []) => {
    const [row] = await db().insert(s.services).values({ clientId, kind: 'wealth_management', name: 'Vermögensverwaltung' }).returning();
    await db()
      .insert(s.serviceValuations)
      .values(values.map(([date, value]) => ({ serviceId: row!.id, date, value: value.toFixed(2) })));
    if (flows.length)
      await db()
        .insert(s.cashFlows)
        .values(flows.map(([date, amount, kind]) => ({ serviceId: row!.id, date, amount: amount.toFixed(2), kind })));
  };

  const anna = await client('Anna', 'Mitte', '2026-10-16', '1.000', '0.300');
  await service(
    anna,
    days(16, 31).map((d) => [d, 310_000]),
    [['2026-10-16', 310_000, 'deposit']],
  );
  const bruno = await client('Bruno', 'Abzug', '2025-01-10', '1.500', '0.240');
  await service(
    bruno,
    [...days(1, 10).map((d): [string, number] => [d, 800_000]), ...days(11, 31).map((d): [string, number] => [d, 500_000])],
    [
      ['2025-01-10', 800_000, 'deposit'],
      ['2026-10-11', -300_000, 'withdrawal'],
    ],
  );
  const carla = await client('Carla', 'Wechsel', '2024-03-04', '1.000', '0.200');
  await service(
    carla,
    days(1, 31).map((d) => [d, 700_000]),
  );
  await service(
    carla,
    days(1, 31).map((d) => [d, 500_000]),
  );
  await db().insert(s.recurringFeeChanges).values({ clientId: carla, validFrom: '2026-10-21', percentage: '0.350' });
  const dario = await client('Dario', 'Leer', '2024-05-05', '1.000', '0.300');
  await service(dario, [['2026-09-15', 250_000]]);
}

beforeAll(async () => {
  ctx = await build();
  await handMadeCompany();
  demo = (await signIn(ctx.app)).access_token;
  other = (await signIn(ctx.app, 'other@second-partner.example')).access_token;
  handfest = (await signIn(ctx.app, 'hans@handfest.example')).access_token;
});
afterAll(() => ctx.close());

describe('the fees of a month, against the hand computation', () => {
  it('gives a line per client and fee kind with the figures worked out by hand', async () => {
    const lines = await computeLines(db(), systemScope({ companyId, userId: null, locale: 'de', modules: ['invoices'] }), '2026-10');
    const shown = lines.map((l) => [l.clientName, l.kind, l.basisCents, l.rateMilli, l.amountCents]);
    expect(shown).toEqual([
      ['Bruno Abzug', 'recurring_fee', 59_677_419n, 240n, 11_935n],
      ['Anna Mitte', 'finders_fee', 31_000_000n, 1000n, 310_000n],
      ['Anna Mitte', 'recurring_fee', 16_000_000n, 300n, 4_000n],
      // the weighted rate: (20 × 0.2 + 11 × 0.35) / 31 = 0.25322… %
      ['Carla Wechsel', 'recurring_fee', 120_000_000n, 253n, 25_323n],
    ]);
  });

  it('issues the invoice once, with VAT, and notifies the advisers with the invoices module', async () => {
    const now = new Date('2026-11-01T06:00:00Z');
    const first = await issueMonth(db(), '2026-10', { now, companyIds: [companyId] });
    expect(first.issued).toHaveLength(1);
    const again = await issueMonth(db(), '2026-10', { now });
    // nobody gets a second October invoice: the seeded companies have theirs from the seed
    expect(again.issued).toEqual([]);
    const [invoices] = await db().select({ n: count() }).from(s.partnerInvoices).where(eq(s.partnerInvoices.partnerCompanyId, companyId));
    expect(invoices!.n).toBe(1);
    const [invoice] = await db().select().from(s.partnerInvoices).where(eq(s.partnerInvoices.partnerCompanyId, companyId));
    expect(invoice).toMatchObject({
      findersFees: '3100.00',
      recurringFees: '412.58',
      subtotal: '3512.58',
      vatRate: '8.10',
      vat: '284.52',
      total: '3797.10',
      issuedOn: '2026-10-31',
      dueOn: '2026-11-30',
    });
    const [lines] = await db().select({ n: count() }).from(s.partnerInvoiceLines).where(eq(s.partnerInvoiceLines.invoiceId, invoice!.id));
    expect(lines!.n).toBe(4);
    const notices = await db()
      .select()
      .from(s.notifications)
      .innerJoin(s.partnerUsers, eq(s.partnerUsers.id, s.notifications.partnerUserId))
      .where(and(eq(s.partnerUsers.partnerCompanyId, companyId), eq(s.notifications.kind, 'new_invoice_document')));
    // the invoice by its number, as the invoice list names it (docs/documents.md)
    expect(notices.map((n) => n.notifications.userUpdates.document_name)).toEqual([`PF-2026-10-${String(companyId).padStart(4, '0')}`]);
  });

  it('does not issue a month that has not ended', async () => {
    await expect(issueMonth(db(), '2026-11', { now: new Date() })).rejects.toThrow('2026-11 has not ended yet');
  });
});

describe('GET admin/partner_invoices', () => {
  it('lists the invoices by month with totals and status, and the next expected date', async () => {
    const body = json<{ documents: Invoice[]; next_expected_invoice_date: string }>(await get('admin/partner_invoices', handfest));
    expect(body.documents).toEqual([
      expect.objectContaining({
        month: '2026-10',
        finders_fees: 3100,
        recurring_fees: 412.58,
        subtotal: 3512.58,
        vat: 284.52,
        total: 3797.1,
        status: 'open',
      }),
    ]);
    // the suite's clock is 2026-11-25: November is invoiced at its end
    expect(body.next_expected_invoice_date).toBe('2026-11-30');
  });

  it('has the twelve past months of the seed for demo@, the newest open and the others paid', async () => {
    const body = json<{ documents: Invoice[] }>(await get('admin/partner_invoices', demo));
    expect(body.documents.map((d) => d.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, 9 - i, 1)).toISOString().slice(0, 7)),
    );
    expect(body.documents.map((d) => d.status)).toEqual(['open', ...Array(11).fill('paid')]);
    for (const invoice of body.documents) {
      expect(Math.round((invoice.finders_fees + invoice.recurring_fees) * 100)).toBe(Math.round(invoice.subtotal * 100));
      // Alpen Finanz AG is registered for VAT
      expect(invoice.vat).toBeCloseTo(Math.round(invoice.subtotal * 8.1) / 100, 2);
    }
    const year = json<{ documents: Invoice[] }>(await get('admin/partner_invoices?year=2025', demo)).documents;
    expect(year.map((d) => d.month)).toEqual(['2025-12', '2025-11']);
    // the second company is not registered: no VAT
    const lemanic = json<{ documents: Invoice[] }>(await get('admin/partner_invoices', other)).documents;
    expect(lemanic.length).toBeGreaterThan(0);
    expect(lemanic.every((d) => d.vat === 0 && d.total === d.subtotal)).toBe(true);
  });

  it('gives the fees of the last 24 months, oldest first, finders and recurring apart', async () => {
    const body = json<{ months: { month: string; finders_fees: number; recurring_fees: number }[] }>(
      await get('admin/partner_invoices/fees', demo),
    );
    expect(body.months).toHaveLength(24);
    expect(body.months[0]!.month).toBe('2024-11');
    expect(body.months.at(-1)!.month).toBe('2026-10');
    const invoices = json<{ documents: Invoice[] }>(await get('admin/partner_invoices', demo)).documents;
    const october = invoices.find((d) => d.month === '2026-10')!;
    expect(body.months.at(-1)).toEqual({ month: '2026-10', finders_fees: october.finders_fees, recurring_fees: october.recurring_fees });
    // before the first issued month: nothing
    expect(body.months.slice(0, 12).every((m) => m.finders_fees === 0 && m.recurring_fees === 0)).toBe(true);
    expect((await get('admin/partner_invoices/fees?months=0', demo)).statusCode).toBe(422);
  });

  it('shows one invoice with its lines', async () => {
    const [invoice] = await db().select().from(s.partnerInvoices).where(eq(s.partnerInvoices.partnerCompanyId, companyId));
    const body = json<{ document: Invoice & { lines: Line[] } }>(await get(`admin/partner_invoices/${invoice!.id}`, handfest));
    expect(body.document.lines).toContainEqual({
      client_id: clientIds.Wechsel,
      client_name: 'Carla Wechsel',
      kind: 'recurring_fee',
      basis: 1_200_000,
      rate: 0.253,
      amount: 253.23,
    });
  });

  it('downloads the invoice as a PDF with its number', async () => {
    const [invoice] = await db().select().from(s.partnerInvoices).where(eq(s.partnerInvoices.partnerCompanyId, companyId));
    const response = await get(`admin/partner_invoices/${invoice!.id}/download`, handfest, 'fr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="${invoice!.number}.pdf"`);
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain(`(${invoice!.number})`);
    expect(pdf).toContain('(Facture octobre 2026)');
    // the same document again
    const again = await get(`admin/partner_invoices/${invoice!.id}/download`, handfest, 'fr');
    const body = (text: string) => text.replace(/\/ID \[.*?\]/s, '');
    expect(body(again.rawPayload.toString('latin1'))).toBe(body(pdf));
  });

  it("writes a client's compensation statement in the client's language", async () => {
    const response = await get(`admin/clients/${clientIds.Mitte}/compensation_statement?year=2026`, handfest);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('fr');
    // the title with accents is written in UTF-16BE in the PDF's metadata
    const title = Buffer.from('\ufeffRémunérations de tiers 2026', 'utf16le').swap16();
    expect(response.rawPayload.includes(title)).toBe(true);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('other companies and the module', () => {
  it("answers 404 for another company's invoice or client, on every route", async () => {
    const [invoice] = await db().select().from(s.partnerInvoices).where(eq(s.partnerInvoices.partnerCompanyId, companyId));
    for (const url of [
      `admin/partner_invoices/${invoice!.id}`,
      `admin/partner_invoices/${invoice!.id}/download`,
      `admin/clients/${clientIds.Mitte}/compensation_statement?year=2026`,
    ]) {
      for (const token of [demo, other]) {
        const response = await get(url, token, 'en');
        expect(response.statusCode).toBe(404);
      }
    }
    expect(json(await get(`admin/partner_invoices/${invoice!.id}`, other, 'en')).message).toBe('Invoice not found.');
    expect(json<{ documents: Invoice[] }>(await get('admin/partner_invoices', demo)).documents.map((d) => d.id)).not.toContain(invoice!.id);
  });

  it('is refused (403) to an adviser without the invoices module, on every route', async () => {
    const colleague = (await signIn(ctx.app, 'colleague@partner.example')).access_token;
    for (const url of [
      'admin/partner_invoices',
      'admin/partner_invoices/fees',
      'admin/partner_invoices/next_expected_invoice_date',
      'admin/partner_invoices/1',
      'admin/partner_invoices/1/download',
    ]) {
      const response = await get(url, colleague, 'en');
      expect(response.statusCode).toBe(403);
      expect(json(response).message).toBe('This module is not enabled for your account.');
    }
  });
});
