import type { FastifyInstance } from 'fastify';
import { build, type TestContext } from './helpers';

describe('health and readiness', () => {
  let context: TestContext;
  let app: FastifyInstance;
  beforeAll(async () => {
    context = await build();
    app = context.app;
  });
  afterAll(async () => context.close());

  it('answers /health while the process runs', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers and no Redis is configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'not_configured' } });
  });

  it('carries the gateway request id through and answers with it', async () => {
    const response = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'gw-4711' } });
    expect(response.headers['x-request-id']).toBe('gw-4711');
    const own = await app.inject({ method: 'GET', url: '/health' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
