import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

const healthResponse = z.object({ status: z.literal('ok') });
const readyResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: z.enum(['ok', 'failed']), redis: z.enum(['ok', 'failed', 'not_configured']) }),
});

/**
 * `/health`: the process answers (liveness). `/ready`: it can serve, i.e. the database and, when configured,
 * Redis answer (readiness): a load balancer or the compose health check sends traffic only to a ready instance.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['operations'], summary: 'Liveness: the process answers', response: { 200: healthResponse } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database and Redis answer',
        response: { 200: readyResponse, 503: readyResponse },
      },
    },
    async (_request, reply) => {
      const database = await app.db.execute(sql`select 1`).then(
        () => 'ok' as const,
        () => 'failed' as const,
      );
      const redis = app.redis
        ? await app.redis.ping().then(
            (answer) => (answer === 'PONG' ? ('ok' as const) : ('failed' as const)),
            () => 'failed' as const,
          )
        : ('not_configured' as const);
      const ready = database === 'ok' && redis !== 'failed';
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks: { database, redis } });
    },
  );
};
