import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '@portal/shared/contracts';
import { HttpError } from '../lib/errors';
import { localiseShared, t } from '../lib/messages';
import { requestLocale } from '../lib/request-locale';
import type { FieldError } from '../lib/types';

// docs/api.md: the client shows its own text for a 500 and recognises this one; it is a protocol value, not a sentence
const internalServerError = 'Internal Server Error';

const zodLocales = { de: z.locales.de(), en: z.locales.en(), fr: z.locales.fr(), it: z.locales.it() };

/** Answers are in the request's language (the portal sends the page's), else the signed-in user's, else German. */
const localeOf = (request: FastifyRequest): Locale => requestLocale(request) ?? request.scope?.locale ?? 'de';

type ValidationContext = 'body' | 'querystring' | 'params' | 'headers';
type Issue = { path: PropertyKey[]; message: string };

/** What the request sent in the part that failed validation, as Fastify gave it to the schema (null for none). */
function inputOf(request: FastifyRequest, context: ValidationContext): unknown {
  const parts = { body: request.body, querystring: request.query, params: request.params, headers: request.headers };
  return parts[context] ?? null;
}

/** The route's zod schema of that part of the request (fastify-type-provider-zod takes the schema or `{ properties }`). */
function schemaOf(request: FastifyRequest, context: ValidationContext): z.core.$ZodType | undefined {
  const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
  const given = schemas?.[context] ?? (context === 'querystring' ? schemas?.query : undefined);
  const schema = given instanceof z.core.$ZodType ? given : (given as { properties?: unknown } | undefined)?.properties;
  return schema instanceof z.core.$ZodType ? schema : undefined;
}

/**
 * A schema failure's issues, their texts in the language. The issues Fastify hands over cannot be translated from
 * their data: zod leaves out the input (a number coerced from '12x' or from nothing is NaN, the issue says neither)
 * and whether zod or the schema wrote the text. So the part that failed is checked again with zod's locale of the
 * language as the error map: zod writes its own texts in the language and a schema's text stays (the shared
 * contracts' texts are translated by the catalogue after). Undefined when that part has no zod schema to check again.
 */
function issuesIn(request: FastifyRequest, context: ValidationContext, locale: Locale): Issue[] | undefined {
  const schema = schemaOf(request, context);
  if (!schema) return undefined;
  try {
    const result = z.safeParse(schema, inputOf(request, context), { error: zodLocales[locale].localeError });
    return result.success ? undefined : result.error.issues;
  } catch {
    return undefined;
  }
}

/** Fastify's issue as zod's: its path from `/targets/0/amount`, a missing key's from its parent's issue. */
function issueOf(issue: { instancePath: string; message?: string; params?: Record<string, unknown> }): Issue {
  const path = issue.instancePath.split('/').filter(Boolean);
  const parentPath = (issue.params?.issue as { path?: PropertyKey[] } | undefined)?.path;
  return { path: path.length > 0 ? path : (parentPath ?? []), message: issue.message ?? '' };
}

/** The route declares the bearer security (plugins/openapi-conventions.ts; test/openapi.test.ts checks it is what the route does). */
function isProtected(request: FastifyRequest): boolean {
  const security = (request.routeOptions.schema as { security?: Record<string, unknown>[] } | undefined)?.security;
  return security?.some((requirement) => 'bearer' in requirement) ?? false;
}

const statusOf = (error: FastifyError): number => (typeof error.statusCode === 'number' ? error.statusCode : 500);

/**
 * A protected route finds some errors before it authenticates: the body's parser, the input guard and the schemas
 * run before its `app.authenticate` (a preHandler). It authenticates here first. Without a valid token the answer is
 * its 401, which tells nothing about the input; with one, the error is in the signed-in user's language like the
 * route's other answers (docs/messages.md).
 */
async function afterAuthentication(app: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = statusOf(error);
  if (status < 400 || status >= 500 || status === 401 || request.user || !isProtected(request)) return error;
  try {
    await app.authenticate(request, reply);
    return error;
  } catch (refusal) {
    return refusal as FastifyError;
  }
}

/** The status text of Fastify's own 4xx (malformed JSON, wrong content type, too large), in the language. */
function clientErrorMessage(status: number, locale: Locale): string {
  if (status === 413) return t('payloadTooLarge', locale);
  if (status === 415) return t('unsupportedMediaType', locale);
  if (status === 400) return t('badRequest', locale);
  // a rate limit's refusal (the plugin throws its own object)
  if (status === 429) return t('tooManyRequests', locale);
  return t('requestFailed', locale);
}

/**
 * The one error handler (docs/api.md): schema failures → 422 with a field list, known errors → their status and
 * message, anything else → 500 'Internal Server Error' with the details only in the log.
 */
export default fp(
  async (app) => {
    app.setErrorHandler(async (thrown: FastifyError, request, reply) => {
      const error = await afterAuthentication(app, thrown, request, reply);
      const locale = localeOf(request);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const invalid = t('invalidInput', locale);
        const context: ValidationContext = error.validationContext ?? 'body';
        const issues = issuesIn(request, context, locale) ?? error.validation.map(issueOf);
        const errors: FieldError[] = issues.map((issue) => ({
          field: issue.path.map(String).join('.') || context,
          message: localiseShared(issue.message, locale) || invalid,
        }));
        return reply.status(422).send({ message: errors.map((e) => e.message).join('\n') || invalid, errors });
      }
      if (error instanceof HttpError) {
        const { errors, ...extra } = error.extra as { errors?: FieldError[] };
        return reply.status(error.statusCode).send({
          message: localiseShared(error.message, locale),
          ...extra,
          ...(errors ? { errors: errors.map((entry) => ({ ...entry, message: localiseShared(entry.message, locale) })) } : {}),
        });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
        return reply.status(500).send({ message: internalServerError });
      }
      const status = statusOf(error);
      if (status >= 400 && status < 500) {
        // Fastify's own texts are English and name internals; the log keeps them
        request.log.info({ err: error }, 'client error');
        return reply.status(status).send({ message: clientErrorMessage(status, locale) });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: internalServerError });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ message: t('routeNotFound', localeOf(request)) });
    });
  },
  { name: 'error-handler' },
);
