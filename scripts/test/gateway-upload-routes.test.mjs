// The gateway's upload limit covers exactly the API's upload routes: the routes that read a multipart body
// (readMultipart of api/src/lib/multipart.ts), found here in the API's sources as it registers them, so that a new
// upload route cannot be refused by the gateway's 1 MB before the API has seen it (docs/api.md: 10 MB).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { repoRoot } from '@portal/build-kit/registry';
import { bodyLimitFor, DEFAULT_BODY_LIMIT, UPLOAD_BODY_LIMIT, UPLOAD_ROUTES } from '../gateway-security.mjs';

const apiSrc = path.join(repoRoot, 'api', 'src');
const modulesDir = path.join(apiSrc, 'modules');
const relative = (file) => path.relative(repoRoot, file);

/** The module files of api/src/modules/index.ts's routePlugins and the prefixes each is mounted under. */
function mountedPrefixes() {
  const index = readFileSync(path.join(modulesDir, 'index.ts'), 'utf8');
  const fileOf = new Map();
  for (const [, single, several, from] of index.matchAll(/import\s+(?:(\w+)|\{([^}]+)\})\s+from\s+'\.\/([^']+)'/g)) {
    const file = path.join(modulesDir, `${from}.ts`);
    const names = single ? [single] : several.split(',').map((entry) => entry.trim());
    for (const name of names.filter(Boolean)) fileOf.set(name, file);
  }
  const prefixes = new Map();
  for (const [, plugin, prefix] of index.matchAll(/\{\s*plugin:\s*(\w+),\s*prefix:\s*'([^']*)'\s*\}/g)) {
    const file = fileOf.get(plugin);
    assert.ok(file, `api/src/modules/index.ts mounts ${plugin}, whose import this test does not understand`);
    prefixes.set(file, new Set([...(prefixes.get(file) ?? []), prefix]));
  }
  assert.ok(prefixes.size > 10, 'no routePlugins found in api/src/modules/index.ts: has its form changed?');
  return prefixes;
}

const sourceFiles = (dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.join(dir, name));

/**
 * The API's upload routes as `METHOD /path` (path parameters as `{id}`, as in its OpenAPI document): each call of
 * readMultipart( belongs to the route registered last before it (`app.put('/clients/:id/save_documents', …`), under
 * the prefix its file is mounted with. What this cannot tell (a call outside a route, a file mounted elsewhere or
 * under two prefixes) fails the test, to be looked at, rather than being skipped.
 */
function apiUploadRoutes() {
  const prefixes = mountedPrefixes();
  const routes = new Set();
  for (const file of sourceFiles(apiSrc)) {
    if (file === path.join(apiSrc, 'lib', 'multipart.ts')) continue;
    const source = readFileSync(file, 'utf8');
    const calls = [...source.matchAll(/\breadMultipart\(/g)];
    if (calls.length === 0) continue;
    const registrations = [...source.matchAll(/\bapp\.(get|post|put|patch|delete)\(\s*'([^']+)'/g)];
    const mounted = [...(prefixes.get(file) ?? [])];
    assert.equal(mounted.length, 1, `${relative(file)} reads multipart; modules/index.ts mounts it ${mounted.length} times`);
    for (const call of calls) {
      const route = registrations.filter((registration) => registration.index < call.index).at(-1);
      assert.ok(route, `${relative(file)}: a call of readMultipart that follows no app.<method>('<path>', …)`);
      const [, method, url] = route;
      routes.add(`${method.toUpperCase()} ${mounted[0]}${url.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return [...routes].sort();
}

/** A path the route answers: each parameter given a value. */
const concrete = (route) => route.split(' ')[1].replace(/\{\w+\}/g, '4');

describe('the upload limit of the gateway', () => {
  const uploads = apiUploadRoutes();

  it('names the upload routes the API registers, no more and no fewer', () => {
    assert.ok(uploads.includes('POST /api/v1/admin_partner/portfolio_analyse_documents'), uploads.join('\n'));
    assert.deepEqual([...UPLOAD_ROUTES].sort(), uploads);
  });

  it('gives each of them the upload limit for a multipart body, with or without a trailing slash or a query', () => {
    for (const route of uploads) {
      const [method] = route.split(' ');
      const url = concrete(route);
      for (const asked of [url, `${url}/`, `${url}?locale=de`]) {
        assert.equal(bodyLimitFor(method, asked, 'multipart/form-data; boundary=x'), UPLOAD_BODY_LIMIT, `${method} ${asked}`);
      }
      assert.equal(bodyLimitFor(method, url, 'application/json'), DEFAULT_BODY_LIMIT, `${method} ${url} as JSON`);
      assert.equal(bodyLimitFor('DELETE', url, 'multipart/form-data; boundary=x'), DEFAULT_BODY_LIMIT, `DELETE ${url}`);
    }
  });

  it('gives any other request the default limit', () => {
    for (const [method, url] of [
      ['POST', '/api/v1/admin_partner/clients'],
      ['POST', '/api/v1/admin_partner/clients/4/documents'],
      ['POST', '/api/v1/admin_partner/messages/attachments'],
      ['PUT', '/api/v1/admin_partner/clients/4/save_documents/more'],
      ['POST', '/api/v1/admin_partner/portfolio_analyse_documents/4'],
      ['PUT', '/api/v1/admin_partner/vb_search/4/sign_document'],
    ]) {
      assert.equal(bodyLimitFor(method, url, 'multipart/form-data; boundary=x'), DEFAULT_BODY_LIMIT, `${method} ${url}`);
    }
    assert.equal(UPLOAD_BODY_LIMIT, 11 * 1024 * 1024);
    assert.equal(DEFAULT_BODY_LIMIT, 1024 * 1024);
  });
});
