import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availableModulesResponseSchema,
  profileResponseSchema,
  profileUpdateBodySchema,
  unauthorizedResponseSchema,
  validationErrorResponseSchema,
} from '@portal/shared/contracts';
import { audit } from '../../lib/audit';
import { UnauthorizedError } from '../../lib/errors';
import { findUserById } from '../auth/repository';
import { toPartnerUser } from '../auth/partner-user';
import { updateProfile } from './repository';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  const loadProfile = async (userId: number) => {
    const user = await findUserById(app.db, userId);
    if (!user) throw new UnauthorizedError('Nicht angemeldet.', 'unknown');
    return { partner_user: toPartnerUser(user) };
  };

  app.get(
    '/profile',
    { schema: { tags: ['profile'], response: { 200: profileResponseSchema, 401: unauthorizedResponseSchema } } },
    async (request) => loadProfile(request.user.id),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        body: profileUpdateBodySchema,
        response: { 200: profileResponseSchema, 401: unauthorizedResponseSchema, 422: validationErrorResponseSchema },
      },
    },
    async (request) => {
      await updateProfile(app.db, request.user.id, {
        language: request.body.language,
        privateMode: request.body.private_mode,
        referenceCurrency: request.body.reference_currency,
        clientScope: request.body.client_scope,
      });
      await audit(app.db, request, { action: 'update', entity: 'partner_user', entityId: request.user.id, details: request.body });
      return loadProfile(request.user.id);
    },
  );

  app.get(
    '/available_modules',
    { schema: { tags: ['profile'], response: { 200: availableModulesResponseSchema, 401: unauthorizedResponseSchema } } },
    async (request) => ({ available_modules: request.user.modules }),
  );
};

export default profileRoutes;
