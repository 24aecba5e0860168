// The fuzz suite itself: its cases are the same for the same seed, and it finds what it is there to find (a 5xx, a
// hang, the other company's data, a 2xx without a token) on a small API built to have each fault.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { casesFor } from '../fuzz/cases.mjs';
import { fuzz } from '../fuzz/run.mjs';

const bearer = [{ bearer: [] }];
const json = (schema) => ({ content: { 'application/json': { schema } } });
const ok = { 200: { description: 'ok' } };
const idParam = { in: 'path', name: 'id', required: true, schema: { type: 'integer', minimum: 1 } };
const doc = {
  openapi: '3.0.3',
  paths: {
    '/api/v1/admin_partner/authorization/login': {
      post: {
        security: [],
        requestBody: json({
          type: 'object',
          properties: { email: { type: 'string' }, password: { type: 'string' } },
          required: ['email', 'password'],
        }),
        responses: ok,
      },
    },
    '/api/v1/items': {
      get: {
        security: bearer,
        parameters: [{ in: 'query', name: 'page', schema: { type: 'integer', minimum: 1, default: 1 } }],
        responses: ok,
      },
    },
    '/api/v1/items/{id}': { get: { security: bearer, parameters: [idParam], responses: ok } },
    '/api/v1/notes': {
      post: {
        security: bearer,
        requestBody: json({ type: 'object', properties: { text: { type: 'string' } }, required: ['text'] }),
        responses: ok,
      },
    },
    '/api/v1/search': { get: { security: bearer, parameters: [{ in: 'query', name: 'q', schema: { type: 'string' } }], responses: ok } },
    '/api/v1/open': { get: { security: bearer, responses: ok } },
    '/api/v1/uploads': {
      post: {
        security: bearer,
        description: 'multipart/form-data: `attachment` (the file) and `declared_value`',
        requestBody: { content: { 'multipart/form-data': { schema: { type: 'object' } } } },
        responses: ok,
      },
    },
  },
};
const ITEMS = {
  'token-a': [
    { id: 1, company_name: 'Alpha Advisers AG' },
    { id: 2, company_name: 'Alpha Advisers AG' },
  ],
  'token-b': [{ id: 7, company_name: 'Bravo Vermögen GmbH' }],
};
const ALL = Object.values(ITEMS).flat();

/** An API with one fault of each kind the fuzz suite looks for. */
function faultyApi() {
  return http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url, 'http://x');
      const token = request.headers.authorization?.replace('Bearer ', '');
      const send = (status, body) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname.endsWith('/login')) {
        let email;
        try {
          ({ email } = JSON.parse(Buffer.concat(chunks).toString() || '{}'));
        } catch {
          return send(400, { message: 'bad JSON' });
        }
        return email === 'a@x' || email === 'b@x'
          ? send(200, { tokens: { access_token: email === 'a@x' ? 'token-a' : 'token-b' } })
          : send(401, { message: 'no' });
      }
      if (url.pathname === '/api/v1/open') return send(200, { fine: true }); // fault: no token needed
      // fault: a file server that blocks `.map` on the raw path, and serves the file by its decoded one
      if (!url.pathname.endsWith('.map') && decodeURIComponent(url.pathname).endsWith('/main.js.map')) return send(200, { sources: [] });
      if (!ITEMS[token]) return send(401, { message: 'no' });
      if (url.pathname === '/api/v1/items') return send(200, { items: url.searchParams.get('page') === '1' ? ITEMS[token] : [] });
      if (url.pathname.startsWith('/api/v1/items/')) {
        const item = ALL.find((entry) => entry.id === Number(url.pathname.split('/').pop())); // fault: not scoped
        return item ? send(200, { item }) : send(404, { message: 'none' });
      }
      if (url.pathname === '/api/v1/notes') {
        try {
          JSON.parse(Buffer.concat(chunks).toString());
          return send(200, { ok: true });
        } catch {
          return send(500, { message: 'Internal Server Error' }); // fault: bad JSON is a 500
        }
      }
      if (url.pathname === '/api/v1/uploads') {
        // fault: unpacks whatever ZIP it gets, and falls over on a bomb; the rest it refuses
        const body = Buffer.concat(chunks);
        if (!body.includes('name="declared_value"')) return send(422, { message: 'declared_value' });
        return body.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
          ? send(500, { message: 'out of memory' })
          : send(422, { message: 'no file' });
      }
      if (url.pathname === '/api/v1/search') {
        if ((url.searchParams.get('q') ?? '').includes('\u0000')) return undefined; // fault: a NUL hangs
        return send(200, { results: [] });
      }
      return send(404, { message: 'none' });
    });
  });
}

describe('the fuzz suite', () => {
  let server;
  let baseUrl;
  before(async () => {
    server = faultyApi();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
  });

  it('generates the same cases for the same seed, and others for another seed', () => {
    const operation = { path: '/api/v1/notes', method: 'post', operation: doc.paths['/api/v1/notes'].post };
    const names = (seed) => casesFor(doc, operation, { seed }).map((c) => `${c.name} ${c.path} ${c.body?.length}`);
    assert.deepEqual(names(3), names(3));
    assert.notDeepEqual(
      casesFor(doc, operation, { seed: 3 }).map((c) => c.body),
      casesFor(doc, operation, { seed: 4 }).map((c) => c.body),
    );
    assert.ok(names(3).length > 30);
  });

  it('finds the 5xx, the hang, the leak and the route that needs no token', async () => {
    const result = await fuzz({ baseUrl, doc, seed: 1, timeoutMs: 2000, user: 'a@x', other: 'b@x' });
    const failed = (pattern) => result.failed.filter(({ name, reason }) => pattern.test(`${name}: ${reason}`));
    assert.ok(failed(/POST \/api\/v1\/notes: malformed JSON: 500/).length === 1, 'bad JSON answered 500');
    // eslint-disable-next-line no-control-regex -- the fuzz case sends a NUL on purpose
    assert.ok(failed(/GET \/api\/v1\/search: query q=a\u0000b.*no answer within 2000 ms/).length === 1, 'a NUL hangs');
    const leak = failed(/GET \/api\/v1\/items\/\{id\}: id of the other company \(7\)/);
    assert.equal(leak.length, 1);
    assert.match(leak[0].reason, /the answer holds the other company's "Bravo Vermögen GmbH"/);
    assert.match(leak[0].reason, /answered 200 where it must refuse/);
    assert.ok(failed(/GET \/api\/v1\/open: no token: answered 200 where it must refuse/).length === 1);
    assert.deepEqual(failed(/GET \/api\/v1\/items: /), [], 'the scoped list passes');
    assert.ok(failed(/GET \/main\.js\.ma%70: an encoded source map path: answered 200 where it must refuse/).length === 1);
    assert.deepEqual(failed(/GET \/main\.js\.map: /), [], 'the plain path is refused');
    assert.equal(
      failed(/POST \/api\/v1\/uploads: a ZIP (declaring 2 GB|expanding to 48 MB|of 5000 entries).* in attachment: 500/).length,
      3,
    );
    assert.ok(result.passed > 50);
  });
});
