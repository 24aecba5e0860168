import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Counter, Histogram } from 'prom-client';
import { telemetryBodySchema } from '@portal/shared/contracts';
import { errorResponses } from '../../lib/route-schemas';
import { t } from '../../lib/messages';

/** Distinct page areas one process keeps as labels; a browser that makes up more is counted under `other`. */
const MAX_AREAS = 40;

/**
 * `POST admin_partner/telemetry`: the Web Vitals and remote load failures an adviser's browser reports (the shell's
 * src/lib/telemetry.ts), counted in the API's metrics (`GET /metrics`, docs/operations.md) so that a team that
 * deploys a remote sees what its users got. Signed-in only, 60 reports a minute per adviser.
 */
const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const timings = new Histogram({
    name: 'portal_web_vitals_seconds',
    help: 'Web Vitals measured in the browser (LCP, INP, FCP, TTFB), by page area',
    labelNames: ['name', 'area'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 1.5, 2, 2.5, 4, 6, 10, 20],
    registers: [app.metrics],
  });
  const shifts = new Histogram({
    name: 'portal_web_vitals_cls',
    help: 'Cumulative layout shift measured in the browser, by page area',
    labelNames: ['area'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [app.metrics],
  });
  const failures = new Counter({
    name: 'portal_remote_load_failures_total',
    help: 'Remotes that failed to load in a browser, after their retries, by federation name',
    labelNames: ['remote'] as const,
    registers: [app.metrics],
  });
  const areas = new Set<string>();
  const areaLabel = (area: string) => {
    if (areas.has(area)) return area;
    if (areas.size >= MAX_AREAS) return 'other';
    areas.add(area);
    return area;
  };

  app.post(
    '/telemetry',
    {
      preHandler: [
        app.rateLimit({
          max: 60,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `user:telemetry:${request.scope.userId}`,
          errorResponseBuilder: (request) => ({ statusCode: 429, message: t('tooManyRequests', request.scope.locale) }),
        }),
      ],
      schema: {
        summary: "Report the browser's Web Vitals and the remotes that failed to load",
        tags: ['telemetry'],
        body: telemetryBodySchema,
        response: { 204: z.null(), ...errorResponses(401, 422, 429) },
      },
    },
    async (request, reply) => {
      for (const { name, value, area } of request.body.vitals) {
        if (name === 'CLS') shifts.observe({ area: areaLabel(area) }, value);
        else timings.observe({ name, area: areaLabel(area) }, value / 1000);
      }
      for (const remote of request.body.remote_failures) failures.inc({ remote });
      return reply.status(204).send(null);
    },
  );
};

export default telemetryRoutes;
