import { serviceProducts } from '@portal/shared/contracts/statistics';
import * as fixtures from './fixtures';

export type Reply = { status?: number; body: unknown };
export type Handler = (request: Request) => Reply | Promise<Reply>;

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

export const serverError: Handler = () => ({ status: 500, body: { message: 'Internal Server Error' } });

/**
 * Replaces `fetch` for the test: requests are recorded and answered by path. A path no handler knows fails the
 * test loudly instead of hanging.
 */
export function mockApi(overrides: Record<string, Handler | undefined> = {}) {
  const handlers = { ...defaultHandlers(), ...overrides };
  const requests: Request[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    requests.push(request.clone());
    const { pathname } = new URL(request.url);
    const handler = handlers[pathname];
    if (!handler) throw new Error(`No mock for ${request.method} ${pathname}`);
    const reply = await handler(request);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as typeof fetch;

  return {
    requests,
    /** The requests that went to one path (without query). */
    to: (pathname: string) => requests.filter((request) => new URL(request.url).pathname === pathname),
  };
}
