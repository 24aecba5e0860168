// A deployment holds nothing a stranger knows (docs/operations.md): the production configuration started on an empty
// database has no demo account, no operator with the published password, no development outbox, and shows its OpenAPI
// document to signed-in users only. Each check is one case of the fuzz suite, through the gateway of that portal.

/** Every address the demo data signs in with, and the operator a start once added on its own. */
export const DEMO_ADDRESSES = [
  'demo@partner.example',
  'secure@partner.example',
  'colleague@partner.example',
  'marco.rossi@partner.example',
  'claire.dubois@partner.example',
  'other@second-partner.example',
  'ops@partner.example',
];

/**
 * @param {{ send: (request: object) => Promise<{ status?: number, body?: string, error?: string }>, password: string }} options
 * @returns {Promise<{ name: string, reasons: string[] }[]>}
 */
export async function productionCases({ send, password }) {
  const results = [];
  const answered = (response) => response.status ?? response.error;
  for (const email of DEMO_ADDRESSES) {
    const response = await send({
      method: 'POST',
      path: '/api/v1/admin_partner/authorization/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    results.push({
      name: `production on an empty database: ${email} with the demo password is refused`,
      reasons: response.status === 401 ? [] : [`answered ${answered(response)}: ${response.body?.slice(0, 160) ?? ''}`],
    });
  }
  const openapi = await send({ method: 'GET', path: '/api/v1/openapi.json' });
  results.push({
    name: 'production: the OpenAPI document is refused without a session',
    reasons: openapi.status === 401 ? [] : [`answered ${answered(openapi)}`],
  });
  const outbox = await send({ method: 'GET', path: '/api/v1/dev/outbox' });
  results.push({
    name: 'production: there is no development outbox',
    reasons: outbox.status === 404 ? [] : [`answered ${answered(outbox)}`],
  });
  return results;
}
