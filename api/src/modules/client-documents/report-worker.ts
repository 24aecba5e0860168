import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { clientReports, type ClientReportRow } from '../../db/schema';
import { systemScope } from '../../plugins/scope';
import { statementPdf } from './pdfs';
import { loadStatement, reportTitle } from './service';

export type ReportWorker = {
  /** Sends the job that makes the report; this process's worker starts on it once the answer has gone out. */
  queue(reportId: number, reply: FastifyReply): Promise<void>;
  /** Makes every report whose job is due now; tests call it instead of waiting for the worker. */
  runQueue(): Promise<{ made: number; failed: number }>;
};

declare module 'fastify' {
  interface FastifyInstance {
    reportWorker: ReportWorker;
  }
}

type ReportJob = { reportId: number };

/**
 * The background maker of the wealth-statement reports (docs/documents.md): `generate_report` writes a row
 * `in_progress` and sends a `reports` job (lib/jobs); a worker makes the PDF from the client's data and stores it
 * `ready`. A try that throws is retried after a pause; after the last one the job's dead letter marks the report
 * `failed`, which the adviser can ask for again. A job that runs twice (its process died in the middle) finds the
 * report `ready` and does nothing.
 */
export default fp(
  async (app) => {
    /** The report is read and made with the rights of its company: the scoped repositories as for a request. */
    // the report's company, on behalf of the adviser who asked for it
    const scopeOf = (report: ClientReportRow) =>
      systemScope({ companyId: report.partnerCompanyId, userId: report.requestedBy, locale: report.locale, modules: ['clients'] });

    /** `skipped`: the report is no longer in progress (made by an earlier run of the job, or deleted) */
    async function make({ reportId }: ReportJob): Promise<'made' | 'failed' | 'skipped'> {
      const [report] = await app.db.select().from(clientReports).where(eq(clientReports.id, reportId));
      if (!report || report.status !== 'in_progress') return 'skipped';
      await app.db
        .update(clientReports)
        .set({ attempts: report.attempts + 1 })
        .where(eq(clientReports.id, report.id));
      try {
        const data = await loadStatement(app, scopeOf(report), {
          clientId: report.clientId,
          serviceId: report.serviceId,
          period: report.period,
          locale: report.locale,
          title: reportTitle(report.type, report.locale),
          long: report.type === 'long_wealth_statement',
        });
        if (!data) {
          // the client was deleted or the service is gone: nothing to make, no use trying again
          await app.db
            .update(clientReports)
            .set({ status: 'failed', lastError: 'client or service not found' })
            .where(eq(clientReports.id, report.id));
          return 'failed';
        }
        const pdf = await statementPdf(data, { locale: report.locale, createdAt: app.now(), author: 'Partner Portal' });
        await app.db
          .update(clientReports)
          .set({ status: 'ready', pdf, readyAt: app.now(), lastError: null })
          .where(eq(clientReports.id, report.id));
        return 'made';
      } catch (error) {
        await app.db
          .update(clientReports)
          .set({ lastError: String((error as Error)?.message ?? error).slice(0, 500) })
          .where(eq(clientReports.id, report.id));
        throw error;
      }
    }

    /** The job failed its last try: the adviser sees the report `failed` and may ask for it again. */
    async function givenUp({ reportId }: ReportJob) {
      await app.db.update(clientReports).set({ status: 'failed' }).where(eq(clientReports.id, reportId));
    }

    await app.jobs.define<ReportJob>('reports', { handler: make, onDeadLetter: givenUp, pollingMs: app.config.reportWorkerIntervalMs });

    async function runQueue() {
      const outcomes = await app.jobs.runDue('reports');
      // the reports whose last try this was are marked failed now, not at the dead-letter worker's next round
      await app.jobs.runDue('dead-letter');
      const made = outcomes.filter((outcome) => outcome.value === 'made').length;
      const failed = outcomes.filter((outcome) => !outcome.ok || outcome.value === 'failed').length;
      return { made, failed };
    }

    app.decorate('reportWorker', {
      async queue(reportId, reply) {
        await app.jobs.send<ReportJob>('reports', { reportId });
        reply.raw.once('finish', () => app.jobs.wake('reports'));
      },
      runQueue,
    } satisfies ReportWorker);
  },
  { name: 'report-worker', dependencies: ['database', 'repositories', 'jobs'] },
);
