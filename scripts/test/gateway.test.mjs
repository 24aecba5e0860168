// The gateway in front of a stand-in API that records what reaches it.
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { defaultLocale, localeAlternation } from '@portal/build-kit/pages';
import { repoRoot } from '@portal/build-kit/registry';
import { startGateway } from '../gateway.mjs';
import { bodyLimitFor, contentSecurityPolicy, decodedPath, DEFAULT_BODY_LIMIT, UPLOAD_BODY_LIMIT } from '../gateway-security.mjs';
import { encodedSourceMapPaths } from '../fuzz/static-paths.mjs';

/** An upstream that answers every request with what it received: method, url, headers and body. */
function recordingApi() {
  const seen = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (req.url.endsWith('/precompressed')) {
        // as the API sends a kept answer: compressed already, in the encoding the caller accepts
        res.setHeader('content-encoding', 'br');
        res.end(brotliCompressSync(JSON.stringify({ accepted: req.headers['accept-encoding'], padding: 'x'.repeat(4000) })));
        return;
      }
      // Large bodies are not echoed: their length is enough, and compressing megabytes back would slow the suite.
      res.end(
        JSON.stringify({ url: req.url, headers: req.headers, body: body.length > 1_000_000 ? undefined : body, length: body.length }),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, seen, port: server.address().port })));
}

/** Writes raw HTTP on one keep-alive connection and collects the status lines of the answers. */
function rawExchange(port, raw, expectedAnswers) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    let data = '';
    socket.setTimeout(10_000, () => (socket.destroy(), reject(new Error(`timed out; got: ${data}`))));
    socket.on('data', (chunk) => {
      data += chunk;
      const statuses = data.match(/HTTP\/1\.1 \d{3}/g) ?? [];
      if (statuses.length >= expectedAnswers) {
        socket.destroy();
        resolve(statuses.map((line) => Number(line.slice(9))));
      }
    });
    socket.on('error', reject);
  });
}

describe('gateway → API', () => {
  let api;
  let gateway;
  let port;
  before(async () => {
    api = await recordingApi();
    gateway = await startGateway({ port: 0, host: '127.0.0.1', apiUrl: `http://127.0.0.1:${api.port}` });
    port = gateway.app.server.address().port;
  });
  after(async () => {
    await gateway.app.close();
    api.server.close();
  });

  it('replaces a client-sent X-Forwarded-For with the socket address', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/countries/nationalities`, {
      headers: { 'x-forwarded-for': '198.51.100.23', forwarded: 'for=198.51.100.23' },
    });
    const { headers } = await response.json();
    assert.equal(headers['x-forwarded-for'], '127.0.0.1');
    assert.equal(headers.forwarded, undefined);
  });

  it('passes an answer the API compressed itself on as it is, with the encodings the caller accepts', async () => {
    const raw = await new Promise((resolve, reject) => {
      const request = http.get(
        { port, host: '127.0.0.1', path: '/api/v1/precompressed', headers: { 'accept-encoding': 'gzip, deflate, br' } },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        },
      );
      request.on('error', reject);
    });
    assert.equal(raw.headers['content-encoding'], 'br');
    // compressed once: one decompression gives the API's JSON
    const answer = JSON.parse(brotliDecompressSync(raw.body).toString());
    assert.equal(answer.accepted, 'gzip, deflate, br');
    assert.equal(answer.padding.length, 4000);
  });

  it('keeps a GET with a body from swallowing the next request on the connection', async () => {
    api.seen.length = 0;
    const body = '{"padding":"' + 'x'.repeat(2000) + '"}';
    const raw =
      `GET /api/v1/countries/nationalities HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}` +
      `GET /api/v1/profile HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer next-clients-token\r\n\r\n`;
    const statuses = await rawExchange(port, raw, 2);
    assert.deepEqual(statuses, [200, 200]);
    assert.deepEqual(
      api.seen.map((r) => [r.method, r.url, r.body]),
      [
        ['GET', '/api/v1/countries/nationalities', ''],
        ['GET', '/api/v1/profile', ''],
      ],
    );
    assert.equal(api.seen[0].headers['content-length'], undefined);
    assert.equal(api.seen[1].headers.authorization, 'Bearer next-clients-token');
  });
});

/**
 * An upstream that closes a kept-alive connection just as the next request arrives on it, as the API does when its
 * idle connection reaches its keep-alive timeout in the same moment the gateway reuses that connection.
 */
function closingApi() {
  const served = new WeakSet();
  let resets = 0;
  const server = http.createServer((req, res) => {
    if (served.has(req.socket)) {
      resets += 1;
      req.socket.destroy();
      return;
    }
    served.add(req.socket);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ suggested_services: [] }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port, resets: () => resets })),
  );
}

describe('gateway → API connection closed under a request (issue 30)', () => {
  let api;
  let gateway;
  let port;
  before(async () => {
    api = await closingApi();
    gateway = await startGateway({ port: 0, host: '127.0.0.1', apiUrl: `http://127.0.0.1:${api.port}` });
    port = gateway.app.server.address().port;
  });
  after(async () => {
    await gateway.app.close();
    api.server.close();
  });

  it('sends a GET again on a new connection instead of answering 500', async () => {
    const url = `http://127.0.0.1:${port}/api/v1/admin_partner/partner_suggested_services?client_id=1`;
    for (let round = 0; round < 5; round += 1) {
      const response = await fetch(url);
      assert.equal(response.status, 200, await response.clone().text());
      assert.deepEqual(await response.json(), { suggested_services: [] });
    }
    // the kept-alive connection was closed under a request at least once, and that request was still answered
    assert.ok(api.resets() > 0);
  });
});

