import fp from 'fastify-plugin';
import type { Clock } from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import type { JobQueue } from '../lib/jobs';
import { startPgBossQueue } from '../lib/jobs/pg-boss-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** the background jobs (lib/jobs): every kind of work a request or a schedule leaves to a worker */
    jobs: JobQueue;
  }
}

/**
 * Starts the job queue on the app's database. A process of role `requests` only sends jobs; `jobs` and `all` work
 * them (config.ts). The queue stops when the app closes, after the jobs in flight (up to ten seconds).
 */
export default fp<{ connection: DatabaseHandle['jobsConnection']; clock?: Clock }>(
  async (app, options) => {
    const jobs = await startPgBossQueue({
      connection: options.connection,
      works: app.config.role !== 'requests',
      clock: options.clock,
      log: app.log,
    });
    app.decorate('jobs', jobs);
    app.addHook('onClose', async () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
