import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { readReceivedStatements, type StatementOutcome } from './statement-reader';

export type StatementWorker = {
  /** Sends the job that reads an uploaded PDF statement; this process's worker starts on it once the answer has gone out. */
  queue(documentId: number, reply: FastifyReply): Promise<void>;
  /** Works every `statements` job that is due now; tests call it instead of waiting for the worker. */
  runQueue(): Promise<StatementOutcome[]>;
};

declare module 'fastify' {
  interface FastifyInstance {
    statementWorker: StatementWorker;
  }
}

type StatementJob = { documentId: number };

/**
 * The background reader of the uploaded PDF statements (statement-reader.ts), outside the upload request: an upload
 * sends a `statements` job (lib/jobs). Its handler reads every statement that is still `received` (it claims them with
 * FOR UPDATE SKIP LOCKED), so a job that runs twice, or after another job read its document, finds nothing to do.
 */
export default fp(
  async (app) => {
    const read = () =>
      readReceivedStatements(app.db, app.uploads, {
        now: () => app.now(),
        // off the event loop, within the limits of time and memory (plugins/file-parser.ts)
        lines: (data) => app.fileParser.statementLines(data),
        onError: (error, id) => app.log.warn({ err: error, document: id }, 'statement not readable, left to the analysts'),
      });
    await app.jobs.define<StatementJob>('statements', { handler: read, pollingMs: app.config.statementWorkerIntervalMs });
    app.decorate('statementWorker', {
      async queue(documentId, reply) {
        await app.jobs.send<StatementJob>('statements', { documentId });
        reply.raw.once('finish', () => app.jobs.wake('statements'));
      },
      async runQueue() {
        const outcomes = await app.jobs.runDue('statements');
        return outcomes.flatMap((outcome) => (outcome.ok ? (outcome.value as StatementOutcome[]) : []));
      },
    } satisfies StatementWorker);
  },
  { name: 'statement-worker', dependencies: ['database', 'upload-store', 'file-parser', 'jobs'] },
);
