import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { weightAdjustmentStatuses } from '@portal/shared/contracts';
import { processPendingAdjustments } from '../../ops/weight-adjustments';
import { fromLoopback } from '../dev';

/**
 * `POST dev/weight_adjustments/process`: what `npm run adjustments:process` does, for a running development portal
 * (its embedded database cannot be opened by a second process). Development only and on the loopback address, like
 * the outbox.
 */
const customPortfoliosDevRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.devOutbox) return;
  app.post(
    '/weight_adjustments/process',
    {
      schema: {
        summary: "Plays the wealth manager's side: decides every pending weight adjustment (development only)",
        operationId: 'processWeightAdjustments',
        tags: ['dev'],
        response: { 200: z.object({ processed: z.array(z.object({ id: z.number().int(), status: z.enum(weightAdjustmentStatuses) })) }) },
      },
      onRequest: async (request, reply) => {
        if (!fromLoopback(request)) return reply.callNotFound();
      },
    },
    async () => ({ processed: await processPendingAdjustments(app.db, new Date()) }),
  );
};

export default customPortfoliosDevRoutes;