describe('gateway security headers', () => {
  let api;
  let gateway;
  let port;
  before(async () => {
    api = await recordingApi();
    gateway = await startGateway({ port: 0, host: '127.0.0.1', apiUrl: `http://127.0.0.1:${api.port}` });
    port = gateway.app.server.address().port;
  });
  after(async () => {
    await gateway.app.close();
    api.server.close();
  });

  const expectBaseHeaders = (response) => {
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  };

  it('sends the CSP, frame protection, nosniff and the referrer policy with what the gateway serves', async () => {
    for (const url of ['/portal-config.json', '/remotes/mf-nothing/x.js', '/some/page']) {
      const response = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { accept: 'text/html' } });
      await response.arrayBuffer();
      expectBaseHeaders(response);
      const csp = response.headers.get('content-security-policy') ?? '';
      assert.match(csp, /frame-ancestors 'none'/, url);
      assert.match(csp, /script-src 'self'/, url);
      assert.doesNotMatch(csp, /script-src[^;]*'unsafe-(inline|eval)'/, url);
    }
  });

  it('adds the headers to the API answers, with a CSP that allows nothing', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/countries/nationalities`);
    await response.json();
    expectBaseHeaders(response);
    assert.equal(response.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'");
  });

  it('does not serve source maps', async () => {
    for (const url of ['/main.js.map', '/remotes/mf-statistics/remoteEntry.js.map?v=1']) {
      const response = await fetch(`http://127.0.0.1:${port}${url}`);
      assert.equal(response.status, 404, url);
      assert.deepEqual(await response.json(), { message: 'Not Found' });
    }
  });
});

describe('content security policy', () => {
  it('allows scripts from self, the remote origins and the inline scripts of index.html by hash', () => {
    const html = '<html><head><script>console.log(1)</script><script src="/main.js"></script></head></html>';
    const csp = contentSecurityPolicy(
      {
        apiBase: 'https://api.partner.example/api/v1',
        remotes: {
          mf_statistics: { manifest: 'https://cdn.partner.example/statistics/mf-manifest.json' },
          mf_clients: { manifest: '/remotes/mf-clients/mf-manifest.json' },
        },
      },
      html,
    );
    const directive = (name) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    const hash = createHash('sha256').update('console.log(1)').digest('base64');
    assert.equal(directive('script-src'), `script-src 'self' https://cdn.partner.example 'sha256-${hash}'`);
    assert.equal(directive('connect-src'), "connect-src 'self' https://api.partner.example https://cdn.partner.example");
    assert.equal(directive('frame-ancestors'), "frame-ancestors 'none'");
    assert.equal(directive('object-src'), "object-src 'none'");
    assert.match(directive('style-src'), /'unsafe-inline'/);
  });
});

