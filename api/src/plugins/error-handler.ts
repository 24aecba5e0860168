import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '@portal/shared/contracts';
import { HttpError } from '../lib/errors';
import { localiseShared, t } from '../lib/messages';
import { requestLocale } from '../lib/request-locale';
import type { FieldError } from '../lib/types';

// docs/api.md: the client shows its own text for a 500 and recognises this one; it is a protocol value, not a sentence
const internalServerError = 'Internal Server Error';

type ZodIssue = Parameters<ReturnType<typeof z.locales.en>['localeError']>[0];
const zodLocales = { de: z.locales.de(), en: z.locales.en(), fr: z.locales.fr(), it: z.locales.it() };

/**
 * A schema failure's text in the language: the texts of the shared contracts from the catalogue, zod's own
 * (English) texts from zod's locale of that language; a text a schema wrote itself stays as it is.
 */
function localiseIssue(message: string | undefined, issue: ZodIssue, locale: Locale): string | undefined {
  if (message === undefined) return undefined;
  const shared = localiseShared(message, locale);
  if (shared !== message) return shared;
  const asDefault = (errors: { localeError: (issue: ZodIssue) => unknown }) => {
    const text = errors.localeError(issue);
    return typeof text === 'string' ? text : (text as { message?: string } | undefined)?.message;
  };
  if (locale !== 'en' && asDefault(zodLocales.en) === message) return asDefault(zodLocales[locale]) ?? message;
  return message;
}

/** Answers are in the request's language (the portal sends the page's), else the signed-in user's, else German. */
const localeOf = (request: FastifyRequest): Locale => requestLocale(request) ?? request.scope?.locale ?? 'de';

/** What the request sent in the part that failed validation. */
function inputOf(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return undefined;
}

function valueAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (current, key) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined),
    value,
  );
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

/** `/email` → `email`, `/targets/0/amount` → `targets.0.amount`; a missing key is named by its parent's issue. */
function fieldOf(instancePath: string, params: Record<string, unknown> | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const issue = params?.issue as { path?: PropertyKey[] } | undefined;
  if (path) return path;
  if (issue?.path && issue.path.length > 0) return issue.path.map(String).join('.');
  return '';
}

/**
 * The one error handler (docs/api.md): schema failures → 422 with a field list, known errors → their status and
 * message, anything else → 500 'Internal Server Error' with the details only in the log.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const locale = localeOf(request);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const invalid = t('invalidInput', locale);
        const errors: FieldError[] = error.validation.map((issue) => {
          const params = issue.params;
          const path = issue.instancePath.split('/').filter(Boolean);
          // zod leaves the input out of its issues; its texts name the type received, so it is looked up again
          const input = valueAt(inputOf(request, error.validationContext), path);
          const zodIssue = { ...params, code: issue.keyword, path, input } as unknown as ZodIssue;
          return {
            field: fieldOf(issue.instancePath, params) || (error.validationContext ?? ''),
            message: localiseIssue(issue.message, zodIssue, locale) ?? invalid,
          };
        });
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
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
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
