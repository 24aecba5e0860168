import fp from 'fastify-plugin';
import { findNul, nulMessage } from '@portal/shared/contracts';
import { UnprocessableError } from '../lib/errors';
import type { FieldError } from '../lib/types';

/**
 * Every route, whatever its schema: a NUL character in the path, the query or the body is invalid input (422 with the
 * fields), never a database error. The contracts' input strings refuse it too (`textSchema`), so the browser does.
 * The refusal goes through the error handler, which writes the contracts' text in the answer's language like any
 * other (docs/messages.md).
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const errors: FieldError[] = [];
      for (const [part, value] of [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const) {
        for (const path of findNul(value)) errors.push({ field: path || part, message: nulMessage });
      }
      if (errors.length > 0) throw new UnprocessableError(nulMessage, errors);
    });
  },
  { name: 'input-guard' },
);
