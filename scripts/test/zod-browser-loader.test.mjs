// The browser builds' stand-in for zod's JSON Schema generation (build-kit/zod-browser-loader.cjs): the same exports
// as zod's own files, read from them, each throwing when called; and zod's classic schemas still parse with it.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const loader = require('@portal/build-kit/zod-browser-loader.cjs');
// zod as the shared package (whose contracts the browser bundles carry) resolves it
const sharedRequire = createRequire(new URL('../../shared/package.json', import.meta.url));
const zodDir = path.dirname(sharedRequire.resolve('zod/package.json'));
const REPLACED = ['json-schema-processors.js', 'to-json-schema.js'];

describe('zod-browser-loader', () => {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'zod-browser-'));
  after(() => rmSync(copy, { recursive: true, force: true }));

  it('exports every name of the file it stands in for, and each throws when called', async () => {
    for (const file of REPLACED) {
      const original = await import(pathToFileURL(path.join(zodDir, 'v4', 'core', file)).href);
      const source = readFileSync(path.join(zodDir, 'v4', 'core', file), 'utf8');
      const stand = await import(`data:text/javascript,${encodeURIComponent(loader.call({}, source))}`);
      assert.deepEqual(Object.keys(stand).sort(), Object.keys(original).sort(), file);
      for (const [name, value] of Object.entries(stand)) {
        const call = /^create\w*Method$/.test(name) ? value() : value;
        assert.throws(() => call(), /not part of the portal's browser build/, name);
      }
    }
  });

  it('leaves zod parsing as it is, and only toJSONSchema fails', async () => {
    // a copy of zod with the two files as the browser builds make them
    cpSync(zodDir, copy, { recursive: true });
    for (const file of REPLACED) {
      const target = path.join(copy, 'v4', 'core', file);
      writeFileSync(target, loader.call({}, readFileSync(target, 'utf8')));
    }
    const { z } = await import(pathToFileURL(path.join(copy, 'index.js')).href);
    const schema = z.object({ name: z.string().min(1), amount: z.number().nullable().optional(), kind: z.enum(['a', 'b']) });
    assert.deepEqual(schema.parse({ name: 'x', amount: null, kind: 'a' }), { name: 'x', amount: null, kind: 'a' });
    assert.equal(schema.safeParse({ name: '', kind: 'c' }).success, false);
    assert.throws(() => schema.toJSONSchema(), /not part of the portal's browser build/);
  });
});
