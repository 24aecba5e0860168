import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors';
import type { FieldError } from '../lib/types';

const validationMessage = 'Die Eingaben sind ungültig.';

/** `/email` → `email`, `/targets/0/amount` → `targets.0.amount`; a missing key is named by its parent's issue. */
function fieldOf(instancePath: string, params: Record<string, unknown> | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const issue = params?.issue as { path?: PropertyKey[] } | undefined;
  if (path) return path;
  if (issue?.path && issue.path.length > 0) return issue.path.map(String).join('.');
  return '';
}

/**
 * The one error handler (SPEC §8): schema failures → 422 with a field list, known errors → their status and
 * message, anything else → 500 'Internal Server Error' with the details only in the log.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: FieldError[] = error.validation.map((issue) => ({
          field: fieldOf(issue.instancePath, issue.params as Record<string, unknown>) || (error.validationContext ?? ''),
          message: issue.message ?? validationMessage,
        }));
        return reply.status(422).send({ message: errors.map((e) => e.message).join('\n') || validationMessage, errors });
      }
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
        return reply.status(500).send({ message: 'Internal Server Error' });
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ message: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: 'Internal Server Error' });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
    });
  },
  { name: 'error-handler' },
);
