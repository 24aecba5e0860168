import fp from 'fastify-plugin';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { messageResponseSchema, unauthorizedResponseSchema, validationErrorResponseSchema } from '@portal/shared/contracts';

/**
 * What every operation of the OpenAPI document carries and a route need not repeat (issue 9):
 * - `operationId` from the method and the path (`GET /api/v1/admin_partner/clients/:id` → `getAdminPartnerClientsById`);
 * - `security`: the bearer scheme when the route runs `app.authenticate` (as its own hook or its plugin's), none else;
 * - the error answers every route can give: 422 (the input guard refuses a NUL in any query, plugins/input-guard.ts),
 *   401 on a protected route, 400 and 413 where a body is read (malformed JSON or multipart, too large).
 * A route may state any of these itself, which wins. The `summary` cannot be derived: test/openapi.test.ts fails on an
 * operation without one, and on one without tags.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v\d+\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : [segment]))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean));
  const capitalised = words.map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + capitalised.join('');
}

type RouteSchema = {
  hide?: boolean;
  operationId?: string;
  security?: Record<string, string[]>[];
  body?: unknown;
  consumes?: string[];
  response?: Record<string | number, unknown>;
};

/**
 * Whether the route authenticates. A route's own `preHandler`/`onRequest` is in its options; a plugin's
 * `addHook('preHandler', app.authenticate)` is in the plugin instance's hooks, which Fastify keeps under the symbol
 * described `fastify.hooks` (no public accessor). test/openapi.test.ts checks the outcome on every operation: a
 * protected one answers 401 without a token, so a change inside Fastify cannot make this silently wrong.
 */
function authenticates(instance: FastifyInstance, route: RouteOptions, authenticate: unknown): boolean {
  const listed = (value: unknown) => (Array.isArray(value) ? value.includes(authenticate) : value === authenticate);
  if (listed(route.preHandler) || listed(route.onRequest) || listed(route.preValidation)) return true;
  const symbol = Object.getOwnPropertySymbols(instance).find((s) => s.description === 'fastify.hooks');
  const hooks = symbol ? (instance as unknown as Record<symbol, Record<string, unknown[]>>)[symbol] : undefined;
  return ['onRequest', 'preValidation', 'preHandler'].some((name) => hooks?.[name]?.includes(authenticate) ?? false);
}

export default fp(
  async (app) => {
    app.addHook('onRoute', function (this: FastifyInstance, route) {
      const schema = route.schema as RouteSchema | undefined;
      if (!schema || schema.hide || route.method === 'HEAD') return;
      const method = Array.isArray(route.method) ? route.method[0]! : route.method;
      schema.operationId ??= operationIdOf(method, route.url);
      // A plugin's hooks reach its instance through `after` (Fastify queues addHook): what the route runs is known
      // only then, and still before Fastify compiles the route's response serializers.
      this.after(() => {
        const isProtected = authenticates(this, route, app.authenticate);
        schema.security ??= isProtected ? [{ bearer: [] }] : [];
        const response = (schema.response ??= {});
        const add = (status: number, body: ZodType) => {
          if (!(status in response) && !(String(status) in response)) response[status] = body;
        };
        add(422, validationErrorResponseSchema);
        if (isProtected) add(401, unauthorizedResponseSchema);
        // a JSON body, or a multipart one the route reads itself (lib/multipart.ts: unreadable 400, too large 413)
        if (schema.body || schema.consumes?.includes('multipart/form-data')) {
          add(400, messageResponseSchema);
          add(413, messageResponseSchema);
        }
      });
    });
  },
  { name: 'openapi-conventions', dependencies: ['authenticate'] },
);
