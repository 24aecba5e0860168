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
  nextInvestmentDateResponseSchema,
  nextStepsResponseSchema,
  serviceAmountsResponseSchema,
  serviceProducts,
  setAumTargetsBodySchema,
  statisticsQuerySchema,
  statisticsScopeQuerySchema,
  totalClientsResponseSchema,
} from '@portal/shared/contracts';
import { audit } from '../../lib/audit';
import { sendKept, versionedReads } from '../../lib/versioned-reads';
import * as statistics from './service';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses(401, 403, 422);

// The `scope` query parameter (company | personal) is read by the scope plugin into `request.scope`; the repository
// refuses company figures to a caller without the permission to see them.
const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const tags = ['statistics'];
  // Every read of the dashboard, which every adviser's start page asks for, is kept per caller, scope, day (of the app's
  // clock) and query while the data it is made of has not changed (lib/versioned-reads.ts, docs/performance.md).
  const keep = versionedReads(app);
  const totals = keep<Awaited<ReturnType<typeof statistics.totalClients>>>();
  const states = keep<Awaited<ReturnType<typeof statistics.clientStates>>>();
  const growth = keep<Awaited<ReturnType<typeof statistics.aumGrowth>>>();
  const keyFigures = keep<Awaited<ReturnType<typeof statistics.kpis>>>();
  const targets = keep<Awaited<ReturnType<typeof statistics.aumTargets>>>();
  const steps = keep<Awaited<ReturnType<typeof statistics.nextSteps>>>();
  const amounts = keep<Awaited<ReturnType<typeof statistics.serviceAmounts>>>();
  const revenue = keep<Awaited<ReturnType<typeof statistics.expectedRevenue>>>();
  // the blog is kept too (its tables move the version, migration 0024) until its next post is published
  const blog = keep<Awaited<ReturnType<ReturnType<typeof app.repos.statistics>['listBlog']>>>({
    body: ({ nextPublication: _next, ...answer }) => answer,
    until: (value) => value.nextPublication,
  });
  const repoOf = (request: FastifyRequest) => app.repos.statistics(request.scope);

  app.get(
    '/statistics/total_clients',
    {
      schema: {
        summary: 'Total clients and assets under management',
        tags,
        querystring: statisticsQuerySchema,
        response: { 200: totalClientsResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendKept(reply, await totals(request, reply, () => statistics.totalClients(repoOf(request), request.query.currency))),
  );

  app.get(
    '/statistics/client_states',
    {
      schema: {
        summary: 'The client funnel: clients by onboarding state',
        tags,
        querystring: statisticsScopeQuerySchema,
        response: { 200: clientStatesResponseSchema, ...errors },
      },
    },
    async (request, reply) => sendKept(reply, await states(request, reply, () => statistics.clientStates(repoOf(request)))),
  );

  app.get(
    '/statistics/aum_growth',
    {
      schema: {
        summary: 'Growth of the assets under management over a range',
        tags,
        querystring: aumGrowthQuerySchema,
        response: { 200: aumGrowthResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { currency, range } = request.query;
      const byAdviser = request.scope.clients === 'company';
      return sendKept(reply, await growth(request, reply, () => statistics.aumGrowth(repoOf(request), { currency, range, byAdviser })));
    },
  );

  app.get(
    '/statistics/kpis',
    {
      schema: {
        summary: 'Key figures of the dashboard',
        tags,
        querystring: statisticsQuerySchema,
        response: { 200: kpisResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendKept(reply, await keyFigures(request, reply, () => statistics.kpis(repoOf(request), request.query.currency))),
  );

  // AUM targets are the adviser's own, whatever the scope of the rest of the dashboard
  app.get(
    '/statistics/achieved_aum_targets',
    {
      schema: {
        summary: "The adviser's AUM targets and what is achieved",
        tags,
        querystring: statisticsQuerySchema,
        response: { 200: aumTargetsResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendKept(reply, await targets(request, reply, () => statistics.aumTargets(repoOf(request), request.query.currency))),
  );

  app.post(
    '/statistics/set_aum_targets',
    {
      schema: {
        summary: "Set the adviser's AUM targets",
        tags,
        querystring: statisticsQuerySchema,
        body: setAumTargetsBodySchema,
        response: { 200: aumTargetsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await statistics.setAumTargets(
        app.repos.statistics(request.scope),
        request.query.currency,
        request.body.targets,
        request.body.remove_achieved,
      );
      await audit(app.db, request, { action: 'update', entity: 'aum_targets', entityId: request.scope.userId, details: request.body });
      return result;
    },
  );

  app.get(
    '/statistics/next_steps',
    {
      schema: {
        summary: 'The next steps of the clients in onboarding',
        tags,
        querystring: statisticsScopeQuerySchema,
        response: { 200: nextStepsResponseSchema, ...errors },
      },
    },
    async (request, reply) => sendKept(reply, await steps(request, reply, () => statistics.nextSteps(repoOf(request)))),
  );

  for (const product of serviceProducts) {
    app.get(
      `/${product}_services/amounts`,
      {
        schema: {
          summary: 'Amounts of one product line',
          tags,
          querystring: statisticsQuerySchema,
          response: { 200: serviceAmountsResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        sendKept(reply, await amounts(request, reply, () => statistics.serviceAmounts(repoOf(request), product, request.query.currency))),
    );
  }

  app.get(
    '/admin/statistics/expected_revenue',
    {
      preHandler: app.requireModule('expected_revenue'),
      schema: {
        summary: 'Expected revenue',
        tags,
        querystring: statisticsQuerySchema,
        response: { 200: expectedRevenueResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendKept(reply, await revenue(request, reply, () => statistics.expectedRevenue(repoOf(request), request.query.currency))),
  );

  app.get(
    '/blog_posts',
    {
      schema: {
        summary: 'The latest blog posts',
        tags,
        querystring: blogPostsQuerySchema,
        response: { 200: blogPostsResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendKept(reply, await blog(request, reply, () => repoOf(request).listBlog(request.query.locale ?? request.user.language, app.now()))),
  );

  app.get(
    '/admin/investment_dates/next_date',
    {
      schema: {
        summary: 'The next investment date',
        tags,
        querystring: z.object({}),
        response: { 200: nextInvestmentDateResponseSchema, ...errors },
      },
    },
    // the calendar's query: one next date for the dashboard and the investment calendar (docs/tools.md)
    async (request) => ({
      next_investment_date: await app.repos.investmentCalendar(request.scope).nextDate(app.now().toISOString().slice(0, 10)),
    }),
  );
};

export default statisticsRoutes;
