import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { i18n } from '../i18n';

type ErrorBody = {
  errors?: unknown;
  message?: unknown;
  error_description?: unknown;
};

function text(key: 'errors.internalServerError' | 'errors.network' | 'errors.generic'): string {
  return i18n.t(key, { ns: 'common' });
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function messagesOf(errors: unknown): string[] {
  if (!Array.isArray(errors)) return [];
  return errors
    .map((entry: unknown) => {
      if (typeof entry === 'string') return entry;
      if (typeof entry === 'object' && entry !== null && 'message' in entry) return nonEmptyString(entry.message);
      return undefined;
    })
    .filter((m): m is string => m !== undefined && m !== '');
}

/**
 * The text for a failed response (docs/api.md): 500 → 'Internal Server Error'; otherwise the messages of the
 * `errors` list joined with line breaks, else `message`, `error_description` or the status text.
 */
export function messageFromResponse(status: number, statusText: string, data: unknown): string {
  if (status === 500) return text('errors.internalServerError');
  const body: ErrorBody = typeof data === 'object' && data !== null ? data : {};
  const listed = messagesOf(body.errors);
  if (listed.length > 0) return listed.join('\n');
  return nonEmptyString(body.message) ?? nonEmptyString(body.error_description) ?? nonEmptyString(statusText) ?? text('errors.generic');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The message a user sees for any error that a call of the API client (or anything else) threw. */
export function toErrorMessage(error: unknown): string {
  if (isHTTPError(error)) return messageFromResponse(error.response.status, error.response.statusText, error.data);
  if (isNetworkError(error) || isTimeoutError(error)) return text('errors.network');
  if (error instanceof Error) return nonEmptyString(error.message) ?? text('errors.generic');
  return nonEmptyString(error) ?? text('errors.generic');
}

/** The HTTP status of an API error, or undefined when no response was received. */
export function errorStatus(error: unknown): number | undefined {
  return isHTTPError(error) ? error.response.status : undefined;
}
