import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { appVersionSchema } from '@portal/shared/validation';
import { DEFAULT_FILE_LIMITS, type FileLimits } from './lib/file-limits';

/** The repository root: the nearest folder above the working directory that holds pnpm-workspace.yaml. */
export function findRepoRoot(start = process.cwd()): string {
  let dir = resolve(start);
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
  return dir;
}

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The client app's version in the stores; a device with an older one is flagged on the client detail. */
export const DEFAULT_CURRENT_APP_VERSION = '3.4.0';

/** The client app's onboarding link outside production, where no deployment names one (docs/onboarding.md). */
export const DEV_CLIENT_APP_ONBOARDING_URL = 'https://app.partner-portal.local/onboarding';

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.string().default('development')),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3001)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  ACCESS_TOKEN_TTL: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(900)),
  AUTH_CACHE_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(60).default(5)),
  REFRESH_GRACE_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(300).default(30)),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  MAIL_SPOOL_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().default('loopback')),
  PROXY_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  MAIL_WORKER_INTERVAL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(2000)),
  REPORT_WORKER_INTERVAL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(2000)),
  API_ROLE: z.preprocess(emptyAsUndefined, z.enum(['all', 'requests', 'jobs']).default('all')),
  STATEMENT_WORKER_INTERVAL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(5000)),
  /** how often the workers of the scheduled jobs (invoices, weight adjustments) and the dead letters look for jobs */
  SCHEDULED_JOBS_INTERVAL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(10000)),
  /** how many uploaded files are read at once, each on a worker thread of its own (plugins/file-parser.ts) */
  FILE_PARSE_WORKERS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(16).default(2)),
  /** uploads per user and ten minutes, on each upload route */
  UPLOADS_PER_10_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(30)),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Partner Portal <no-reply@partner-portal.local>')),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().default('http://localhost:8080')),
  /** where a client completes the onboarding: the client app's onboarding link (docs/onboarding.md); required in production */
  CLIENT_APP_ONBOARDING_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  SEED_DEMO: z.preprocess(emptyAsUndefined, z.enum(['0', '1']).default('0')),
  DEMO_DOWNTIME: z.preprocess(emptyAsUndefined, z.enum(['upcoming', 'ongoing']).optional()),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  MIGRATIONS_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  CURRENT_APP_VERSION: z.preprocess(emptyAsUndefined, appVersionSchema.default(DEFAULT_CURRENT_APP_VERSION)),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  OTEL_SERVICE_NAME: z.preprocess(emptyAsUndefined, z.string().default('portal-api')),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
});

export type Config = {
  nodeEnv: string;
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** undefined: generated once and kept in `dataDir` */
  jwtSecret?: string;
  accessTokenTtl: number;
  /** how long the access check keeps a user's row and session state in memory (lib/access-cache.ts); 0: off */
  authCacheSeconds: number;
  /** how long a rotated refresh token still yields its successor (parallel refreshes of two tabs), in seconds */
  refreshGraceSeconds: number;
  smtpUrl?: string;
  /** production without SMTP: each mail is written as a file here, which no HTTP route serves */
  mailSpoolDir?: string;
  /** who may set X-Forwarded-For: the gateway's address(es), comma-separated, or `loopback` */
  trustProxy: string[];
  /**
   * With it, X-Forwarded-For counts only on a request that carries it in `X-Proxy-Secret` (the gateway of
   * `npm start` adds it): another process on the same machine, which TRUST_PROXY=loopback would trust, cannot name
   * the client. Without it, TRUST_PROXY alone decides (compose: the gateway's network).
   */
  proxySecret?: string;
  /** the development outbox (`GET dev/outbox`): only outside production, without SMTP or spool, on loopback */
  devOutbox: boolean;
  mailFrom: string;
  /** the per-account slow-down of wrong passwords (lib/login-throttle.ts) */
  loginThrottle: { freeFailures: number; baseDelayMs: number; maxDelayMs: number; windowMs: number };
  /** how often the mail worker looks for due mail besides right after a request queued some; 0: only on demand (tests) */
  /**
   * What this process does: `all` serves requests and runs the background jobs (mail, reports, statements);
   * `requests` serves requests only and leaves the jobs queued in the database to a `jobs` process, which runs them
   * and answers /health and /ready only (docker-compose.yml: the API replicas and the jobs service)
   */
  role: 'all' | 'requests' | 'jobs';
  mailWorkerIntervalMs: number;
  /** how often the report worker looks for reports to make besides right after one was asked for; 0: only on demand (tests) */
  reportWorkerIntervalMs: number;
  /** how often the statement reader looks for uploaded PDF statements besides right after an upload; 0: only on demand (tests) */
  statementWorkerIntervalMs: number;
  /** how often the workers of the scheduled jobs (invoices, adjustments) look for jobs; 0: only on demand (tests) */
  scheduledJobsIntervalMs: number;
  /** the bounds of reading an uploaded file: archive, rows, cells, time, memory (lib/file-limits.ts) */
  fileLimits: FileLimits;
  fileParseWorkers: number;
  /** uploads per user in a window, on each upload route (lib/multipart.ts) */
  uploadRateLimit: { max: number; windowMs: number };
  publicUrl: string;
  /** the client app's onboarding link, which the onboarding invitation leads the client to (not the partner portal) */
  clientAppOnboardingUrl: string;
  redisUrl?: string;
  /**
   * SEED_DEMO=1: an empty database gets the demo companies, users (with the published demo password) and data at
   * start (`npm start`, the test runner). Never on by default: a deployment starts without any user.
   */
  seedDemo: boolean;
  demoDowntime?: 'upcoming' | 'ongoing';
  logLevel: string;
  migrationsDir: string;
  /** the client app's current version (docs/clients.md format): devices with an older one are outdated */
  currentAppVersion: string;
  /** `GET /metrics` wants `Authorization: Bearer` with it when set (plugins/metrics.ts) */
  metricsToken: string | undefined;
  /** OpenTelemetry traces go to this OTLP/HTTP receiver when set (lib/tracing.ts); without it tracing is off */
  otlpEndpoint: string | undefined;
  /** the traces' `service.name` */
  serviceName: string;
  /** S3-compatible storage for the uploaded files (S3_ENDPOINT and the rest); without it they live under `dataDir` */
  s3?: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
};

