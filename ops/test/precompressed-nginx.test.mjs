// The remotes' nginx (ops/images/nginx.conf with ops/nginx/static.conf and precompressed.conf) serving the copies that
// the build writes beside each script: Brotli to a browser that accepts it, gzip to one that does not. Runs the
// machine's nginx (Debian's nginx-light will do) on a throwaway folder; skipped, and said so, where there is none.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../scripts/lib/precompress.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0);
const SCRIPT = `/* a chunk */\n${'export const value = "Partner Portal";\n'.repeat(200)}`;
const CHUNK = '/remotes/mf-clients/client-list.0123456789abcdef0123.js';
const ENTRY = '/remotes/mf-clients/remoteEntry.js';
// below precompress's MIN_SIZE: no copies are written, the file itself is what nginx finds
const TINY_SCRIPT = 'export const tiny = 1;\n';
const TINY = '/remotes/mf-clients/tiny.0123456789abcdef0123.js';

/** A port no one listens on now. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** The images' configuration with the container's paths pointed into `dir`. */
function configure(dir, port) {
  const at = (...parts) => path.join(dir, ...parts);
  const read = (...parts) => readFileSync(path.join(root, ...parts), 'utf8');
  writeFileSync(at('precompressed.conf'), read('ops', 'nginx', 'precompressed.conf'));
  writeFileSync(
    at('static.conf'),
    read('ops', 'nginx', 'static.conf')
      .replace('listen 8080;', `listen 127.0.0.1:${port};`)
      .replace('root /srv/www;', `root ${at('www')};`)
      .replaceAll('/etc/nginx/precompressed.conf', at('precompressed.conf')),
  );
  writeFileSync(
    at('nginx.conf'),
    read('ops', 'images', 'nginx.conf')
      .replaceAll('/tmp/nginx-', at('temp-'))
      .replace('pid /tmp/nginx.pid;', `pid ${at('nginx.pid')};`)
      // the test runner's stderr is no device nginx can open by name
      .replace('error_log /dev/stderr warn;', 'error_log stderr warn;')
      .replace('access_log /dev/stdout json;', 'access_log off;')
      .replace('include /etc/nginx/conf.d/*.conf;', `include ${at('static.conf')};`),
  );
}

describe('nginx serves the precompressed copies', { skip: nginx ? false : 'nginx is not installed' }, () => {
  let dir;
  let port;
  let server;
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'precompressed-nginx-'));
    // nginx's workers read the files as an unprivileged user
    chmodSync(dir, 0o755);
    mkdirSync(path.join(dir, 'www', 'remotes', 'mf-clients'), { recursive: true });
    for (const file of [CHUNK, ENTRY]) writeFileSync(path.join(dir, 'www', file), SCRIPT);
    writeFileSync(path.join(dir, 'www', TINY), TINY_SCRIPT);
    await precompress(path.join(dir, 'www'));
    port = await freePort();
    configure(dir, port);
    server = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    server.stderr.on('data', (chunk) => (errors += chunk));
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const up = await new Promise((resolve) => {
        const socket = net
          .connect(port, '127.0.0.1', () => {
            socket.end();
            resolve(true);
          })
          .on('error', () => resolve(false));
      });
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`nginx did not start: ${errors}`);
  });
  after(() => {
    server?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  /** The answer's bytes as they came over the wire, undecoded. */
  const raw = (url, acceptEncoding) =>
    new Promise((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      http
        .get(`http://127.0.0.1:${port}${url}`, { headers }, (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  for (const url of [CHUNK, ENTRY]) {
    it(`answers ${path.basename(url)} with the .br copy to a browser that accepts br, else with the .gz copy`, async () => {
      const brotli = await raw(url, 'gzip, deflate, br');
      assert.equal(brotli.status, 200);
      assert.equal(brotli.headers['content-encoding'], 'br');
      assert.match(brotli.headers['content-type'], /javascript/);
      assert.match(brotli.headers.vary, /Accept-Encoding/);
      assert.equal(brotliDecompressSync(brotli.body).toString(), SCRIPT);

      const gzipped = await raw(url, 'gzip, deflate');
      assert.equal(gzipped.headers['content-encoding'], 'gzip');
      assert.match(gzipped.headers['content-type'], /javascript/);
      assert.equal(gunzipSync(gzipped.body).toString(), SCRIPT);

      // `br;q=0` refuses Brotli
      assert.equal((await raw(url, 'br;q=0, gzip')).headers['content-encoding'], 'gzip');
      const plain = await raw(url, undefined);
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(plain.body.toString(), SCRIPT);
    });
  }

  it('sends a file too small to have copies as it is, without a Content-Encoding, to a browser that accepts br', async () => {
    for (const accepted of ['gzip, deflate, br', 'gzip, deflate']) {
      const answer = await raw(TINY, accepted);
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-encoding'], undefined);
      assert.equal(answer.body.toString(), TINY_SCRIPT);
    }
  });

  it('keeps the cache headers: a hashed chunk for a year, remoteEntry.js revalidated', async () => {
    assert.equal((await raw(CHUNK, 'br')).headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await raw(ENTRY, 'br')).headers['cache-control'], 'no-cache');
    assert.equal((await raw(CHUNK, 'br')).headers['access-control-allow-origin'], '*');
  });
});
