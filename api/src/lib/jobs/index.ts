import type { Executor } from '../../db';

/**
 * The background work of the API, one queue per kind (docs/operations.md, "Background jobs"): a request or a schedule
 * sends a job, a process of role `jobs` or `all` works it. A handler that throws is tried again after a growing pause
 * (KIND_OPTIONS); after the last try the job goes to the dead-letter queue, whose handler of the kind records the
 * failure where the user sees it (a report turns `failed`). Handlers must be idempotent: a job may run twice (a
 * process killed in the middle of one, whose job expires and is taken by another).
 */
export const jobKinds = ['reports', 'statements', 'mail', 'invoices', 'adjustments'] as const;
export type JobKind = (typeof jobKinds)[number];

/** The queue that holds every kind's jobs that failed their last try. */
export const DEAD_LETTER_QUEUE = 'dead-letter';

export type KindOptions = {
  /** tries after the first */
  retryLimit: number;
  /** seconds before the first retry; doubled (with jitter) each time after, up to retryDelayMax */
  retryDelay: number;
  retryDelayMax: number;
  /** how long one try may run before it counts as failed (its process died): another process takes the job then */
  expireInSeconds: number;
};

export const KIND_OPTIONS: Record<JobKind, KindOptions> = {
  // a report takes seconds; a worker that died with one gives it back after two minutes
  reports: { retryLimit: 2, retryDelay: 10, retryDelayMax: 300, expireInSeconds: 120 },
  statements: { retryLimit: 2, retryDelay: 30, retryDelayMax: 600, expireInSeconds: 600 },
  // 10 s, 20 s, 40 s … up to an hour between tries of a failing mail, as the mail queue did before
  mail: { retryLimit: 7, retryDelay: 10, retryDelayMax: 3600, expireInSeconds: 60 },
  invoices: { retryLimit: 3, retryDelay: 300, retryDelayMax: 3600, expireInSeconds: 1800 },
  adjustments: { retryLimit: 3, retryDelay: 60, retryDelayMax: 1800, expireInSeconds: 600 },
};

/** The schedules' time zone: the wealth manager's month and working day are Zurich's. */
export const SCHEDULE_TIME_ZONE = 'Europe/Zurich';

export type JobAttempt = {
  id: string;
  /** 0 on the first try */
  retryCount: number;
  retryLimit: number;
};

export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<unknown>;

export type KindDefinition<T> = {
  handler: JobHandler<T>;
  /** after the last try failed (or the job expired once too often): record it where the user sees it */
  onDeadLetter?: (data: T) => Promise<void>;
  /** how often an idle worker of this process looks for jobs; 0: never by itself (tests call runDue) */
  pollingMs: number;
};

export type SendOptions = {
  /** a job with the same key that is queued or running already makes this send a no-op */
  singletonKey?: string;
  /** sends within the caller's transaction: the job exists only if the transaction commits */
  tx?: Executor;
};

export type JobOutcome = { id: string; ok: boolean; value?: unknown; error?: string };

export type QueuedJob = { id: string; data: unknown; retryCount: number; createdOn: Date; startAfter: Date; lastError: string | null };

export type ScheduleInfo = { kind: string; cron: string; timezone: string };

export interface JobQueue {
  /** Registers the handler of a kind; a process that works jobs (role `jobs` or `all`) starts its worker. */
  define<T extends object>(kind: JobKind, definition: KindDefinition<T>): Promise<void>;
  send<T extends object>(kind: JobKind, data: T, options?: SendOptions): Promise<void>;
  /** Sends a job of the kind on a cron expression in SCHEDULE_TIME_ZONE; registering it again replaces it. */
  schedule(kind: JobKind, cron: string, data?: object): Promise<void>;
  schedules(): Promise<ScheduleInfo[]>;
  /**
   * Works every job of the kind (or of the dead-letter queue) that is due now in this process, until none is left:
   * tests and the operations commands call it instead of waiting for a worker.
   */
  runDue(kind: JobKind | typeof DEAD_LETTER_QUEUE): Promise<JobOutcome[]>;
  /** The jobs of the kind that wait for a worker or for their retry, oldest first (up to 1000). */
  queued(kind: JobKind): Promise<QueuedJob[]>;
  /** The jobs of the kind waiting for a worker (queued or waiting for a retry) and when the oldest was sent. */
  waiting(kind: JobKind): Promise<{ depth: number; oldest: Date | null }>;
  /** Wakes this process's worker of the kind (after a request sent a job), if it has one. */
  wake(kind: JobKind): void;
  stop(): Promise<void>;
}