/** Finds `drizzle/` beside the sources, beside the bundle (`dist/../drizzle`) or under the working directory. */
function findMigrationsDir(explicit?: string): string {
  const candidates = [
    explicit,
    process.argv[1] ? join(dirname(resolve(process.argv[1])), '..', 'drizzle') : undefined,
    join(process.cwd(), 'drizzle'),
    join(process.cwd(), 'api', 'drizzle'),
    join(findRepoRoot(), 'api', 'drizzle'),
  ].filter((dir): dir is string => dir !== undefined);
  return candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json'))) ?? candidates[candidates.length - 1]!;
}

/** Reads and checks the environment once at start-up; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SMTP_URL && !e.MAIL_SPOOL_DIR) {
    throw new Error(
      'In production the API needs a way to send mail: set SMTP_URL (or MAIL_SPOOL_DIR for a file spool). ' +
        'The development outbox, which shows every security code and reset link, is never served in production.',
    );
  }
  if (e.NODE_ENV === 'production' && !e.CLIENT_APP_ONBOARDING_URL) {
    throw new Error(
      "In production the API needs CLIENT_APP_ONBOARDING_URL: the client app's onboarding link, where the onboarding " +
        'invitation e-mail leads the client (e.g. https://app.example.ch/onboarding). Without it the e-mails would lead ' +
        'to a placeholder address.',
    );
  }
  if (e.S3_ENDPOINT && !(e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('With S3_ENDPOINT the API also needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR ?? join(findRepoRoot(), '.data')),
    jwtSecret: e.JWT_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshGraceSeconds: e.REFRESH_GRACE_SECONDS,
    authCacheSeconds: e.AUTH_CACHE_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailSpoolDir: e.MAIL_SPOOL_DIR ? resolve(e.MAIL_SPOOL_DIR) : undefined,
    trustProxy: e.TRUST_PROXY.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    proxySecret: e.PROXY_SECRET,
    devOutbox: e.NODE_ENV !== 'production' && !e.SMTP_URL && !e.MAIL_SPOOL_DIR,
    mailFrom: e.MAIL_FROM,
    role: e.API_ROLE,
    mailWorkerIntervalMs: e.MAIL_WORKER_INTERVAL_MS,
    reportWorkerIntervalMs: e.REPORT_WORKER_INTERVAL_MS,
    scheduledJobsIntervalMs: e.SCHEDULED_JOBS_INTERVAL_MS,
    statementWorkerIntervalMs: e.STATEMENT_WORKER_INTERVAL_MS,
    fileLimits: DEFAULT_FILE_LIMITS,
    fileParseWorkers: e.FILE_PARSE_WORKERS,
    uploadRateLimit: { max: e.UPLOADS_PER_10_MINUTES, windowMs: 10 * 60 * 1000 },
    // 5 free, then 2 s, 4 s, 8 s … up to 5 minutes between attempts; forgotten an hour after the last failure
    loginThrottle: { freeFailures: 5, baseDelayMs: 2000, maxDelayMs: 5 * 60 * 1000, windowMs: 60 * 60 * 1000 },
    publicUrl: e.PUBLIC_URL,
    clientAppOnboardingUrl: e.CLIENT_APP_ONBOARDING_URL ?? DEV_CLIENT_APP_ONBOARDING_URL,
    redisUrl: e.REDIS_URL,
    seedDemo: e.SEED_DEMO === '1',
    demoDowntime: e.DEMO_DOWNTIME,
    logLevel: e.LOG_LEVEL,
    migrationsDir: findMigrationsDir(e.MIGRATIONS_DIR),
    currentAppVersion: e.CURRENT_APP_VERSION,
    metricsToken: e.METRICS_TOKEN,
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: e.OTEL_SERVICE_NAME,
    s3: e.S3_ENDPOINT
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET!,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        }
      : undefined,
  };
}
