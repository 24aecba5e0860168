/**
 * A `fetch` for the tests of the downloads and reports: JSON answers and file answers by method and path; records
 * each request. `URL.createObjectURL` is stubbed (jsdom has none), so that a download can be followed.
 */
export type FileReply = { status?: number; json?: unknown; file?: { body: string; type: string; name: string } };

export function mockFileApi(handlers: Record<string, (request: Request) => FileReply | Promise<FileReply>>) {
  const requests: Request[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    requests.push(request.clone());
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`No mock for ${key}`);
    const reply = await handler(request);
    if (reply.file) {
      return new Response(reply.file.body, {
        status: reply.status ?? 200,
        headers: { 'content-type': reply.file.type, 'content-disposition': `attachment; filename="${reply.file.name}"` },
      });
    }
    return new Response(JSON.stringify(reply.json ?? {}), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const downloads: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:test');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  return {
    requests,
    downloads,
    to: (method: string, pathname: string) => requests.filter((r) => r.method === method && new URL(r.url).pathname === pathname),
  };
}