describe('gateway body limits', () => {
  let api;
  let gateway;
  let port;
  before(async () => {
    api = await recordingApi();
    gateway = await startGateway({ port: 0, host: '127.0.0.1', apiUrl: `http://127.0.0.1:${api.port}` });
    port = gateway.app.server.address().port;
  });
  after(async () => {
    await gateway.app.close();
    api.server.close();
  });

  it("defines the upload rule: multipart to one of the API's upload routes (gateway-upload-routes.test.mjs)", () => {
    assert.equal(
      bodyLimitFor('PUT', '/api/v1/admin_partner/clients/4/save_documents', 'multipart/form-data; boundary=x'),
      UPLOAD_BODY_LIMIT,
    );
    assert.equal(
      bodyLimitFor('POST', '/api/v1/admin_partner/portfolio_analyse_documents?x=1', 'multipart/form-data; boundary=x'),
      UPLOAD_BODY_LIMIT,
    );
    assert.equal(bodyLimitFor('PUT', '/api/v1/admin_partner/vb_search/7/pao_signed_document', 'multipart/form-data'), UPLOAD_BODY_LIMIT);
    assert.equal(bodyLimitFor('PUT', '/api/v1/admin_partner/clients/4/save_documents', 'application/json'), DEFAULT_BODY_LIMIT);
    assert.equal(bodyLimitFor('POST', '/api/v1/admin_partner/clients', 'multipart/form-data'), DEFAULT_BODY_LIMIT);
    assert.equal(bodyLimitFor('POST', '/api/v1/admin_partner/messages/attachments', 'multipart/form-data'), DEFAULT_BODY_LIMIT);
    assert.equal(UPLOAD_BODY_LIMIT, 11 * 1024 * 1024);
    assert.equal(DEFAULT_BODY_LIMIT, 1024 * 1024);
  });

  it('answers 413 with a JSON message for a JSON body over 1 MB, without forwarding it', async () => {
    api.seen.length = 0;
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/admin_partner/clients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ padding: 'x'.repeat(DEFAULT_BODY_LIMIT) }),
    });
    assert.equal(response.status, 413);
    assert.deepEqual(await response.json(), { message: 'The request is too large (at most 1 MB).' });
    assert.equal(api.seen.length, 0);
  });

  it('answers 413 for a chunked body over the limit and forwards a chunked body under it with its length', async () => {
    const chunked = (size) =>
      fetch(`http://127.0.0.1:${port}/api/v1/admin_partner/clients`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Readable.toWeb(
          Readable.from(
            (function* () {
              for (let sent = 0; sent < size; sent += 64 * 1024) yield Buffer.alloc(Math.min(64 * 1024, size - sent), 'a');
            })(),
          ),
        ),
        duplex: 'half',
      });
    const tooLarge = await chunked(DEFAULT_BODY_LIMIT + 1);
    assert.equal(tooLarge.status, 413);
    assert.match((await tooLarge.json()).message, /zu gross/);

    api.seen.length = 0;
    const fine = await chunked(200 * 1024);
    assert.equal(fine.status, 200);
    const { headers, body } = await fine.json();
    assert.equal(body.length, 200 * 1024);
    assert.equal(headers['content-length'], String(200 * 1024));
    assert.equal(headers['transfer-encoding'], undefined);
  });

  it('lets an upload of 10 MB through and refuses one over 10 MB plus the multipart overhead', async () => {
    const upload = (size) => {
      const form = new FormData();
      form.append('partner_suggested_id_document_front', new Blob([Buffer.alloc(size, 1)]), 'front.pdf');
      return fetch(`http://127.0.0.1:${port}/api/v1/admin_partner/clients/4/save_documents`, { method: 'PUT', body: form });
    };
    api.seen.length = 0;
    const ok = await upload(10 * 1024 * 1024);
    assert.equal(ok.status, 200);
    assert.equal((await ok.json()).length > 10 * 1024 * 1024, true);
    assert.equal(api.seen.length, 1);
    const refused = await upload(UPLOAD_BODY_LIMIT);
    assert.equal(refused.status, 413);
    assert.match((await refused.json()).message, /11 MB/);
  });

  it('lets a 2 MB statement through to the portfolio analysis and a 2 MB power of attorney to the vested benefits search', async () => {
    for (const [method, url, field] of [
      ['POST', '/api/v1/admin_partner/portfolio_analyse_documents', 'attachment'],
      ['PUT', '/api/v1/admin_partner/vb_search/7/pao_signed_document', 'poa_wet_signed'],
    ]) {
      const form = new FormData();
      form.append(field, new Blob([Buffer.alloc(2 * 1024 * 1024, 1)]), 'statement.pdf');
      api.seen.length = 0;
      const response = await fetch(`http://127.0.0.1:${port}${url}`, { method, body: form });
      assert.equal(response.status, 200, url);
      assert.equal((await response.json()).length > 2 * 1024 * 1024, true);
      assert.equal(api.seen.length, 1);
    }
  });
});

