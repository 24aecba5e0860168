import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminActionParamsSchema,
  clientIdParamsSchema,
  clientStatusSchema,
  deleteClientBodySchema,
  messageResponseSchema,
} from '@portal/shared/contracts';
import { audit } from '../../lib/audit';
import { ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { errorResponses, security } from '../../lib/route-schemas';

const errors = errorResponses(401, 403, 404, 409, 422);
const adminResponseSchema = z.object({ id: z.number().int(), status: clientStatusSchema });

/** Names compare without case, accents of spacing aside: "  martina  KELLER" confirms "Martina Keller". */
const normalisedName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-CH');

/**
 * The internal admin actions (docs/clients.md; reset account, block, unblock, delete): only for an operator, which the API
 * checks (403 for an adviser); each is written to the client's audit log.
 */
const clientAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireModule('clients'));
  app.addHook('preHandler', app.requireRole('operator'));
  const tags = ['client admin'];

  app.post(
    '/clients/:id/admin/:action',
    {
      schema: {
        summary: 'Reset, block or unblock a client (internal operators only)',
        operationId: 'clientAdminAction',
        tags,
        security,
        params: adminActionParamsSchema,
        response: { 200: adminResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, action } = request.params;
      const { locale } = request.scope;
      const repo = app.repos.clientAdmin(request.scope);
      const client = await repo.find(id);
      if (!client) throw new NotFoundError(t('clientNotFound', locale));
      let status = client.status;
      if (action === 'block') {
        if (client.status === 'blocked') throw new ConflictError(t('actionNotAllowed', locale));
        await repo.block(id, client.status);
        status = 'blocked';
      } else if (action === 'unblock') {
        if (client.status !== 'blocked') throw new ConflictError(t('actionNotAllowed', locale));
        // a client blocked before the operator role existed goes back to the start of the funnel
        status = client.statusBeforeBlock ?? 'pending';
        await repo.unblock(id, status);
      } else {
        // an invested client keeps its data: the custodian holds money on the strength of it
        if (client.firstInvestedAt !== null) throw new ConflictError(t('actionNotAllowed', locale));
        await repo.resetAccount(id);
        status = 'pending';
      }
      await audit(app.db, request, {
        action,
        entity: 'client',
        entityId: id,
        details: { what: 'account', from: client.status, to: status },
      });
      return { id, status };
    },
  );

  app.delete(
    '/clients/:id',
    {
      schema: {
        summary: 'Delete a client (soft delete, internal operators only); the client’s full name confirms it',
        operationId: 'deleteClient',
        tags,
        security,
        params: clientIdParamsSchema,
        body: deleteClientBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { locale } = request.scope;
      const repo = app.repos.clientAdmin(request.scope);
      const client = await repo.find(id);
      if (!client) throw new NotFoundError(t('clientNotFound', locale));
      const expected = normalisedName(`${client.firstName} ${client.lastName}`);
      if (normalisedName(request.body.confirmation_name) !== expected) {
        throw new UnprocessableError(t('invalidInput', locale), [{ field: 'confirmation_name', message: t('deleteNameMismatch', locale) }]);
      }
      await repo.softDelete(id, app.now());
      await audit(app.db, request, {
        action: 'delete',
        entity: 'client',
        entityId: id,
        details: { what: 'account', status: client.status },
      });
      return { message: t('clientDeleted', locale) };
    },
  );
};

export default clientAdminRoutes;
