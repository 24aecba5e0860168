import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import * as s from '../src/db/schema';
import { KIND_OPTIONS, SCHEDULE_TIME_ZONE } from '../src/lib/jobs';
import { ADJUSTMENTS_CRON, INVOICES_CRON, monthBefore } from '../src/plugins/scheduled-jobs';
import { bearer, build, signIn, type TestContext } from './helpers';

// The background jobs on pg-boss (lib/jobs, docs/operations.md): on PGlite by default, on PostgreSQL with
// TEST_DATABASE_URL. The queue's clock is pg-boss's TestClock: a retry pause passes only when the test moves it.

let ctx: TestContext;
let demo: string;
let other: string;
const clock = new TestClock('2026-03-10T09:00:00Z');
const db = () => ctx.database.db;
/** longer than any pause before a report's retry */
const AFTER_PAUSE_MS = KIND_OPTIONS.reports.retryDelayMax * 1000 + 1000;

beforeAll(async () => {
  ctx = await build({ reportWorkerIntervalMs: 0 }, undefined, undefined, { jobsClock: clock });
  demo = (await signIn(ctx.app)).access_token;
  other = (await signIn(ctx.app, 'other@second-partner.example')).access_token;
});
afterAll(async () => ctx?.close());

const url = (path: string) => `/api/v1/admin_partner/${path}`;
const post = (path: string, token = demo, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: url(path), headers: bearer(token), ...(payload ? { payload } : {}) });

async function investedClient() {
  const [user] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'demo@partner.example'));
  const [row] = await db()
    .select({ client: s.clients, serviceId: s.services.id })
    .from(s.clients)
    .innerJoin(s.services, eq(s.services.clientId, s.clients.id))
    .where(
      and(
        eq(s.clients.partnerCompanyId, user!.partnerCompanyId),
        isNotNull(s.services.name),
        isNotNull(s.services.strategyId),
        sql`${s.clients.deletedAt} IS NULL`,
      ),
    )
    .orderBy(asc(s.clients.id))
    .limit(1);
  return row!;
}

const reportRow = async (id: number) => (await db().select().from(s.clientReports).where(eq(s.clientReports.id, id)))[0]!;

describe('reports on the queue', () => {
  it('a failing report is tried again after a pause, given up after the retry limit (dead letter: failed) and can be asked for again', async () => {
    const { client, serviceId } = await investedClient();
    const started = await post(`client_overview/${client.id}/generate_report/${serviceId}`, demo, {
      type: 'short_wealth_statement',
      period: 'ytd',
    });
    expect(started.statusCode).toBe(202);
    const id = (started.json() as { report: { id: number } }).report.id;

    // the data layer fails while the report is made
    const repos = jest.spyOn(ctx.app.repos, 'clientDocuments').mockImplementation(() => {
      throw new Error('database away');
    });
    try {
      const tries = KIND_OPTIONS.reports.retryLimit + 1;
      for (let attempt = 1; attempt <= tries; attempt += 1) {
        expect(await ctx.app.reportWorker.runQueue()).toEqual({ made: 0, failed: 1 });
        // not due again before its pause: a second round right away finds nothing
        expect(await ctx.app.reportWorker.runQueue()).toEqual({ made: 0, failed: 0 });
        const row = await reportRow(id);
        expect(row).toMatchObject({ attempts: attempt, lastError: 'database away' });
        // in progress while tries are left; after the last one the dead letter marks it failed
        expect(row.status).toBe(attempt < tries ? 'in_progress' : 'failed');
        await clock.tick(AFTER_PAUSE_MS);
      }
      // given up: no further try, however long one waits
      expect(await ctx.app.reportWorker.runQueue()).toEqual({ made: 0, failed: 0 });
    } finally {
      repos.mockRestore();
    }
    const listed = await ctx.app.inject({
      method: 'GET',
      url: url(`client_overview/${client.id}/reports/${serviceId}`),
      headers: bearer(demo),
    });
    expect((listed.json() as { reports: { id: number; status: string }[] }).reports.find((r) => r.id === id)?.status).toBe('failed');

    // another company's adviser cannot ask for it again, nor can one for another client
    expect((await post(`client_overview/${client.id}/retry_report/${id}`, other)).statusCode).toBe(404);
    expect((await post(`client_overview/${client.id + 100000}/retry_report/${id}`)).statusCode).toBe(404);

    const again = await post(`client_overview/${client.id}/retry_report/${id}`);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ report: { id, status: 'in_progress' } });
    expect(await reportRow(id)).toMatchObject({ status: 'in_progress', attempts: 0, lastError: null });
    // only a failed report: one in progress is a conflict
    const twice = await post(`client_overview/${client.id}/retry_report/${id}?locale=de`);
    expect(twice.statusCode).toBe(409);
    expect(await ctx.app.reportWorker.runQueue()).toEqual({ made: 1, failed: 0 });
    expect(await reportRow(id)).toMatchObject({ status: 'ready', lastError: null });
    expect((await post(`client_overview/${client.id}/retry_report/${id}`)).statusCode).toBe(409);
  });

  it('a report job that runs twice (its process died after making it) makes it once', async () => {
    const { client, serviceId } = await investedClient();
    const started = await post(`client_overview/${client.id}/generate_report/${serviceId}`, demo, {
      type: 'short_wealth_statement',
      period: '1y',
    });
    const id = (started.json() as { report: { id: number } }).report.id;
    await ctx.app.jobs.send('reports', { reportId: id });
    expect(await ctx.app.reportWorker.runQueue()).toEqual({ made: 1, failed: 0 });
    const made = await reportRow(id);
    expect(made.status).toBe('ready');
    expect(made.attempts).toBe(1);
  });
});

