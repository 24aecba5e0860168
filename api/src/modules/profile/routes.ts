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
import { t } from '../../lib/messages';
import type { RequestScope } from '../../plugins/scope';
import { toPartnerUser } from '../auth';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  const loadProfile = async (scope: RequestScope) => {
    const user = await app.repos.profile(scope).find();
    if (!user) throw new UnauthorizedError(t('unauthorized', scope.locale), 'unknown');
    return { partner_user: toPartnerUser(user) };
  };

  // GET profile is read by every page load. Its user row is the one the access check just read (request.account,
  // from the access cache: at most AUTH_CACHE_SECONDS old, forgotten at once when this process changes it) and its
  // company is kept as long, so that a cached answer costs no query; with the cache off both are read anew.
  const cacheMs = app.config.authCacheSeconds * 1000;
  const companies = new Map<number, { at: number; company: ReturnType<ReturnType<typeof app.repos.profile>['company']> }>();
  const companyOf = (scope: RequestScope) => {
    if (cacheMs <= 0) return app.repos.profile(scope).company();
    const hit = companies.get(scope.companyId);
    if (hit && Date.now() - hit.at < cacheMs) return hit.company;
    if (companies.size >= 1000) companies.clear();
    const company = app.repos.profile(scope).company();
    companies.set(scope.companyId, { at: Date.now(), company });
    company.catch(() => companies.delete(scope.companyId));
    return company;
  };

  app.get(
    '/profile',
    {
      schema: {
        summary: "The signed-in user's profile",
        tags: ['profile'],
        response: { 200: profileResponseSchema, 401: unauthorizedResponseSchema },
      },
    },
    async (request) => {
      const company = await companyOf(request.scope);
      if (!company) throw new UnauthorizedError(t('unauthorized', request.scope.locale), 'unknown');
      return { partner_user: toPartnerUser({ ...request.account, company }) };
    },
  );

  app.put(
    '/profile',
    {
      schema: {
        summary: "Change the signed-in user's preferences",
        tags: ['profile'],
        body: profileUpdateBodySchema,
        response: { 200: profileResponseSchema, 401: unauthorizedResponseSchema, 422: validationErrorResponseSchema },
      },
    },
    async (request) => {
      await app.repos.profile(request.scope).update({
        language: request.body.language,
        privateMode: request.body.private_mode,
        referenceCurrency: request.body.reference_currency,
        clientScope: request.body.client_scope,
      });
      // the access check keeps the user's row for a few seconds: the next request must see the new language
      app.accessCache.forgetUser(request.scope.userId);
      await audit(app.db, request, { action: 'update', entity: 'partner_user', entityId: request.scope.userId, details: request.body });
      return loadProfile(request.scope);
    },
  );

  app.get(
    '/available_modules',
    {
      schema: {
        summary: 'The modules the user may see',
        tags: ['profile'],
        response: { 200: availableModulesResponseSchema, 401: unauthorizedResponseSchema },
      },
    },
    async (request) => ({ available_modules: [...request.scope.modules] }),
  );
};

export default profileRoutes;
