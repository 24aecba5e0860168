import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import fp from 'fastify-plugin';
import { FileLimitError, zipDirectory, type FileLimits } from '../lib/file-limits';
import type { ParseRequest, ParseResponse, ParseTask } from '../lib/file-parse-worker';

export type FileParser = {
  /**
   * The rows of a positions file (CSV or XLSX), read in a worker within the limits: an XLSX is refused by its
   * archive's directory before it is sent there. Rejects with FileLimitError when the file is refused.
   */
  rows(kind: 'csv' | 'xlsx', data: Buffer): Promise<string[][]>;
  /** The text lines of a PDF statement, read in a worker within the limits. */
  statementLines(data: Uint8Array): Promise<string[]>;
  /** How many parses the workers finished, and how many of them ran off the API's main thread (all of them). */
  readonly stats: { done: number; offMainThread: number };
};

declare module 'fastify' {
  interface FastifyInstance {
    fileParser: FileParser;
  }
}

type WorkerEntry = { file: string; execArgv: string[] };

/**
 * The worker's script: the bundle's (dist/lib/file-parse-worker.js) when the API runs from its bundle or has no
 * sources, else the TypeScript source through tsx (development, tests).
 */
export function parseWorkerEntry(apiDir: string, script = process.argv[1]): WorkerEntry {
  const built = join(apiDir, 'dist', 'lib', 'file-parse-worker.js');
  const source = join(apiDir, 'src', 'lib', 'file-parse-worker.ts');
  const fromBundle = script !== undefined && resolve(script).startsWith(join(apiDir, 'dist') + sep);
  if ((fromBundle || !existsSync(source)) && existsSync(built)) return { file: built, execArgv: [] };
  const tsx = createRequire(join(apiDir, 'package.json')).resolve('tsx');
  return { file: source, execArgv: ['--import', pathToFileURL(tsx).href] };
}

type Job = {
  id: number;
  task: ParseTask;
  data: Uint8Array;
  resolve: (value: string[][] | string[]) => void;
  reject: (error: Error) => void;
  timer?: ReturnType<typeof setTimeout>;
};
type Slot = { worker: Worker; job: Job | null; gone: boolean };

/**
 * A small pool of parse workers (worker_threads): at most `size` files are read at once, the others wait their turn.
 * A parse past `limits.timeoutMs` ends its worker (a synchronous loop in exceljs cannot be stopped otherwise) and is
 * refused; so is one whose worker outgrows `limits.maxHeapMb`. An ended worker is replaced for the next file.
 */
export function createParsePool({ size, limits, entry }: { size: number; limits: FileLimits; entry: WorkerEntry }) {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  const stats = { done: 0, offMainThread: 0 };
  let nextId = 1;
  let closed = false;

  const drop = (slot: Slot, error: Error) => {
    if (slot.gone) return;
    slot.gone = true;
    slots.splice(slots.indexOf(slot), 1);
    const job = slot.job;
    slot.job = null;
    if (job) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    void slot.worker.terminate();
    pump();
  };

  const spawn = (): Slot => {
    const worker = new Worker(entry.file, {
      execArgv: entry.execArgv,
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32 },
    });
    const slot: Slot = { worker, job: null, gone: false };
    worker.on('message', (response: ParseResponse) => {
      const job = slot.job;
      if (!job || job.id !== response.id) return;
      clearTimeout(job.timer);
      slot.job = null;
      // an idle worker does not keep the process alive
      worker.unref();
      stats.done += 1;
      if (response.ok) {
        if (!response.mainThread) stats.offMainThread += 1;
        job.resolve(response.value);
      } else job.reject(response.reason ? new FileLimitError(response.reason, response.message) : new Error(response.message));
      pump();
    });
    worker.on('error', (error: Error & { code?: string }) =>
      drop(slot, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new FileLimitError('content', 'out of memory') : error),
    );
    worker.on('exit', (code) => drop(slot, new Error(`the parse worker ended (${code})`)));
    slots.push(slot);
    return slot;
  };

  function pump() {
    while (!closed && queue.length > 0) {
      const slot = slots.find((candidate) => !candidate.job) ?? (slots.length < size ? spawn() : undefined);
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      job.timer = setTimeout(() => drop(slot, new FileLimitError('content', `no result within ${limits.timeoutMs} ms`)), limits.timeoutMs);
      slot.worker.postMessage({ id: job.id, task: job.task, data: job.data, limits } satisfies ParseRequest);
    }
  }

  return {
    stats,
    run<T extends string[][] | string[]>(task: ParseTask, data: Uint8Array): Promise<T> {
      if (closed) return Promise.reject(new Error('the parse pool is closed'));
      return new Promise<T>((resolve, reject) => {
        queue.push({ id: nextId++, task, data, resolve: resolve as Job['resolve'], reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the parse pool is closed'));
      await Promise.all([...slots].map((slot) => (drop(slot, new Error('the parse pool is closed')), slot.worker.terminate())));
    },
  };
}

/** `app.fileParser`: the uploaded files are read in workers (docs/files-and-gateway.md), never on the event loop. */
export default fp(
  async (app) => {
    const limits = app.config.fileLimits;
    const pool = createParsePool({
      size: app.config.fileParseWorkers,
      limits,
      entry: parseWorkerEntry(dirname(app.config.migrationsDir)),
    });
    app.addHook('onClose', () => pool.close());
    app.decorate('fileParser', {
      rows: async (kind, data) => {
        if (kind === 'xlsx') zipDirectory(data, limits);
        return pool.run<string[][]>(kind, data);
      },
      statementLines: (data) => pool.run<string[]>('pdf', data),
      stats: pool.stats,
    } satisfies FileParser);
  },
  { name: 'file-parser' },
);
