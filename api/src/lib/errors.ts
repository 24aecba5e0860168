import type { FieldError } from './types';

/** A failure the client caused or may see; the error handler turns it into the response of docs/api.md. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export type UnauthorizedReason = 'expired' | 'revoked' | 'unknown';

export class UnauthorizedError extends HttpError {
  constructor(message: string, reason?: UnauthorizedReason) {
    super(401, message, reason ? { reason } : {});
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string) {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not Found') {
    super(404, message);
  }
}

/** 422 with a field-level list, like a schema failure. */
export class UnprocessableError extends HttpError {
  constructor(message: string, errors: FieldError[] = []) {
    super(422, message, { errors });
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message: string) {
    super(429, message);
  }
}

/** The request is valid but the resource's state does not allow it (a client already blocked). */
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
