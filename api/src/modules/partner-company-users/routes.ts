import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerCompanyUsersResponseSchema } from '@portal/shared/contracts';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses(401, 403);

/** The company's advisers (module `partner_company_users`), for the client list's adviser filter. */
const partnerCompanyUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireModule('partner_company_users'));

  app.get(
    '/partner_company_users',
    {
      schema: {
        summary: "The advisers of the caller's company, by name",
        tags: ['partner company users'],
        response: { 200: partnerCompanyUsersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const advisers = await app.repos.partnerCompanyUsers(request.scope).advisers();
      return { partner_company_users: advisers.map((user) => ({ id: user.id, name: `${user.firstName} ${user.lastName}` })) };
    },
  );
};

export default partnerCompanyUsersRoutes;
