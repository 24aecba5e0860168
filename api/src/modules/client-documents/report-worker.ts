import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { clientReports, type ClientReportRow } from '../../db/schema';
import { backgroundRounds } from '../../lib/background-rounds';
import { systemScope } from '../../plugins/scope';
import { statementPdf } from './pdfs';
import { loadStatement, reportTitle } from './service';

export type ReportWorker = {
  /** Makes every report that is due now (the worker's round); tests call it instead of waiting for the timer. */
  runQueue(): Promise<{ made: number; failed: number }>;
  /** Runs a round once the answer to this request has gone out. */
  kickAfter(reply: FastifyReply): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    reportWorker: ReportWorker;
  }
}

const BATCH = 5;
const LEASE_SECONDS = 120;
const MAX_ATTEMPTS = 3;

/**
 * The background maker of the wealth-statement reports: `generate_report` writes a row `in_progress`, this worker in
 * the API process claims it (FOR UPDATE SKIP LOCKED with a lease, so several instances share the table and a crashed
 * one's work is taken over), makes the PDF from the client's data and stores it `ready`. It runs every
 * REPORT_WORKER_INTERVAL_MS and right after a request asked for a report; with 0 only on demand (tests).
 */
export default fp(
  async (app) => {
    const interval = app.config.reportWorkerIntervalMs;

    async function claim(): Promise<ClientReportRow[]> {
      const now = sql`now()`;
      const due = app.db
        .select({ id: clientReports.id })
        .from(clientReports)
        .where(and(eq(clientReports.status, 'in_progress'), or(isNull(clientReports.lockedUntil), lte(clientReports.lockedUntil, now))))
        .orderBy(asc(clientReports.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      return app.db
        .update(clientReports)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`, attempts: sql`${clientReports.attempts} + 1` })
        .where(sql`${clientReports.id} in (${due})`)
        .returning();
    }

    /** The report is read and made with the rights of its company: the scoped repositories as for a request. */
    // the report's company, on behalf of the adviser who asked for it
    const scopeOf = (report: ClientReportRow) =>
      systemScope({ companyId: report.partnerCompanyId, userId: report.requestedBy, locale: report.locale, modules: ['clients'] });

    async function make(report: ClientReportRow): Promise<boolean> {
      const data = await loadStatement(app, scopeOf(report), {
        clientId: report.clientId,
        serviceId: report.serviceId,
        period: report.period,
        locale: report.locale,
        title: reportTitle(report.type, report.locale),
        long: report.type === 'long_wealth_statement',
      });
      if (!data) {
        // the client was deleted or the service is gone: nothing to make
        await app.db
          .update(clientReports)
          .set({ status: 'failed', lockedUntil: null, lastError: 'client or service not found' })
          .where(eq(clientReports.id, report.id));
        return false;
      }
      const pdf = await statementPdf(data, { locale: report.locale, createdAt: app.now(), author: 'Partner Portal' });
      await app.db
        .update(clientReports)
        .set({ status: 'ready', pdf, readyAt: app.now(), lockedUntil: null, lastError: null })
        .where(eq(clientReports.id, report.id));
      return true;
    }

    async function runQueue() {
      const result = { made: 0, failed: 0 };
      for (;;) {
        const jobs = await claim();
        for (const job of jobs) {
          try {
            if (await make(job)) result.made += 1;
            else result.failed += 1;
          } catch (error) {
            result.failed += 1;
            const last = job.attempts >= MAX_ATTEMPTS;
            app.log.warn({ err: error, report: job.id, attempts: job.attempts }, last ? 'report given up' : 'report failed, tried again');
            await app.db
              .update(clientReports)
              .set({
                status: last ? 'failed' : 'in_progress',
                lockedUntil: null,
                lastError: String((error as Error)?.message ?? error).slice(0, 500),
              })
              .where(eq(clientReports.id, job.id));
          }
        }
        if (jobs.length < BATCH) return result;
      }
    }

    const { kickAfter } = backgroundRounds(app, { name: 'report worker', intervalMs: interval, round: runQueue });

    app.decorate('reportWorker', {
      runQueue,
      kickAfter,
    } satisfies ReportWorker);
  },
  { name: 'report-worker', dependencies: ['database', 'repositories'] },
);
