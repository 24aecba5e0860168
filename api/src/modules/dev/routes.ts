import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { outboxQuerySchema, outboxResponseSchema, validationErrorResponseSchema } from '@portal/shared/contracts';
import { outboxEmails } from '../../db/schema';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Both the socket and the client behind a trusted gateway are on this machine. */
export function fromLoopback(request: FastifyRequest): boolean {
  return LOOPBACK.test(request.socket.remoteAddress ?? '') && LOOPBACK.test(request.ip);
}

/**
 * `GET dev/outbox?to=`: the mails kept instead of sent, so that a new user can read the security code of
 * secure@partner.example. It shows every reset link and code, so it exists only in development (never with
 * NODE_ENV=production, SMTP_URL or a mail spool: see `devOutbox` in config.ts) and answers only on the loopback
 * address; to anyone else it does not exist.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.devOutbox) return;
  app.get(
    '/outbox',
    {
      schema: {
        summary: 'Development only: the mails sent (no route in production)',
        tags: ['dev'],
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, 422: validationErrorResponseSchema },
      },
      onRequest: async (request, reply) => {
        if (!fromLoopback(request)) return reply.callNotFound();
      },
    },
    async (request) => {
      const to = request.query.to?.trim().toLowerCase();
      const rows = await app.db
        .select()
        .from(outboxEmails)
        .where(to ? eq(outboxEmails.to, to) : undefined)
        .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
        .limit(50);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};

export default devRoutes;
