import fp from 'fastify-plugin';
import { findNul, nulMessage } from '@portal/shared/contracts';
import type { FieldError } from '../lib/types';

/**
 * Every route, whatever its schema: a NUL character in the path, the query or the body is invalid input (422 with the
 * fields), never a database error. The contracts' input strings refuse it too (`textSchema`), so the browser does.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request, reply) => {
      const errors: FieldError[] = [];
      for (const [part, value] of [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const) {
        for (const path of findNul(value)) errors.push({ field: path || part, message: nulMessage });
      }
      if (errors.length > 0) return reply.status(422).send({ message: nulMessage, errors });
    });
  },
  { name: 'input-guard' },
);
