import type { FastifyInstance } from 'fastify';
import { bearer, build, signIn, type TestContext } from './helpers';

// Issue 29, items 10 and 11: who may name the client (X-Forwarded-For), and the headers of the API's answers.
const secret = 'a-proxy-secret-of-the-gateway-0123456789';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await build(
    { seedDemo: false, nodeEnv: 'production', publicUrl: 'https://portal.example', proxySecret: secret },
    (app: FastifyInstance) => {
      app.get('/api/v1/test/ip', { schema: { hide: true } }, async (request) => ({ ip: request.ip }));
    },
  );
});
afterAll(() => ctx.close());

const ipOf = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/test/ip', headers, remoteAddress: '127.0.0.1' })).json<{ ip: string }>().ip;

describe('X-Forwarded-For', () => {
  it('counts only from the gateway that sends the proxy secret, not from any other local process', async () => {
    expect(await ipOf({ 'x-forwarded-for': '203.0.113.9' })).toBe('127.0.0.1');
    expect(await ipOf({ 'x-forwarded-for': '203.0.113.9', 'x-proxy-secret': 'a-guess-of-the-secret-0123456789abcdefgh' })).toBe(
      '127.0.0.1',
    );
    expect(await ipOf({ 'x-forwarded-for': '203.0.113.9', 'x-proxy-secret': secret })).toBe('203.0.113.9');
  });
});

describe('the headers of the API', () => {
  it('forbid framing as the gateway does (DENY, frame-ancestors none) and ask for HTTPS where the portal is served on it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/countries/nationalities' });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("allow nothing to load (default-src 'none', frame-ancestors 'none', as the gateway says) and send no referrer", async () => {
    for (const url of ['/api/v1/countries/nationalities', '/api/v1/openapi.json', '/api/v1/no-such-route']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy'] ?? '');
      expect({ url, directives: csp.split(';').map((directive) => directive.trim()) }).toEqual({
        url,
        directives: ["default-src 'none'", "frame-ancestors 'none'"],
      });
      // stricter than the gateway's strict-origin-when-cross-origin, and all the same for JSON
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('forbid keeping an answer (no-store) unless the route says how long it may be kept', async () => {
    // refused (401), unknown (404) and malformed (400) answers too
    for (const [status, request] of [
      [401, { method: 'GET', url: '/api/v1/openapi.json' }],
      [404, { method: 'GET', url: '/api/v1/no-such-route' }],
      [
        400,
        { method: 'POST', url: '/api/v1/admin_partner/authorization/login', payload: '{', headers: { 'content-type': 'application/json' } },
      ],
    ] as const) {
      const response = await ctx.app.inject(request);
      expect({ url: request.url, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({
        url: request.url,
        status,
        cache: 'no-store',
      });
    }
    // the list of nationalities is no one's data: kept for a day, as the route says
    const countries = await ctx.app.inject({ method: 'GET', url: '/api/v1/countries/nationalities' });
    expect(countries.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('serve the OpenAPI document in production to signed-in users only, and no reference page', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/docs' })).statusCode).toBe(404);
  });
});

describe('the answers with personal data', () => {
  let dev: TestContext;
  let token: string;
  beforeAll(async () => {
    dev = await build();
    token = (await signIn(dev.app)).access_token;
  });
  afterAll(() => dev?.close());

  const get = (path: string) => dev.app.inject({ method: 'GET', url: `/api/v1/admin_partner/${path}`, headers: bearer(token) });

  it('are kept by no browser and no proxy (no-store); the downloads say private, no-store', async () => {
    const list = await get('clients?per_page=1');
    expect(list.statusCode).toBe(200);
    const [client] = (list.json() as { clients: { id: number }[] }).clients;
    for (const path of ['clients?per_page=1', `clients/${client!.id}`, 'profile', 'statistics/kpis']) {
      const response = await get(path);
      expect({ path, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({
        path,
        status: 200,
        cache: 'no-store',
      });
    }
    for (const format of ['csv', 'xlsx']) {
      const response = await get(`clients/export?scope=company&format=${format}`);
      expect({ format, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({
        format,
        status: 200,
        cache: 'private, no-store',
      });
    }
  });

  it('leave the OpenAPI reference page of development its own policy, which lets it load its scripts and styles', async () => {
    const page = await dev.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain("default-src 'none'");
    const initializer = await dev.app.inject({ method: 'GET', url: '/api/v1/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    const document = await dev.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(document.statusCode).toBe(200);
    expect((document.json() as { openapi: string }).openapi).toMatch(/^3\./);
  });
});
