// Build-time compression (lib/precompress.mjs) and the gateway serving the copies and the page in its language.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { localizedIndexHtml, pageLocale, startGateway } from '../gateway.mjs';
import { precompress } from '../lib/precompress.mjs';

const INDEX = `<!doctype html><html lang="de"><head><title>Partner Portal</title></head><body>
<noscript><main class="noscript"><h1 data-noscript-title>JavaScript ist ausgeschaltet</h1>
<p data-noscript-text>Bitte aktivieren Sie JavaScript in Ihrem Browser, um das Partnerportal zu verwenden.</p></main></noscript>
<div id="root"></div></body></html>`;
const SCRIPT = `/* a chunk */\n${'export const value = "Partner Portal";\n'.repeat(200)}`;

describe('precompress', () => {
  let dir;
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    writeFileSync(path.join(dir, 'main.0123456789abcdef.js'), SCRIPT);
    writeFileSync(path.join(dir, 'tiny.js'), 'export {};');
    writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 1));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of text files that decompress to the original, and skips small and binary files', async () => {
    assert.equal(await precompress(dir), 1);
    const file = path.join(dir, 'main.0123456789abcdef.js');
    assert.equal(brotliDecompressSync(readFileSync(`${file}.br`)).toString(), SCRIPT);
    assert.equal(gunzipSync(readFileSync(`${file}.gz`)).toString(), SCRIPT);
    assert.ok(statSync(`${file}.br`).size < SCRIPT.length / 10);
    assert.equal(existsSync(path.join(dir, 'tiny.js.br')), false);
    assert.equal(existsSync(path.join(dir, 'photo.png.br')), false);
    // a second build with nothing changed compresses nothing again
    assert.equal(await precompress(dir), 0);
  });
});

describe('the language of the page', () => {
  it('follows ?locale=, then the address, then the cookie, then Accept-Language, else German', () => {
    assert.equal(pageLocale('/login?locale=it', { cookie: 'locale=fr' }), 'it');
    assert.equal(pageLocale('/en/login', { cookie: 'locale=fr' }), 'en');
    assert.equal(pageLocale('/login', { cookie: 'theme=x; locale=fr', 'accept-language': 'it' }), 'fr');
    assert.equal(pageLocale('/login', { 'accept-language': 'es-ES, fr-CH;q=0.8, en;q=0.9' }), 'en');
    assert.equal(pageLocale('/login', { 'accept-language': 'fr-CH,fr;q=0.9' }), 'fr');
    assert.equal(pageLocale('/login', { 'accept-language': 'es' }), 'de');
    assert.equal(pageLocale('/xx/login', {}), 'de');
  });

  it('puts the language into <html lang> and the no-JavaScript notice', () => {
    const html = localizedIndexHtml(INDEX, 'fr');
    assert.match(html, /<html lang="fr"/);
    assert.match(html, /<h1 data-noscript-title>JavaScript est désactivé</);
    assert.match(html, /Veuillez activer JavaScript dans votre navigateur/);
    assert.doesNotMatch(html, /Bitte aktivieren/);
  });
});

describe('gateway: precompressed assets and the localized page', () => {
  let dir;
  let gateway;
  let base;
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-dist-'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    writeFileSync(path.join(dir, 'main.0123456789abcdef.js'), SCRIPT);
    await precompress(dir);
    gateway = await startGateway({ port: 0, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:9', shellDist: dir });
    base = `http://127.0.0.1:${gateway.app.server.address().port}`;
  });
  after(async () => {
    await gateway.app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The answer's bytes as they came over the wire, undecoded. */
  const raw = (url, acceptEncoding) =>
    new Promise((resolve, reject) => {
      http
        .get(`${base}${url}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it('answers a brotli-capable browser with the .br file, a gzip-only one with the .gz file, cached for good', async () => {
    const file = path.join(dir, 'main.0123456789abcdef.js');
    // byte for byte the copies written at build time (brotli 11), not a compression made for the request
    const brotli = await raw('/main.0123456789abcdef.js', 'br, gzip');
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.deepEqual(brotli.body, readFileSync(`${file}.br`));
    assert.match(brotli.headers['content-type'], /javascript/);
    assert.equal(brotli.headers['cache-control'], 'public, max-age=31536000, immutable');
    const gzipped = await raw('/main.0123456789abcdef.js', 'gzip');
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.deepEqual(gzipped.body, readFileSync(`${file}.gz`));
    const plain = await raw('/main.0123456789abcdef.js', 'identity');
    assert.equal(plain.body.toString(), SCRIPT);
  });

  it('serves the page with the no-JavaScript notice in the language of the address, the cookie or the browser', async () => {
    const page = async (url, headers = {}) => (await fetch(`${base}${url}`, { headers: { accept: 'text/html', ...headers } })).text();
    assert.match(await page('/en/login'), /<html lang="en"[\s\S]*Please enable JavaScript/);
    assert.match(await page('/login', { cookie: 'locale=it' }), /<html lang="it"[\s\S]*Attivi JavaScript/);
    assert.match(await page('/', { 'accept-language': 'fr-CH,fr;q=0.9' }), /<html lang="fr"[\s\S]*Veuillez activer JavaScript/);
    assert.match(await page('/login'), /<html lang="de"[\s\S]*Bitte aktivieren Sie JavaScript/);
  });
});