describe('gateway pages', () => {
  let gateway;
  let port;
  let dist;
  before(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'gateway-pages-'));
    const page = (name) => `<!doctype html><html lang="de"><head><title>${name}</title></head><body></body></html>`;
    writeFileSync(path.join(dist, 'index.html'), page('portal'));
    writeFileSync(path.join(dist, 'login.html'), page('sign-in'));
    writeFileSync(path.join(dist, 'main.js'), 'console.log(1);\n//# sourceMappingURL=main.js.map\n');
    writeFileSync(path.join(dist, 'main.js.map'), '{"version":3,"sources":["secret-source.ts"]}');
    gateway = await startGateway({ port: 0, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:9', shellDist: dist });
    port = gateway.app.server.address().port;
  });
  after(async () => {
    await gateway.app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const title = async (url) => {
    const response = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { accept: 'text/html' } });
    return /<title>([^<]*)/.exec(await response.text())?.[1];
  };

  it('serves the sign-in page its light build and every other page the portal', async () => {
    for (const url of ['/login', '/login?redirectTo=%2Fsettings', '/fr/login', '/it/login/'])
      assert.equal(await title(url), 'sign-in', url);
    for (const url of ['/', '/fr', '/users/management', '/two-factor', '/login/extra', '/xx/login'])
      assert.equal(await title(url), 'portal', url);
  });

  it('does not serve a source map through an encoded path, which the static files would decode to the file', async () => {
    assert.equal((await fetch(`http://127.0.0.1:${port}/main.js`)).status, 200);
    for (const url of encodedSourceMapPaths().filter((url) => url.startsWith('/main.js'))) {
      const response = await fetch(`http://127.0.0.1:${port}${url}`);
      const body = await response.text();
      assert.equal(response.status, 404, url);
      assert.doesNotMatch(body, /secret-source/, url);
    }
  });

  it('decodes a path as a file server does, an encoding of an encoding too, and leaves a malformed escape alone', () => {
    assert.equal(decodedPath('/main.js.ma%70?x=%70'), '/main.js.map');
    assert.equal(decodedPath('/main.js%252emap'), '/main.js.map');
    assert.equal(decodedPath('/main.js%E0%A4%A.map'), '/main.js%E0%A4%A.map');
  });

  it('answers 503 with Retry-After and no internal address when the API is down', async () => {
    for (const [language, pattern] of [
      ['de', /nicht erreichbar/],
      ['fr-CH,fr;q=0.9', /injoignable/],
    ]) {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/admin_partner/profile`, { headers: { 'accept-language': language } });
      const body = await response.text();
      assert.equal(response.status, 503);
      assert.equal(response.headers.get('retry-after'), '5');
      assert.match(JSON.parse(body).message, pattern);
      assert.doesNotMatch(body, /127\.0\.0\.1|ECONNREFUSED|:9\b/);
    }
  });

  it("takes the languages from the portal's list, and the shell's nginx serves the sign-in page at the same addresses", () => {
    const source = readFileSync(path.join(repoRoot, 'shared/src/i18n/supported.ts'), 'utf8');
    const list = /supportedLocales = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
    assert.equal(localeAlternation, [...list.matchAll(/'([a-z]{2})'/g)].map((match) => match[1]).join('|'));
    assert.equal(defaultLocale(), 'de');
    const nginx = readFileSync(path.join(repoRoot, 'ops/nginx/shell.conf.template'), 'utf8');
    assert.ok(nginx.includes(`location ~ "^/((${localeAlternation})/)?login/?$"`), 'ops/nginx/shell.conf.template');
  });
});
