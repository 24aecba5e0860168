import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { count, eq, min } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { clientReports, portfolioAnalysisDocuments } from '../db/schema';
import { AUTHORIZATION_PATH } from '../modules/auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** the API's Prometheus registry (`GET /metrics`); docs/operations.md lists what it holds */
    metrics: Registry;
  }
}

/** A route's template (`/api/v1/admin_partner/clients/:id`), never the path with its ids: one series per route. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/**
 * `GET /metrics` in Prometheus' text format, for the operators' Prometheus (docs/operations.md): requests by route and
 * status class, their latency, 5xx answers, sign-in failures by step and refusals by the throttle, the background
 * queues' depth and the age of their oldest job, and Node's own figures (event-loop lag, heap, GC). It lives outside
 * `/api`, which is all that the gateway and nginx pass on: the public cannot read it. With `METRICS_TOKEN` set it also
 * wants `Authorization: Bearer <token>`.
 */
const metricsPlugin: FastifyPluginAsync = async (app) => {
  const registry = new Registry();
  registry.setDefaultLabels({ role: app.config.role });
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Requests answered, by method, route template and status class',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'portal_sign_in_failures_total',
    help: 'Sign-in attempts refused: a wrong password or code (401), or too many (429), by step',
    labelNames: ['step', 'status'] as const,
    registers: [registry],
  });
  const signInSteps: Record<string, string> = {
    [`${AUTHORIZATION_PATH}/login`]: 'password',
    [`${AUTHORIZATION_PATH}/two_factor`]: 'code',
  };
  // The queues of background work, read from the database when Prometheus scrapes: what waits and the oldest one. The
  // reports and statements by their rows (what the adviser waits for), the other kinds by their jobs.
  const queues = [
    { queue: 'reports', table: clientReports, createdAt: clientReports.createdAt, waiting: eq(clientReports.status, 'in_progress') },
    {
      queue: 'statements',
      table: portfolioAnalysisDocuments,
      createdAt: portfolioAnalysisDocuments.createdAt,
      waiting: eq(portfolioAnalysisDocuments.status, 'received'),
    },
  ] as const;
  const age = new Gauge({
    name: 'portal_queue_oldest_age_seconds',
    help: 'Age of the oldest job waiting, by queue (0 when none waits)',
    labelNames: ['queue'] as const,
    // registered after the depth, whose collect sets both from one query per queue
    registers: [],
  });
  new Gauge({
    name: 'portal_queue_depth',
    help: 'Background jobs waiting, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const now = app.now().getTime();
      for (const { queue, table, createdAt, waiting } of queues) {
        const [row] = await app.db
          .select({ n: count(), oldest: min(createdAt) })
          .from(table)
          .where(waiting);
        this.set({ queue }, row?.n ?? 0);
        age.set({ queue }, row?.oldest ? Math.max(0, (now - new Date(row.oldest).getTime()) / 1000) : 0);
      }
      // the kinds whose only state is their job (lib/jobs): the jobs waiting for a worker or for their retry
      for (const queue of ['mail', 'invoices', 'adjustments'] as const) {
        const { depth, oldest } = await app.jobs.waiting(queue);
        this.set({ queue }, depth);
        age.set({ queue }, oldest ? Math.max(0, (now - oldest.getTime()) / 1000) : 0);
      }
    },
  });
  registry.registerMetric(age);
  app.decorate('metrics', registry);

  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    if (route === '/metrics') return;
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status: `${Math.floor(status / 100)}xx` });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    const step = signInSteps[route];
    if (step && (status === 401 || status === 429)) signInFailures.inc({ step, status: String(status) });
  });

  const token = app.config.metricsToken;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token) {
      const given = Buffer.from(request.headers.authorization ?? '');
      const wanted = Buffer.from(`Bearer ${token}`);
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return reply.status(401).send();
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
};

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['database', 'jobs'] });
