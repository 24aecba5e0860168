import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aumGrowthQuerySchema,
  aumGrowthResponseSchema,
  aumTargetsResponseSchema,
  blogPostsQuerySchema,
  blogPostsResponseSchema,
  clientStatesResponseSchema,
  expectedRevenueResponseSchema,
  kpisResponseSchema,
  messageResponseSchema,
  nextInvestmentDateResponseSchema,
  nextStepsResponseSchema,
  serviceAmountsResponseSchema,
  serviceProducts,
  setAumTargetsBodySchema,
  statisticsQuerySchema,
  statisticsScopeQuerySchema,
  totalClientsResponseSchema,
  unauthorizedResponseSchema,
  validationErrorResponseSchema,
  type StatisticsScope as ScopeName,
} from '@portal/shared/contracts';
import { audit } from '../../lib/audit';
import { ForbiddenError } from '../../lib/errors';
import { t } from '../../lib/messages';
import type { StatisticsScope } from './repository';
import * as statistics from './service';

const errors = { 401: unauthorizedResponseSchema, 403: messageResponseSchema, 422: validationErrorResponseSchema };

/** Company figures need the permission to see them; personal ones are the caller's own clients. */
function scopeOf(request: FastifyRequest, scope: ScopeName): StatisticsScope {
  const { user } = request;
  if (scope === 'personal') return { companyId: user.companyId, userId: user.id };
  if (!user.canSeeCompanyStatistics) throw new ForbiddenError(t('companyStatisticsForbidden', user.language));
  return { companyId: user.companyId };
}

const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const tags = ['statistics'];

  app.get(
    '/statistics/total_clients',
    { schema: { tags, querystring: statisticsQuerySchema, response: { 200: totalClientsResponseSchema, ...errors } } },
    async (request) => statistics.totalClients(app.db, scopeOf(request, request.query.scope), request.query.currency),
  );

  app.get(
    '/statistics/client_states',
    { schema: { tags, querystring: statisticsScopeQuerySchema, response: { 200: clientStatesResponseSchema, ...errors } } },
    async (request) => statistics.clientStates(app.db, scopeOf(request, request.query.scope)),
  );

  app.get(
    '/statistics/aum_growth',
    { schema: { tags, querystring: aumGrowthQuerySchema, response: { 200: aumGrowthResponseSchema, ...errors } } },
    async (request) => {
      const { scope, currency, range } = request.query;
      return statistics.aumGrowth(app.db, scopeOf(request, scope), { currency, range, byAdviser: scope === 'company' });
    },
  );

  app.get(
    '/statistics/kpis',
    { schema: { tags, querystring: statisticsQuerySchema, response: { 200: kpisResponseSchema, ...errors } } },
    async (request) => statistics.kpis(app.db, scopeOf(request, request.query.scope), request.query.currency),
  );

  // AUM targets are the adviser's own, whatever the scope of the rest of the dashboard
  app.get(
    '/statistics/achieved_aum_targets',
    { schema: { tags, querystring: statisticsQuerySchema, response: { 200: aumTargetsResponseSchema, ...errors } } },
    async (request) => statistics.aumTargets(app.db, request.user.id, request.user.companyId, request.query.currency),
  );

  app.post(
    '/statistics/set_aum_targets',
    {
      schema: {
        tags,
        querystring: statisticsQuerySchema,
        body: setAumTargetsBodySchema,
        response: { 200: aumTargetsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = request;
      const result = await statistics.setAumTargets(app.db, user.id, user.companyId, request.query.currency, request.body.targets, request.body.remove_achieved);
      await audit(app.db, request, { action: 'update', entity: 'aum_targets', entityId: user.id, details: request.body });
      return result;
    },
  );

  app.get(
    '/statistics/next_steps',
    { schema: { tags, querystring: statisticsScopeQuerySchema, response: { 200: nextStepsResponseSchema, ...errors } } },
    async (request) => statistics.nextSteps(app.db, scopeOf(request, request.query.scope)),
  );

  for (const product of serviceProducts) {
    app.get(
      `/${product}_services/amounts`,
      { schema: { tags, querystring: statisticsQuerySchema, response: { 200: serviceAmountsResponseSchema, ...errors } } },
      async (request) => statistics.serviceAmounts(app.db, scopeOf(request, request.query.scope), product, request.query.currency),
    );
  }

  app.get(
    '/admin/statistics/expected_revenue',
    {
      preHandler: app.requireModule('expected_revenue'),
      schema: { tags, querystring: statisticsQuerySchema, response: { 200: expectedRevenueResponseSchema, ...errors } },
    },
    async (request) => statistics.expectedRevenue(app.db, scopeOf(request, request.query.scope), request.query.currency),
  );

  app.get(
    '/blog_posts',
    { schema: { tags, querystring: blogPostsQuerySchema, response: { 200: blogPostsResponseSchema, ...errors } } },
    async (request) => statistics.blogPosts(app.db, request.query.locale ?? request.user.language, new Date()),
  );

  app.get(
    '/admin/investment_dates/next_date',
    { schema: { tags, querystring: z.object({}), response: { 200: nextInvestmentDateResponseSchema, ...errors } } },
    async () => statistics.nextInvestmentDate(app.db),
  );
};

export default statisticsRoutes;
