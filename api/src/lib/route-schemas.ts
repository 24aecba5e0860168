import { messageResponseSchema, unauthorizedResponseSchema, validationErrorResponseSchema } from '@portal/shared/contracts';

/** The OpenAPI security of a route that needs the access token. */
export const security = [{ bearer: [] }];

/** The error answers a route may give, by status: what the error handler sends for each. */
const errorSchemas = {
  401: unauthorizedResponseSchema,
  403: messageResponseSchema,
  404: messageResponseSchema,
  409: messageResponseSchema,
  422: validationErrorResponseSchema,
  429: messageResponseSchema,
} as const;

/** The response schemas of the error answers of a route's statuses, e.g. `errorResponses(401, 403, 422)`. */
export function errorResponses<Status extends keyof typeof errorSchemas>(...statuses: Status[]): Pick<typeof errorSchemas, Status> {
  return Object.fromEntries(statuses.map((status) => [status, errorSchemas[status]])) as Pick<typeof errorSchemas, Status>;
}

/**
 * The OpenAPI description of a module's routes: the module's tags and the bearer security once, each route's
 * operation id, summary and schemas (params, querystring, body, response, ...) beside them.
 */
export const routeDocs =
  (tags: string[]) =>
  <Schema extends object>(operationId: string, summary: string, schema: Schema) => ({ tags, security, operationId, summary, ...schema });
