// The gateway in front of a stand-in API that records what reaches it.
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startGateway } from '../gateway.mjs';

/** An upstream that answers every request with what it received: method, url, headers and body. */
function recordingApi() {
  const seen = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ url: req.url, headers: req.headers, body }));
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
