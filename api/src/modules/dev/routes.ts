import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { outboxQuerySchema, outboxResponseSchema, validationErrorResponseSchema } from '@portal/shared/contracts';
import { outboxEmails } from '../../db/schema';

/**
 * `GET dev/outbox?to=`: the mails kept instead of sent. Only without SMTP_URL, i.e. where no real mail leaves the
 * machine (development, tests, the demo), so that a new user can read the security code of secure@partner.example.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.smtpUrl) return;
  app.get(
    '/outbox',
    { schema: { tags: ['dev'], querystring: outboxQuerySchema, response: { 200: outboxResponseSchema, 422: validationErrorResponseSchema } } },
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
