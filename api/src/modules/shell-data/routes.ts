import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dontShowFeaturePromptBodySchema,
  featurePromptResponseSchema,
  localeSchema,
  messageResponseSchema,
  scheduledDowntimeResponseSchema,
  type ScheduledDowntimeResponse,
  unauthorizedResponseSchema,
  validationErrorResponseSchema,
} from '@portal/shared/contracts';
import { NotFoundError } from '../../lib/errors';
import { t } from '../../lib/messages';

/** `scheduled_downtime` and `feature_prompt` of the shell. */
const shellDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/scheduled_downtime',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'The next scheduled downtime',
        tags: ['shell'],
        response: { 200: scheduledDowntimeResponseSchema, 401: unauthorizedResponseSchema },
      },
    },
    async (request): Promise<ScheduledDowntimeResponse> => {
      // a banner is a courtesy: a failure to read it must not break the page, so it is logged and answered empty
      try {
        const now = app.now();
        const downtime = await app.repos.shellData(request.scope).findCurrentDowntime(now);
        if (!downtime) return {};
        return {
          ongoing: downtime.startTime <= now,
          start_time: downtime.startTime.toISOString(),
          end_time: downtime.endTime.toISOString(),
        };
      } catch (error) {
        request.log.error({ err: error }, 'could not read the scheduled downtime');
        return {};
      }
    },
  );

  app.get(
    '/feature_prompt',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'The feature announcement to show',
        tags: ['shell'],
        querystring: z.object({ locale: localeSchema.optional() }),
        response: { 200: featurePromptResponseSchema, 401: unauthorizedResponseSchema, 422: validationErrorResponseSchema },
      },
    },
    async (request) => {
      const prompt = await app.repos.shellData(request.scope).findFeaturePrompt();
      if (!prompt) return { feature_prompt: null };
      // the interface language, which a /fr/ URL may set apart from the saved one
      const language = request.query.locale ?? request.user.language;
      return {
        feature_prompt: {
          id: prompt.id,
          title: prompt.title[language] ?? prompt.title.de,
          body: prompt.body[language] ?? prompt.body.de,
          image_url: prompt.imageUrl,
        },
      };
    },
  );

  app.put(
    '/feature_prompt/dont_show',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Stop showing a feature announcement',
        tags: ['shell'],
        body: dontShowFeaturePromptBodySchema,
        response: {
          204: z.null(),
          401: unauthorizedResponseSchema,
          404: messageResponseSchema,
          422: validationErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const shellData = app.repos.shellData(request.scope);
      if (!(await shellData.featurePromptExists(request.body.id)))
        throw new NotFoundError(t('featurePromptNotFound', request.scope.locale));
      await shellData.dismissFeaturePrompt(request.body.id);
      return reply.status(204).send(null);
    },
  );
};

export default shellDataRoutes;
