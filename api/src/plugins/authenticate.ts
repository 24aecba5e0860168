import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Locale, PartnerUserRole, ReferenceCurrency, VisibleModule } from '@portal/shared/contracts';
import { partnerUsers, refreshTokens } from '../db/schema';
import { createAccessCache, type AccessCache } from '../lib/access-cache';
import { createAccessTokens, type AccessTokens } from '../lib/access-token';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import { t } from '../lib/messages';
import { requestLocale } from '../lib/request-locale';

/** Who is calling: set by `app.authenticate` on every protected route. */
export type RequestUser = {
  id: number;
  companyId: number;
  email: string;
  firstName: string;
  lastName: string;
  language: Locale;
  modules: VisibleModule[];
  fidlegCertified: boolean;
  canSeeCompanyStatistics: boolean;
  referenceCurrency: ReferenceCurrency;
  /** an adviser, or an internal operator who may use the admin actions (docs/clients.md) */
  role: PartnerUserRole;
  /** the refresh-token family of this session */
  familyId: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** the access check's short-lived memory of users and sessions; forget what you change */
    accessCache: AccessCache<typeof partnerUsers.$inferSelect>;
    /**
     * preHandler: a valid bearer token, or 401 with `reason` expired | revoked | unknown; then sets `request.user`
     * and resolves `request.scope` (plugins/scope.ts) for the repositories.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler after `authenticate`: 403 `{ message }` unless the user sees the module. */
    requireModule(module: VisibleModule): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler after `authenticate`: 403 `{ message }` unless the user has the role (the operator's admin actions). */
    requireRole(role: PartnerUserRole): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: RequestUser;
    /** the caller's row as the access check read it (from the access cache: at most AUTH_CACHE_SECONDS old) */
    account: typeof partnerUsers.$inferSelect;
  }
}

export default fp<{ jwtSecret: string }>(
  async (app, options) => {
    app.decorate('accessTokens', createAccessTokens(options.jwtSecret, app.config.accessTokenTtl));
    app.decorateRequest('user', null as unknown as RequestUser);
    app.decorateRequest('account', null as unknown as typeof partnerUsers.$inferSelect);
    const cache = createAccessCache<typeof partnerUsers.$inferSelect>(app.config.authCacheSeconds * 1000);
    app.decorate('accessCache', cache);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      // before the user is known, the request's language (or German) is all there is
      const unauthorizedMessage = t('unauthorized', requestLocale(request));
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      if (!token) throw new UnauthorizedError(unauthorizedMessage, 'unknown');
      const verified = await app.accessTokens.verify(token);
      if (!verified.ok) throw new UnauthorizedError(unauthorizedMessage, verified.reason);
      const { userId, familyId } = verified.claims;

      const user = await cache.user(userId, async () => {
        const [row] = await app.db.select().from(partnerUsers).where(eq(partnerUsers.id, userId)).limit(1);
        return row;
      });
      if (!user) throw new UnauthorizedError(unauthorizedMessage, 'unknown');
      const revoked = await cache.familyRevoked(familyId, userId, async () => {
        const [row] = await app.db
          .select({ id: refreshTokens.id })
          .from(refreshTokens)
          .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
          .limit(1);
        return Boolean(row);
      });
      if (revoked) throw new UnauthorizedError(unauthorizedMessage, 'revoked');

      request.account = user;
      request.user = {
        id: user.id,
        companyId: user.partnerCompanyId,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        language: user.language,
        modules: user.visibleModules,
        fidlegCertified: user.fidlegCertified,
        canSeeCompanyStatistics: user.canSeeCompanyStatistics,
        referenceCurrency: user.referenceCurrency,
        role: user.role,
        familyId,
      };
      app.resolveScope(request);
    });

    app.decorate('requireModule', (module: VisibleModule) => async (request: FastifyRequest) => {
      if (!request.scope?.modules.includes(module))
        throw new ForbiddenError(t('moduleForbidden', request.scope?.locale ?? requestLocale(request)));
    });

    app.decorate('requireRole', (role: PartnerUserRole) => async (request: FastifyRequest) => {
      if (request.user?.role !== role) throw new ForbiddenError(t('operatorOnly', request.scope?.locale ?? requestLocale(request)));
    });
  },
  { name: 'authenticate', dependencies: ['database', 'scope'] },
);
