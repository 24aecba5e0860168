import fp from 'fastify-plugin';
import { SCHEDULE_TIME_ZONE } from '../lib/jobs';
import { issueMonth } from '../modules/invoices';
import { processPendingAdjustments } from '../ops/weight-adjustments';

/** When the scheduled jobs run, in Zurich time (docs/operations.md): the month's invoices early on its first day … */
export const INVOICES_CRON = '0 6 1 * *';
/** … and the wealth manager's answer to the requested weight adjustments every quarter of an hour. */
export const ADJUSTMENTS_CRON = '*/15 * * * *';

/** The month before the one `now` falls in, in Zurich: the month a run on the first day invoices. */
export function monthBefore(now: Date): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: SCHEDULE_TIME_ZONE, year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  return new Date(Date.UTC(year!, month! - 2, 1)).toISOString().slice(0, 7);
}

export type InvoicesJob = { month?: string };

/**
 * The jobs that used to be commands an operator had to remember: the monthly invoice run and the processing of the
 * weight adjustments, as `invoices` and `adjustments` jobs on schedules (registered by the processes that work jobs).
 * Both are idempotent: an invoice is issued once per company and month (a unique constraint; a second run skips the
 * company), an adjustment is decided once (only a `pending` one is taken). The commands `npm run invoices:issue` and
 * `npm run adjustments:process` call the same functions directly.
 */
export default fp(
  async (app) => {
    const pollingMs = app.config.scheduledJobsIntervalMs;
    await app.jobs.define<InvoicesJob>('invoices', {
      handler: async ({ month }) => {
        const result = await issueMonth(app.db, month ?? monthBefore(app.now()), { now: app.now() });
        app.log.info({ month: result.month, issued: result.issued.length, skipped: result.skipped.length }, 'invoice run done');
        return { month: result.month, issued: result.issued.length };
      },
      pollingMs,
    });
    await app.jobs.define('adjustments', {
      handler: async () => (await processPendingAdjustments(app.db, app.now())).length,
      pollingMs,
    });
    if (app.config.role !== 'requests') {
      await app.jobs.schedule('invoices', INVOICES_CRON);
      await app.jobs.schedule('adjustments', ADJUSTMENTS_CRON);
    }
  },
  { name: 'scheduled-jobs', dependencies: ['database', 'jobs'] },
);
