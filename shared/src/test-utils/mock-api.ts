export type Reply = { status?: number; body: unknown; headers?: Record<string, string> };
export type Handler = (request: Request) => Reply | Promise<Reply>;

export const serverError: Handler = () => ({ status: 500, body: { message: 'Internal Server Error' } });

/**
 * Replaces `fetch` for the test: requests are recorded and answered by path, as JSON. A path no handler knows fails
 * the test loudly instead of hanging.
 */
export function mockApi(handlers: Record<string, Handler | undefined>) {
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
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  globalThis.fetch = fetchMock as typeof fetch;

  return {
    requests,
    /** The requests that went to one path (without query). */
    to: (pathname: string) => requests.filter((request) => new URL(request.url).pathname === pathname),
  };
}
