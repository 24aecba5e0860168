import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { operationIdOf } from '../src/plugins/openapi-conventions';
import { bearer, build, signIn, type TestContext } from './helpers';

/**
 * The OpenAPI document of issue 9: every operation has a summary, an operationId, tags, its security requirement and
 * its error answers. The whole document is linted with Redocly's recommended rules by `npm test` (suite "openapi");
 * this test names the route that breaks the rules, and checks that the security each operation declares is what
 * the route does.
 */
type Operation = {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};
type Document = { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function operations(doc: Document) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method, path, operation })),
  );
}

/** What is missing, one line per operation and rule; empty when the document follows the conventions. */
export function openapiProblems(doc: Document): string[] {
  const problems: string[] = [];
  const ids = new Map<string, string>();
  for (const { method, path, operation } of operations(doc)) {
    const name = `${method.toUpperCase()} ${path}`;
    const problem = (text: string) => problems.push(`${name}: ${text}`);
    if (!operation.summary?.trim()) problem('no summary (schema.summary)');
    if (!operation.operationId) problem('no operationId');
    else if (ids.has(operation.operationId)) problem(`operationId ${operation.operationId} is also ${ids.get(operation.operationId)}`);
    else ids.set(operation.operationId, name);
    if (!operation.tags?.length) problem('no tags (schema.tags)');
    if (!Array.isArray(operation.security)) problem('no security requirement');
    const responses = Object.keys(operation.responses ?? {});
    if (!responses.some((status) => /^2\d\d$/.test(status))) problem('no success answer documented');
    if (operation.security?.some((requirement) => 'bearer' in requirement) && !responses.includes('401'))
      problem('protected, but no 401 documented');
    if (!responses.includes('422')) problem('no 422 documented');
    if (path.length > 1 && path.endsWith('/')) problem('the path ends with a slash');
  }
  return problems;
}

let ctx: TestContext;
let doc: Document;
let token: string;
beforeAll(async () => {
  ctx = await build({}, (app: FastifyInstance) => {
    // routes a colleague could add: one written by the rules, one without a summary and without its own 401
    app.register(
      async (plugin) => {
        plugin.addHook('preHandler', plugin.authenticate);
        plugin.get(
          '/documented/:id',
          {
            schema: {
              summary: 'A documented route',
              tags: ['test'],
              params: z.object({ id: z.coerce.number().int() }),
              response: { 200: z.object({ id: z.number() }) },
            },
          },
          async (request) => ({ id: (request.params as { id: number }).id }),
        );
        plugin.get('/undocumented', { schema: { tags: ['test'], response: { 200: z.object({ ok: z.boolean() }) } } }, async () => ({
          ok: true,
        }));
      },
      { prefix: '/api/v1/test' },
    );
  });
  doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as Document;
  token = (await signIn(ctx.app)).access_token;
});
afterAll(async () => ctx?.close());

const productOperations = () => operations(doc).filter(({ path }) => !path.startsWith('/api/v1/test/'));

describe('the OpenAPI document', () => {
  it('describes every operation with summary, operationId, tags, security and its error answers', () => {
    const product = { ...doc, paths: Object.fromEntries(Object.entries(doc.paths).filter(([path]) => !path.startsWith('/api/v1/test/'))) };
    expect(openapiProblems(product)).toEqual([]);
    expect(productOperations().length).toBeGreaterThanOrEqual(40);
  });

  it('names the 400 and 413 of every upload route, whose multipart body the route reads itself', () => {
    const uploads = productOperations().filter(
      ({ method, path }) => method !== 'get' && /portfolio_analyse_documents$|save_documents$|pao_signed_document$/.test(path),
    );
    expect(uploads).toHaveLength(3);
    for (const { operation } of uploads) expect(Object.keys(operation.responses ?? {})).toEqual(expect.arrayContaining(['400', '413']));
  });

  it('names the route a colleague adds without a summary, and completes the one written by the rules', () => {
    const problems = openapiProblems(doc).filter((line) => line.includes('/api/v1/test/'));
    expect(problems).toEqual(['GET /api/v1/test/undocumented: no summary (schema.summary)']);
    const documented = doc.paths['/api/v1/test/documented/{id}']!.get!;
    expect(documented).toMatchObject({ operationId: 'getTestDocumentedById', security: [{ bearer: [] }] });
    expect(Object.keys(documented.responses!).sort()).toEqual(['200', '401', '422']);
  });

  it('derives operationIds from the method and the path', () => {
    expect(operationIdOf('GET', '/api/v1/admin_partner/clients/:id/audit_log')).toBe('getAdminPartnerClientsByIdAuditLog');
    expect(operationIdOf('PATCH', '/api/v1/admin_partner/reset_password/:token')).toBe('patchAdminPartnerResetPasswordByToken');
    expect(operationIdOf('GET', '/api/v1/admin_partner/partner_notifications/')).toBe('getAdminPartnerPartnerNotifications');
  });

  it('declares a server, not an empty list', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  // the declared security is what the route does: a protected operation refuses a request without a token or with a
  // forged one, whatever else the request holds; a public one does not ask for a token
  it('declares bearer security exactly on the operations that refuse a request without a token', async () => {
    const wrong: string[] = [];
    for (const { method, path, operation } of productOperations()) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const declared = operation.security?.some((requirement) => 'bearer' in requirement) ?? false;
      const send = (headers: Record<string, string>) =>
        ctx.app.inject({ method: method.toUpperCase() as 'GET', url, headers, ...(operation.requestBody ? { payload: {} } : {}) });
      const anonymous = await send({});
      const forged = await send({ authorization: 'Bearer forged.token.value' });
      if (declared) {
        // (only on protected operations: a public one such as logout would end the session with the token)
        const signedIn = await send(bearer(token));
        // validation answers before authentication on some routes; then the token must not change the answer
        const refused = (status: number) => status === 401 || (status === 422 && signedIn.statusCode === 422);
        const actual = refused(anonymous.statusCode) && refused(forged.statusCode) && signedIn.statusCode !== 401;
        if (!actual)
          wrong.push(
            `${method.toUpperCase()} ${path}: declared bearer, answers ${anonymous.statusCode}/${forged.statusCode}/${signedIn.statusCode}`,
          );
      }
      if (!declared && anonymous.statusCode === 401 && (anonymous.json() as { reason?: string }).reason !== undefined)
        wrong.push(`${method.toUpperCase()} ${path}: declared public, refuses the missing token`);
    }
    expect(wrong).toEqual([]);
  });
});
