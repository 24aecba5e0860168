import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import type { Clock } from 'pg-boss';
import { loadConfig, type Config } from './config';
import { createLoginThrottle, type LoginThrottle } from './lib/login-throttle';
import { openDatabase, type DatabaseHandle } from './db/client';
import { prepareDatabase } from './db/prepare';
import databasePlugin from './plugins/database';
import errorHandler from './plugins/error-handler';
import mailer from './plugins/mailer';
import jobs from './plugins/jobs';
import scheduledJobs from './plugins/scheduled-jobs';
import inputGuard from './plugins/input-guard';
import openapiConventions from './plugins/openapi-conventions';
import scope from './plugins/scope';
import authenticate from './plugins/authenticate';
import repositories from './plugins/repositories';
import uploadStore from './plugins/upload-store';
import { routePlugins } from './modules';
import reportWorker from './modules/client-documents/report-worker';
import statementWorker from './modules/portfolio-analysis/statement-worker';
import fileParser from './plugins/file-parser';
import metrics from './plugins/metrics';
import tracingPlugin from './plugins/tracing';
import { createTracing } from './lib/tracing';
import type { SpanExporter } from '@opentelemetry/sdk-trace';

/**
 * One log line per request, when it is answered (Fastify's "request completed", with the request, status and
 * response time), instead of two: the "incoming request" line doubled the logging cost of every request.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
    /** the shared Redis of the instances, when REDIS_URL is set */
    redis: Redis | undefined;
    /** The API's clock: what "today" is for computed figures (invoices, new documents); tests inject it. */
    now: () => Date;
  }
}

export type BuildAppOptions = {
  config?: Config;
  /** An opened, migrated database the caller owns (tests); without it the app opens, prepares and closes its own. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** milliseconds since the epoch: the clock of the sign-in throttle and of `app.now` (tests move it instead of waiting) */
  clock?: () => number;
  /** receives every span as it ends (tests); the app traces with it even without OTEL_EXPORTER_OTLP_ENDPOINT */
  spanExporter?: SpanExporter;
  /** the job queue's clock (pg-boss's TestClock): retries and schedules move only when the test moves it */
  jobsClock?: Clock;
};

/** JWT_SECRET, or one generated on first start and kept beside the data. */
function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function pgliteDirOf(config: Config): string {
  return join(config.dataDir, 'pglite');
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  let database = options.database;
  const ownsDatabase = !database;
  if (!database) {
    database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config) });
    try {
      await prepareDatabase(database, config);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  const opened = database;

  const app = Fastify({
    // Request logs are written asynchronously: a line waits for the previous write instead of blocking the request
    // on a write to a pipe (what is pending is flushed when the process exits).
    logger: options.logger ?? { level: config.logLevel, stream: pino.destination({ dest: 1, sync: false }) },
    // only the gateway may say who the client is (it sets X-Forwarded-For from its socket); from anyone else the
    // header is ignored, so it cannot dodge the per-IP rate limits or forge the audit log
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // `reset_password/` and `partner_notifications/` (docs/api.md) are documented and answered without the slash as well
    routerOptions: { ignoreTrailingSlash: true },
    logController: new OneLinePerRequest(),
    // the request id comes from the gateway (X-Request-Id) so that one request can be followed through the logs of
    // both; a request that did not pass the gateway gets its own
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // a SIGTERM lets the requests in flight finish; new ones get 503 while the instance closes
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  // traces (docs/operations.md): first, so that every later hook and handler runs in the request's span
  const tracing = createTracing({ serviceName: config.serviceName, endpoint: config.otlpEndpoint, exporter: options.spanExporter });
  if (tracing) await app.register(tracingPlugin, { tracing });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Answers carry personal data: no browser or proxy keeps one (no-store), unless its route says how it may be kept
  // (the downloads' `private, no-store`, a day for the public list of nationalities). Nothing revalidates an API answer
  // (the API sends no ETag or Last-Modified, the portal no If-None-Match), so nothing is lost by it.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  if (config.proxySecret) {
    // the forwarded headers count only from the gateway that knows the secret; request.ip reads them when asked
    const expected = Buffer.from(config.proxySecret);
    app.addHook('onRequest', async (request) => {
      const headers = request.raw.headers;
      const presented = headers['x-proxy-secret'];
      const fromGateway =
        typeof presented === 'string' &&
        Buffer.byteLength(presented) === expected.length &&
        timingSafeEqual(Buffer.from(presented), expected);
      delete headers['x-proxy-secret'];
      if (!fromGateway) {
        delete headers['x-forwarded-for'];
        delete headers['x-forwarded-host'];
        delete headers['x-forwarded-proto'];
        delete headers.forwarded;
      }
    });
  }
  if (config.role === 'jobs') {
    // the jobs process runs the background rounds and answers its health checks and Prometheus (GET /metrics); nothing
    // routes requests to it
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0];
      if (path !== '/health' && path !== '/ready' && path !== '/metrics') reply.callNotFound();
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (ownsDatabase) app.addHook('onClose', async () => opened.close());

  // external plugins
  // The gateway's rules hold for the API's answers too, which reach the browser with the API's own headers: framed
  // nowhere (DENY, frame-ancestors 'none') and, JSON needing nothing, allowed to load nothing (default-src 'none', the
  // policy the gateway gives API answers, scripts/gateway-security.mjs); the OpenAPI reference page of development sets
  // its own (@fastify/swagger-ui's staticCSP). Referrer-Policy stays helmet's no-referrer, stricter than the portal's
  // pages. HSTS where the portal is served over https (PUBLIC_URL), never on plain http where it would mean nothing
  await app.register(helmet, {
    frameguard: { action: 'deny' },
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  await app.register(cookie);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  app.decorate('redis', redis);
  await app.register(rateLimit, { global: false, redis, nameSpace: 'portal-rl-' });
  // wrong passwords per account: in Redis when configured (shared by the instances), else in this process
  const clock = options.clock ?? Date.now;
  app.decorate('now', () => new Date(clock()));
  app.decorate('loginThrottle', createLoginThrottle({ settings: config.loginThrottle, now: options.clock, redis }));
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Partner API',
        version: '1.0.0',
        description: 'The partner portal API.',
        license: { name: 'Proprietary: for the partner companies of the wealth manager' },
      },
      // the gateway serves the API on the portal's own origin, wherever that is deployed
      servers: [{ url: '/', description: 'the portal that serves this document' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (config.nodeEnv !== 'production') {
    await app.register(swaggerUi, { routePrefix: '/api/v1/docs', staticCSP: true });
  }

  // app plugins
  await app.register(databasePlugin, { db: opened.db, kind: opened.kind, config });
  await app.register(jobs, { connection: opened.jobsConnection, clock: options.jobsClock });
  await app.register(metrics);
  await app.register(errorHandler);
  await app.register(inputGuard);
  await app.register(mailer);
  await app.register(scope);
  await app.register(authenticate, { jwtSecret: resolveJwtSecret(config) });
  await app.register(repositories);
  await app.register(uploadStore);
  await app.register(reportWorker);
  await app.register(fileParser);
  await app.register(statementWorker);
  await app.register(scheduledJobs);
  await app.register(openapiConventions);

  // routes
  // in production only for signed-in users: the document lists every operation, which is nobody else's business
  app.get(
    '/api/v1/openapi.json',
    { schema: { hide: true }, ...(config.nodeEnv === 'production' ? { preHandler: app.authenticate } : {}) },
    async () => app.swagger(),
  );
  for (const { plugin, prefix } of routePlugins) await app.register(plugin, { prefix });

  return app;
}
