import type { FastifyInstance } from 'fastify';
import { build, type TestContext } from './helpers';

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

  it('serve the OpenAPI document in production to signed-in users only, and no reference page', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/docs' })).statusCode).toBe(404);
  });
});
