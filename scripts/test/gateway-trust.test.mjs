// Issue 29, items 10 and 11: the development gateway listens on loopback unless told otherwise, is the only one that
// can name the client to the API (the proxy secret), and asks browsers for HTTPS where the portal is served on it.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { startGateway } from '../gateway.mjs';

/** An upstream that answers with the headers it received. */
function headerEcho() {
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(req.headers));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port })));
}

describe('the gateway in front of the API', () => {
  let api;
  let gateway;
  let port;
  const previousHost = process.env.GATEWAY_HOST;
  before(async () => {
    delete process.env.GATEWAY_HOST;
    api = await headerEcho();
    gateway = await startGateway({
      port: 0,
      apiUrl: `http://127.0.0.1:${api.port}`,
      proxySecret: 'the-secret-of-this-gateway',
      publicUrl: 'https://portal.example',
      metricsPort: 0,
    });
    port = gateway.app.server.address().port;
  });
  after(async () => {
    await gateway.app.close();
    api.server.close();
    if (previousHost !== undefined) process.env.GATEWAY_HOST = previousHost;
  });

  it('listens on loopback by default', () => {
    assert.equal(gateway.app.server.address().address, '127.0.0.1');
  });

  it("sends the API its proxy secret in place of any a client sent, with the socket's address", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/countries/nationalities`, {
      headers: { 'x-proxy-secret': 'a-guess', 'x-forwarded-for': '198.51.100.23' },
    });
    const headers = await response.json();
    assert.equal(headers['x-proxy-secret'], 'the-secret-of-this-gateway');
    assert.equal(headers['x-forwarded-for'], '127.0.0.1');
  });

  it('asks for HTTPS (HSTS) where the portal is served on it, on pages and API answers', async () => {
    for (const url of ['/login', '/api/v1/countries/nationalities']) {
      const response = await fetch(`http://127.0.0.1:${port}${url}`);
      assert.equal(response.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains', url);
    }
  });

  it('starts the trace the API continues: traceparent with its request id as the trace id, and X-Request-Id', async () => {
    const headers = await (await fetch(`http://127.0.0.1:${port}/api/v1/countries/nationalities`)).json();
    assert.match(headers['x-request-id'], /^[0-9a-f]{32}$/);
    assert.equal(headers.traceparent, `00-${headers['x-request-id']}-${headers['x-request-id'].slice(0, 16)}-01`);
  });

  it("passes on a client's valid traceparent and X-Request-Id, and replaces an invalid traceparent", async () => {
    const given = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const api = `http://127.0.0.1:${port}/api/v1/countries/nationalities`;
    const kept = await (await fetch(api, { headers: { traceparent: given, 'x-request-id': 'client-1' } })).json();
    assert.equal(kept.traceparent, given);
    assert.equal(kept['x-request-id'], 'client-1');
    const replaced = await (await fetch(api, { headers: { traceparent: `00-${'0'.repeat(32)}-00f067aa0ba902b7-01` } })).json();
    assert.match(replaced.traceparent, /^00-(?!0{32})[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });

  it('counts requests by area and status class on its metrics port, not on the public one', async () => {
    const metricsUrl = `http://127.0.0.1:${gateway.metricsServer.address().port}/metrics`;
    const count = async () => {
      const text = await (await fetch(metricsUrl)).text();
      const line = text
        .split('\n')
        .find((l) => l.startsWith('portal_gateway_requests_total{') && l.includes('area="api"') && l.includes('status="2xx"'));
      return line ? Number(line.split(' ').pop()) : 0;
    };
    const before = await count();
    await (await fetch(`http://127.0.0.1:${port}/api/v1/countries/nationalities`)).json();
    assert.equal(await count(), before + 1);
    const text = await (await fetch(metricsUrl)).text();
    assert.match(text, /^portal_gateway_request_duration_seconds_bucket\{le="0.005",role="gateway",area="api"\} /m);
    assert.doesNotMatch(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text(), /portal_gateway_requests_total/);
  });
});
