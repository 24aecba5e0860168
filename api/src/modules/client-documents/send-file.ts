import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ClientRow } from '../../db/schema';
import { audit } from '../../lib/audit';
import { NotFoundError } from '../../lib/errors';
import { sendAttachment } from '../../lib/file-store';
import { t } from '../../lib/messages';
import type { ClientFile } from './service';

/** How the routes of the module find a client of the scope and send one of its files. */
export function clientFiles(app: FastifyInstance) {
  /** The client of the request's scope, or a 404. */
  async function clientOf(request: FastifyRequest, id: number) {
    const client = await app.repos.clientDocuments(request.scope).client(id);
    if (!client) throw new NotFoundError(t('clientNotFound', request.scope.locale));
    return client;
  }

  /** A file of a client of the scope: looked up (404 outside it), made, written to the client's audit log, sent. */
  async function sendClientFile(
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    make: (client: ClientRow) => Promise<ClientFile>,
  ) {
    const made = await make(await clientOf(request, id));
    await audit(app.db, request, { action: 'read', entity: 'client', entityId: id, details: made.audit });
    return sendAttachment(reply, made.body, made.type, made.name);
  }

  return { clientOf, sendClientFile };
}
