import { bearer, build, signIn, type TestContext } from './helpers';
import { labelValues, sampleValue } from './prometheus';

// POST admin_partner/telemetry (modules/telemetry): what advisers' browsers measured, counted in GET /metrics.
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await build();
  token = (await signIn(ctx.app)).access_token;
});
afterAll(() => ctx.close());

const report = (payload: Record<string, unknown>, headers: Record<string, string> = bearer(token)) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/admin_partner/telemetry', payload, headers });
const metrics = async () => (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;

describe('POST admin_partner/telemetry', () => {
  it('counts Web Vitals by name and page area, and remotes that failed to load', async () => {
    const response = await report({
      vitals: [
        { name: 'LCP', value: 1800, area: 'clients' },
        { name: 'LCP', value: 900, area: 'clients' },
        { name: 'CLS', value: 0.02, area: 'dashboard' },
      ],
      remote_failures: ['mf_tools'],
    });
    expect(response.statusCode).toBe(204);
    const text = await metrics();
    const lcp = { name: 'LCP', area: 'clients', role: 'all' };
    expect(sampleValue(text, 'portal_web_vitals_seconds_count', lcp)).toBe(2);
    expect(sampleValue(text, 'portal_web_vitals_seconds_sum', lcp)).toBeCloseTo(2.7);
    expect(sampleValue(text, 'portal_web_vitals_seconds_bucket', { ...lcp, le: '1' })).toBe(1);
    expect(sampleValue(text, 'portal_web_vitals_cls_count', { area: 'dashboard' })).toBe(1);
    expect(sampleValue(text, 'portal_remote_load_failures_total', { remote: 'mf_tools' })).toBe(1);
  });

  it('refuses a report without a session, and labels that are not a page area or a remote', async () => {
    expect((await report({ vitals: [] }, {})).statusCode).toBe(401);
    expect((await report({ vitals: [{ name: 'LCP', value: 1, area: 'clients/12' }] })).statusCode).toBe(422);
    expect((await report({ vitals: [{ name: 'FID', value: 1, area: 'clients' }] })).statusCode).toBe(422);
    expect((await report({ remote_failures: ['<script>'] })).statusCode).toBe(422);
    expect((await report({ vitals: [{ name: 'LCP', value: -1, area: 'clients' }] })).statusCode).toBe(422);
  });

  it('keeps a bounded number of areas: the rest are counted as "other"', async () => {
    const vitals = Array.from({ length: 20 }, (_, i) => ({ name: 'TTFB', value: 100, area: `made-up-${i}` }));
    expect((await report({ vitals })).statusCode).toBe(204);
    expect((await report({ vitals: vitals.map((vital) => ({ ...vital, area: `${vital.area}-again` })) })).statusCode).toBe(204);
    expect((await report({ vitals: vitals.map((vital) => ({ ...vital, area: `${vital.area}-more` })) })).statusCode).toBe(204);
    const areas = labelValues(await metrics(), 'portal_web_vitals_seconds_count', 'area');
    expect(areas.size).toBeLessThanOrEqual(40);
    expect(areas.has('other')).toBe(true);
  });
});
