import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type z } from 'zod';
import { MAX_FILE_SIZE_BYTES } from '@portal/shared/validation';
import { FileLimitError } from './file-limits';
import { HttpError, TooManyRequestsError, UnprocessableError } from './errors';
import { localiseShared, t } from './messages';

/**
 * Multipart for one route plugin, with its limits set here rather than left to the library's defaults: one file
 * of at most 10 MB (docs/api.md), a few short text fields. A larger file is answered with 413 and the catalogue's
 * 'File is too large. Max limit is 10mb.', a second file with 422, a body past the other limits or one the parser
 * cannot read with 400 (see multipartRefusal).
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_SIZE_BYTES, files: 1, fields: 20, fieldSize: 10_000, fieldNameSize: 100, parts: 21, headerPairs: 100 },
    throwFileSizeLimit: true,
  });
}

/**
 * The limit of uploads per user on an upload route (a preHandler, after the sign-in): each upload is read and
 * stored, and a positions file or statement is parsed, so a user gets `config.uploadRateLimit` of them per window;
 * past it 429 with a translated message (docs/files-and-gateway.md).
 */
export function uploadRateLimit(app: FastifyInstance) {
  const { max, windowMs } = app.config.uploadRateLimit;
  return app.rateLimit({
    max,
    timeWindow: windowMs,
    hook: 'preHandler',
    keyGenerator: (request) => `upload:${request.routeOptions.url}:${request.scope.userId}`,
    // an HttpError, so that the error handler answers with its message
    errorResponseBuilder: (request) => new TooManyRequestsError(t('tooManyUploads', request.scope.locale)),
  });
}

/** A file refused by the limits of its reading (lib/file-limits.ts) as the 413 the client shows; any other error as it is. */
export function fileRefusal(error: unknown, request: FastifyRequest): unknown {
  if (!(error instanceof FileLimitError)) return error;
  request.log.info({ reason: error.reason, detail: error.message }, 'uploaded file refused by its limits');
  return new HttpError(413, t(error.reason === 'archive' ? 'fileUnpackedTooLarge' : 'fileTooComplex', request.scope.locale));
}

/** An uploaded file's name as the sender's computer named it: no path, no control characters, at most 200 characters. */
export const cleanFileName = (name: string, fallback: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- matching control characters is the point: they are stripped
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200) || fallback;

export type UploadedFile = { fieldName: string; fileName: string; mimeType: string; data: Buffer };

/**
 * The multipart parser's refusal of a body as the answer the client shows (docs/api.md); any other error as it is.
 * - @fastify/multipart's own errors (`app.multipartErrors`, @fastify/error classes with a code `FST_…` and the status
 *   the library gives them): a file over 10 MB is the 413 'File is too large. Max limit is 10mb.'; a second file the
 *   422 that one file is allowed, naming the field of the first; any other of its 4xx (the connection closed before
 *   the body's end, a field named `__proto__`, more parts or fields than a form of the API has, a JSON field that is
 *   none) the 400 'the upload could not be read'.
 * - busboy, the parser under it, reports a body it cannot read (no boundary, no closing delimiter, a part cut off:
 *   'Unexpected end of multipart data', 'Part terminated early …') as a plain Error, with neither a class nor a code
 *   of its own: reading the parts, such an error is busboy's, and the 400 too.
 * Whatever else fails (a TypeError, a stream's error with its code, a 5xx of the library) is the server's: passed on,
 * it is a 500 with the details in the log.
 */
function multipartRefusal(error: unknown, request: FastifyRequest, file: UploadedFile | null): unknown {
  const locale = request.scope.locale;
  const { RequestFileTooLargeError, FilesLimitError } = request.server.multipartErrors;
  if (error instanceof RequestFileTooLargeError) return new HttpError(413, t('fileTooLarge', locale));
  if (error instanceof FilesLimitError) {
    const message = t('oneFilePerUpload', locale);
    return new UnprocessableError(message, [{ field: file?.fieldName ?? '', message }]);
  }
  if (!(error instanceof Error)) return error;
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  const refusedByPlugin = typeof code === 'string' && code.startsWith('FST_') && typeof statusCode === 'number' && statusCode < 500;
  const refusedByBusboy = Object.getPrototypeOf(error) === Error.prototype && code === undefined && statusCode === undefined;
  if (!refusedByPlugin && !refusedByBusboy) return error;
  request.log.info({ err: error }, 'multipart body refused');
  return new HttpError(400, t('uploadUnreadable', locale));
}

/** The text fields and the file (if any) of a multipart request. */
export async function readMultipart(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  if (!request.isMultipart()) throw new HttpError(415, t('unsupportedMediaType', request.scope.locale));
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        file = { fieldName: part.fieldname, fileName: part.filename, mimeType: part.mimetype, data };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartRefusal(error, request, file);
  }
  return { fields, file };
}

/** Parses multipart text fields with a contract schema; failures answer 422 with the field list, like a body schema. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>, request: FastifyRequest): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const locale = request.scope.locale;
  throw new UnprocessableError(
    t('invalidInput', locale),
    parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: localiseShared(issue.message, locale) })),
  );
}
