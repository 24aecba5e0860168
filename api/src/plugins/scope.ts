import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { statisticsScopeSchema, type Locale, type StatisticsScope, type VisibleModule } from '@portal/shared/contracts';
import { requestLocale } from '../lib/request-locale';

/** Whose clients a read covers: the whole partner company ('Alle Kunden') or the caller's own ('Eigene Kunden'). */
export type ClientsScope = StatisticsScope;

/**
 * What the caller may read, resolved once per request by `app.authenticate`. Repositories are created from it
 * (`app.repos.statistics(request.scope)`) and add the company filter, and in personal scope the user filter, to
 * every query themselves: a handler never passes a company or user id.
 */
export type RequestScope = Readonly<{
  companyId: number;
  userId: number;
  clients: ClientsScope;
  /** may read company-wide figures and lists; a company-wide read without it is refused with 403 */
  canSeeCompany: boolean;
  modules: readonly VisibleModule[];
  fidlegCertified: boolean;
  /** the language answers are written in: the request's `Accept-Language`, else the user's, else German */
  locale: Locale;
}>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Called by `app.authenticate` once `request.user` is known; sets `request.scope`. */
    resolveScope(request: FastifyRequest): void;
  }
  interface FastifyRequest {
    /** set by `app.authenticate`; reading it on a route without authentication is a programming error */
    scope: RequestScope;
  }
}

/**
 * The scope of a request: the `scope` query parameter (`company` | `personal`) where a route takes one; without
 * it, company-wide for who may see the company, else personal. Asking for company-wide without the permission is
 * not refused here but by the repository that would read company-wide data, so that a route which reads only the
 * caller's own data (the AUM targets) still answers.
 */
export function scopeOf(request: FastifyRequest): RequestScope {
  const { user } = request;
  const asked = statisticsScopeSchema.safeParse((request.query as Record<string, unknown> | undefined)?.scope);
  return Object.freeze({
    companyId: user.companyId,
    userId: user.id,
    clients: asked.success ? asked.data : user.canSeeCompanyStatistics ? 'company' : 'personal',
    canSeeCompany: user.canSeeCompanyStatistics,
    modules: Object.freeze([...user.modules]),
    fidlegCertified: user.fidlegCertified,
    locale: requestLocale(request) ?? user.language,
  });
}

/** The same caller, reading only the own clients (AUM targets are the adviser's own, whatever the page shows). */
export function personalOf(scope: RequestScope): RequestScope {
  return scope.clients === 'personal' ? scope : Object.freeze({ ...scope, clients: 'personal' as const });
}

/**
 * The scope of a request nobody signed in to (a public page's call, such as the registration through a referral
 * link): it belongs to no company and no user, so that a tenant condition built from it matches no row.
 */
export function anonymousScope(locale: Locale): RequestScope {
  return Object.freeze({
    companyId: 0,
    userId: 0,
    clients: 'personal' as const,
    canSeeCompany: false,
    modules: Object.freeze([]),
    fidlegCertified: false,
    locale,
  });
}

/**
 * The scope a background worker acts in for one company's job (a wealth-statement report, docs/documents.md): the
 * company's whole client list, with the modules the job needs, on behalf of the user who asked for it (0 for none).
 * Workers build their scope only through this, never by hand, so that the source scan of test/tenancy.test.ts can
 * tell a worker's scope from a request's.
 */
export function systemScope(job: {
  companyId: number;
  userId: number | null;
  locale: Locale;
  modules: readonly VisibleModule[];
}): RequestScope {
  return Object.freeze({
    companyId: job.companyId,
    userId: job.userId ?? 0,
    clients: 'company' as const,
    canSeeCompany: true,
    modules: Object.freeze([...job.modules]),
    fidlegCertified: false,
    locale: job.locale,
  });
}

export default fp(
  async (app) => {
    app.decorateRequest('scope', null as unknown as RequestScope);
    app.decorate('resolveScope', (request: FastifyRequest) => {
      request.scope = scopeOf(request);
    });
  },
  { name: 'scope' },
);
