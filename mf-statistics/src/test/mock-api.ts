import { serviceProducts } from '@portal/shared/contracts/statistics';
import { mockApi as mockFetch, type Handler } from '@portal/shared/test-utils';
import * as fixtures from './fixtures';

const ok =
  (body: unknown): Handler =>
  () => ({ body });

/** Every endpoint the dashboard calls, answered with the fixtures; a test overrides single paths. */
export function defaultHandlers(): Record<string, Handler> {
  const base = '/api/v1/admin_partner';
  return {
    [`${base}/statistics/total_clients`]: ok(fixtures.totalClients),
    [`${base}/statistics/client_states`]: ok(fixtures.clientStates),
    [`${base}/statistics/aum_growth`]: ok(fixtures.aumGrowth),
    [`${base}/statistics/kpis`]: ok(fixtures.kpis),
    [`${base}/statistics/achieved_aum_targets`]: ok(fixtures.aumTargets),
    [`${base}/statistics/next_steps`]: ok(fixtures.nextSteps),
    [`${base}/admin/statistics/expected_revenue`]: ok(fixtures.expectedRevenue),
    [`${base}/admin/investment_dates/next_date`]: ok(fixtures.nextInvestmentDate),
    [`${base}/blog_posts`]: ok(fixtures.blogPosts),
    ...Object.fromEntries(serviceProducts.map((product) => [`${base}/${product}_services/amounts`, ok(fixtures.productAmounts[product])])),
    // The portal of these tests has no clients remote unless a test says so.
    '/portal-config.json': () => ({ status: 404, body: { message: 'Not Found' } }),
  };
}

export { serverError, type Handler } from '@portal/shared/test-utils';

/** `fetch` answered by every endpoint of the dashboard (defaultHandlers), `overrides` replacing single paths. */
export function mockApi(overrides: Record<string, Handler | undefined> = {}) {
  return mockFetch({ ...defaultHandlers(), ...overrides });
}
