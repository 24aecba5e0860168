import { bearer, build, signIn, type TestContext } from './helpers';
import { sampleValue } from './prometheus';

// GET /metrics (plugins/metrics.ts, docs/operations.md): the figures an operator's Prometheus scrapes.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await build({ metricsToken: 'a-token-of-sixteen-chars' });
});
afterAll(() => ctx.close());

const scrape = async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer a-token-of-sixteen-chars' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  return response.body;
};
describe('GET /metrics', () => {
  it('is refused without the token when one is configured', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer a-token-of-sixteen-charX' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests and their latency by route template, never by the path with its ids', async () => {
    const { access_token } = await signIn(ctx.app);
    for (const id of [1, 2, 3]) {
      await ctx.app.inject({ method: 'GET', url: `/api/v1/admin_partner/clients/${id}`, headers: bearer(access_token) });
    }
    const text = await scrape();
    const series = text.split('\n').filter((line) => line.startsWith('portal_http_requests_total{') && line.includes('/clients/'));
    expect(series.every((line) => line.includes('route="/api/v1/admin_partner/clients/:id"'))).toBe(true);
    const total = series.reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
    expect(total).toBe(3);
    expect(text).toContain(
      'portal_http_request_duration_seconds_bucket{le="0.005",role="all",method="GET",route="/api/v1/admin_partner/clients/:id"}',
    );
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{role="all"\} /m);
  });

  it('counts wrong passwords as sign-in failures', async () => {
    const before = sampleValue(await scrape(), 'portal_sign_in_failures_total', { step: 'password', status: '401' }) ?? 0;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin_partner/authorization/login',
      payload: { email: 'demo@partner.example', password: 'Not-the-password-1' },
    });
    expect(response.statusCode).toBe(401);
    expect(sampleValue(await scrape(), 'portal_sign_in_failures_total', { step: 'password', status: '401' })).toBe(before + 1);
  });

  it("shows each queue's depth and the age of its oldest job", async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/v1/admin_partner/reset_password', payload: { email: 'demo@partner.example' } });
    const text = await scrape();
    expect(sampleValue(text, 'portal_queue_depth', { queue: 'mail' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'portal_queue_oldest_age_seconds', { queue: 'mail' })).toBeGreaterThanOrEqual(0);
    expect(sampleValue(text, 'portal_queue_depth', { queue: 'reports' })).toBe(0);
    expect(sampleValue(text, 'portal_queue_oldest_age_seconds', { queue: 'reports' })).toBe(0);
    await ctx.app.mailer.runQueue();
    expect(sampleValue(await scrape(), 'portal_queue_depth', { queue: 'mail' })).toBe(0);
  });
});
