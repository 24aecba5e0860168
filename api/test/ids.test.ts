import { bearer, build, signIn, type TestContext } from './helpers';

// Issue 29, item 5: an id just above PostgreSQL's int4 (2^31) reached the database and answered 500 in 16 operations.
// Every id of a path, a query or a body goes through the contracts' id schema: a 4xx in the request's language.
const BEYOND = 2_147_483_648;
let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await build();
  token = (await signIn(ctx.app)).access_token;
});
afterAll(() => ctx.close());

type Parameter = { in: string; name: string; schema?: { type?: string; items?: { type?: string } } };
type Operation = { parameters?: Parameter[] };
const integerLike = (p: Parameter) => p.schema?.type === 'integer' || p.schema?.items?.type === 'integer';
/** an id of the database (a page number or a year beyond the range is an empty answer, not an error) */
const isId = (p: Parameter) => p.in === 'path' || p.name === 'id' || p.name.endsWith('_id') || p.name === 'adviser';

/** Every operation of the API's own document with an integer in its path or query, the integer at 2^31. */
function beyondRangeRequests() {
  const doc = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const requests: { method: string; url: string; id: boolean }[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      // a path whose other parameters are not ids (a kind, an action) gets the first value its schema allows
      const concrete = pathParams.reduce((url, p) => url.replace(`{${p.name}}`, integerLike(p) ? String(BEYOND) : '1'), path);
      if (pathParams.some(integerLike)) requests.push({ method, url: concrete, id: true });
      for (const query of parameters.filter((p) => p.in === 'query' && integerLike(p))) {
        const base = pathParams.reduce((url, p) => url.replace(`{${p.name}}`, '1'), path);
        requests.push({ method, url: `${base}?${query.name}=${BEYOND}`, id: isId(query) });
      }
    }
  }
  return requests;
}

describe('an id beyond the int4 range', () => {
  it('is refused with a 4xx in every path and query id of the API, and no integer there is a 500', async () => {
    const requests = beyondRangeRequests();
    // the operations of the report, and the rest of the document
    expect(requests.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        `/api/v1/admin_partner/custom_portfolios/${BEYOND}`,
        `/api/v1/admin_partner/portfolio_analyse_documents/${BEYOND}`,
        `/api/v1/admin_partner/clients?adviser=${BEYOND}`,
      ]),
    );
    const failures: string[] = [];
    for (const { method, url, id } of requests) {
      const response = await ctx.app.inject({ method: method.toUpperCase() as 'GET', url, headers: bearer(token) });
      if (response.statusCode >= 500 || (id && response.statusCode < 400)) failures.push(`${method} ${url}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ['POST', 'vb_search', { client_id: BEYOND, former_employers: ['Swisscom AG'] }],
    ['PUT', 'feature_prompt/dont_show', { id: BEYOND }],
    ['POST', 'statistics/set_aum_targets', { targets: [], remove_achieved: [BEYOND] }],
    ['POST', 'partner_suggested_services', { client_id: BEYOND, kind: 'wealth_management', strategy_id: 1 }],
    ['POST', 'partner_suggested_services', { client_id: 1, kind: 'wealth_management', strategy_id: BEYOND }],
  ] as const)('is refused in the body of %s %s with a translated message', async (method, path, payload) => {
    const answer = (locale: string) =>
      ctx.app.inject({ method, url: `/api/v1/admin_partner/${path}`, headers: { ...bearer(token), 'accept-language': locale }, payload });
    const [de, fr] = [await answer('de'), await answer('fr')];
    expect(de.statusCode).toBe(422);
    expect(fr.statusCode).toBe(422);
    const field = (response: typeof de) => (response.json() as { errors: { field: string; message: string }[] }).errors;
    expect(
      field(de)
        .map((e) => e.field)
        .join(),
    ).toMatch(/client_id|^id$|remove_achieved\.0|strategy_id/);
    expect(field(de)[0]!.message).not.toBe(field(fr)[0]!.message);
  });

  it('is refused in the query of the projections and the strategies', async () => {
    for (const url of [
      `projections?strategy_id=${BEYOND}&years=10`,
      `strategies?user_id=${BEYOND}`,
      `partner_suggested_services?client_id=${BEYOND}`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/admin_partner/${url}`, headers: bearer(token) });
      expect([url, response.statusCode]).toEqual([url, 422]);
    }
  });
});
