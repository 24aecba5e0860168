import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { backgroundRounds } from '../../lib/background-rounds';
import { readReceivedStatements, type StatementOutcome } from './statement-reader';

export type StatementWorker = {
  /** Reads every PDF statement that is `received` (the worker's round); tests call it instead of waiting for the timer. */
  runQueue(): Promise<StatementOutcome[]>;
  /** Runs a round once the answer to this request (an upload) has gone out. */
  kickAfter(reply: FastifyReply): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    statementWorker: StatementWorker;
  }
}

/**
 * The background reader of the uploaded PDF statements (statement-reader.ts), outside the upload request: a round
 * every STATEMENT_WORKER_INTERVAL_MS and right after a PDF was uploaded; with 0 only on demand (tests).
 */
export default fp(
  async (app) => {
    const runQueue = () =>
      readReceivedStatements(app.db, app.uploads, {
        now: () => app.now(),
        // off the event loop, within the limits of time and memory (plugins/file-parser.ts)
        lines: (data) => app.fileParser.statementLines(data),
        onError: (error, id) => app.log.warn({ err: error, document: id }, 'statement not readable, left to the analysts'),
      });
    const { kickAfter } = backgroundRounds(app, {
      name: 'statement worker',
      intervalMs: app.config.statementWorkerIntervalMs,
      round: runQueue,
    });
    app.decorate('statementWorker', {
      runQueue,
      kickAfter,
    } satisfies StatementWorker);
  },
  { name: 'statement-worker', dependencies: ['database', 'upload-store', 'file-parser'] },
);
