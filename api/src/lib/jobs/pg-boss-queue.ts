import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type Clock, type JobWithMetadata } from 'pg-boss';
import type { DatabaseHandle } from '../../db/client';
import {
  DEAD_LETTER_QUEUE,
  KIND_OPTIONS,
  jobKinds,
  SCHEDULE_TIME_ZONE,
  type JobKind,
  type JobOutcome,
  type JobQueue,
  type KindDefinition,
  type SendOptions,
} from './index';

export type PgBossQueueOptions = {
  connection: DatabaseHandle['jobsConnection'];
  /** `requests`: sends only; `jobs`/`all`: works the defined kinds and runs the schedules */
  works: boolean;
  /** the queue's clock: pg-boss's TestClock in tests, which moves only when the test says so */
  clock?: Clock;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
};

const SCHEMA = 'pgboss';
/** how many jobs one fetch of runDue takes */
const BATCH = 20;

/**
 * The job queue on pg-boss: its tables in the schema `pgboss` of the same database. On PostgreSQL it has a pool of
 * its own (a handful of connections, so that a busy API does not starve it); on PGlite it shares the one in-process
 * connection through pg-boss's PGlite adapter (docs/operations.md says which runs when).
 */
export async function startPgBossQueue(options: PgBossQueueOptions): Promise<JobQueue> {
  const { connection, works, log } = options;
  const boss = new PgBoss({
    ...('pglite' in connection
      ? { db: fromPglite(connection.pglite), backend: 'pglite' as const }
      : { connectionString: connection.connectionString, max: 4 }),
    schema: SCHEMA,
    // the maintenance (expiry of jobs whose process died, retention) and the cron pass run where jobs are worked
    supervise: works,
    schedule: works,
    registerInstance: works,
    openTelemetry: { enabled: false },
    ...(options.clock ? { clock: options.clock } : {}),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(DEAD_LETTER_QUEUE, { retryLimit: 3, retryDelay: 60, retryBackoff: true });
  // every kind's queue exists from the first start of any process, so that one of role `requests` (or a command) can
  // send before a jobs process has run; settings changed here reach an existing queue
  for (const kind of jobKinds) {
    const { retryLimit, retryDelay, retryDelayMax, expireInSeconds } = KIND_OPTIONS[kind];
    const settings = { retryLimit, retryDelay, retryDelayMax, retryBackoff: true, expireInSeconds, deadLetter: DEAD_LETTER_QUEUE };
    if (await boss.getQueue(kind)) await boss.updateQueue(kind, settings);
    // two replicas starting at once: the one that lost the race finds the queue made
    else
      await boss.createQueue(kind, settings).catch(async (error: unknown) => {
        if (!(await boss.getQueue(kind))) throw error;
      });
  }

  const definitions = new Map<string, KindDefinition<object>>();
  const workers = new Map<string, string>();

  async function runOne(kind: string, job: JobWithMetadata<object>): Promise<unknown> {
    if (kind === DEAD_LETTER_QUEUE) {
      const source = definitions.get(job.sourceName ?? '');
      log.error({ job: job.sourceId, kind: job.sourceName }, 'job given up after its last try');
      await source?.onDeadLetter?.(job.data);
      return undefined;
    }
    const definition = definitions.get(kind);
    if (!definition) throw new Error(`no handler for jobs of kind ${kind}`);
    try {
      return await definition.handler(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit });
    } catch (error) {
      log.warn({ err: error, job: job.id, kind, retryCount: job.retryCount }, 'job failed');
      throw error;
    }
  }

  async function startWorker(kind: string, pollingMs: number) {
    if (!works || pollingMs <= 0) return;
    const id = await boss.work<object>(
      kind,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: Math.max(0.5, pollingMs / 1000) },
      async (jobs) => {
        for (const job of jobs as JobWithMetadata<object>[]) await runOne(kind, job);
      },
    );
    workers.set(kind, id);
  }

  let deadLetterPolling = 0;

  return {
    async define<T extends object>(kind: JobKind, definition: KindDefinition<T>) {
      definitions.set(kind, definition as KindDefinition<object>);
      await startWorker(kind, definition.pollingMs);
      // the dead letters are read as often as the most eager kind asks
      if (definition.pollingMs > 0 && (deadLetterPolling === 0 || definition.pollingMs < deadLetterPolling)) {
        if (workers.has(DEAD_LETTER_QUEUE)) await boss.offWork(DEAD_LETTER_QUEUE);
        deadLetterPolling = definition.pollingMs;
        await startWorker(DEAD_LETTER_QUEUE, deadLetterPolling);
      }
    },

    async send(kind, data, sendOptions: SendOptions = {}) {
      await boss.send(kind, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.tx ? { db: fromDrizzle(sendOptions.tx as never, sql as never) } : {}),
      });
    },

    async schedule(kind, cron, data) {
      await boss.schedule(kind, cron, data ?? null, { tz: SCHEDULE_TIME_ZONE });
    },

    async schedules() {
      return (await boss.getSchedules()).map((entry) => ({ kind: entry.name, cron: entry.cron, timezone: entry.timezone }));
    },

    async runDue(kind) {
      const outcomes: JobOutcome[] = [];
      for (;;) {
        const jobs = await boss.fetch<object>(kind, { batchSize: BATCH, includeMetadata: true });
        // in the order they were sent (a fetch's rows come in any order): the newer of two mails arrives last
        jobs.sort((a, b) => new Date(a.createdOn).getTime() - new Date(b.createdOn).getTime());
        for (const job of jobs) {
          try {
            const value = await runOne(kind, job);
            await boss.complete(kind, job, value === undefined || value === null ? null : { value });
            outcomes.push({ id: job.id, ok: true, value });
          } catch (error) {
            const message = String((error as Error)?.message ?? error).slice(0, 500);
            await boss.fail(kind, job, { message });
            outcomes.push({ id: job.id, ok: false, error: message });
          }
        }
        if (jobs.length < BATCH) return outcomes;
      }
    },

    async queued(kind) {
      const jobs = await boss.findJobs<object>(kind, { queued: true });
      return jobs
        .sort((a, b) => new Date(a.createdOn).getTime() - new Date(b.createdOn).getTime())
        .map((job) => ({
          id: job.id,
          data: job.data,
          retryCount: job.retryCount,
          createdOn: new Date(job.createdOn),
          startAfter: new Date(job.startAfter),
          lastError: (job.output as { message?: string } | null)?.message ?? null,
        }));
    },

    async waiting(kind) {
      const [row] = await boss
        .getDb()
        .executeSql(
          `SELECT count(*)::int AS depth, min(created_on) AS oldest FROM ${SCHEMA}.job WHERE name = $1 AND state IN ('created', 'retry')`,
          [kind],
        )
        .then((result) => result.rows as { depth: number; oldest: Date | string | null }[]);
      return { depth: row?.depth ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    wake(kind) {
      const id = workers.get(kind);
      if (id) boss.notifyWorker(id);
    },

    async stop() {
      await boss.stop({ graceful: true, close: true, timeout: 10_000 });
    },
  };
}
