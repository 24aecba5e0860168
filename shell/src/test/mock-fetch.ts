/**
 * Answers the API at the fetch level, so the code under test runs its real ky client, hooks and session.
 * Routes are `METHOD path` relative to /api/v1 (`GET admin_partner/profile`); unknown calls answer 404.
 */
export type MockReply = { status?: number; body?: unknown; headers?: Record<string, string> };
export type MockHandler = (request: Request, body: unknown) => MockReply | Promise<MockReply>;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

export function mockFetch(routes: Record<string, MockReply | MockHandler>) {
  const calls: RecordedCall[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost/'), init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, path, body });
    const route = routes[`${request.method} ${path}`];
    const reply = typeof route === 'function' ? await route(request, body) : (route ?? { status: 404, body: { message: 'Not Found' } });
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  return {
    calls,
    called: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
    restore: () => spy.mockRestore(),
  };
}

export const partnerUser = {
  id: 1,
  email: 'demo@partner.example',
  first_name: 'Anna',
  last_name: 'Muster',
  language: 'de' as const,
  private_mode: false,
  fidleg_certified: true,
  two_factor: 'none' as const,
  partner_company: { id: 1, name: 'Alpen Finanz AG' },
  can_see_company_statistics: true,
};

export const signedInSession = {
  accessToken: 'access-1',
  partnerUser,
  visibleModules: ['clients' as const, 'documents' as const],
};