describe('invoice run', () => {
  it('sent twice for the same month, issues one invoice per company', async () => {
    const [latest] = await db()
      .select({ month: s.partnerInvoices.month })
      .from(s.partnerInvoices)
      .orderBy(desc(s.partnerInvoices.month))
      .limit(1);
    const month = latest!.month;
    const issuedBefore = await db()
      .select({ company: s.partnerInvoices.partnerCompanyId })
      .from(s.partnerInvoices)
      .where(eq(s.partnerInvoices.month, month));
    expect(issuedBefore.length).toBeGreaterThan(0);
    await db().delete(s.partnerInvoices).where(eq(s.partnerInvoices.month, month));

    await ctx.app.jobs.send('invoices', { month });
    await ctx.app.jobs.send('invoices', { month });
    const outcomes = await ctx.app.jobs.runDue('invoices');
    expect(outcomes.map((outcome) => outcome.value)).toEqual([
      { month, issued: issuedBefore.length },
      { month, issued: 0 },
    ]);
    const issued = await db()
      .select({ company: s.partnerInvoices.partnerCompanyId })
      .from(s.partnerInvoices)
      .where(eq(s.partnerInvoices.month, month));
    expect(issued.map((row) => row.company).sort()).toEqual(issuedBefore.map((row) => row.company).sort());
  });

  it('on a schedule in Zurich time, as the weight adjustments', async () => {
    const schedules = await ctx.app.jobs.schedules();
    expect(schedules).toEqual(
      expect.arrayContaining([
        { kind: 'invoices', cron: INVOICES_CRON, timezone: SCHEDULE_TIME_ZONE },
        { kind: 'adjustments', cron: ADJUSTMENTS_CRON, timezone: SCHEDULE_TIME_ZONE },
      ]),
    );
  });

  it('a scheduled run invoices the month before, in Zurich', () => {
    // 06:30 in Zurich on the first of January
    expect(monthBefore(new Date('2026-01-01T05:30:00Z'))).toBe('2025-12');
    // 00:30 in Zurich on the first of March is still February in UTC
    expect(monthBefore(new Date('2026-02-28T23:30:00Z'))).toBe('2026-02');
    expect(monthBefore(new Date('2026-07-15T12:00:00Z'))).toBe('2026-06');
  });
});
