// The dashboard and the client list load, before their first paint, every module their routes module imports
// statically, and with them every shared module those import, whole: the shell provides `@portal/shared` per entry
// point, and a shared module is never tree-shaken. The barrels `@portal/shared/contracts` and `@portal/shared/ui` are
// not loaded by the shell's startup; one import of them from that graph adds them to the page's first load (the
// contracts' barrel alone about 12 KB gz more on the list, docs/performance.md). A page's later chunks (a client's
// pages, a dialog: `import()`) may take them.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BARRELS = ['@portal/shared/contracts', '@portal/shared/ui'];

/** `import … from '…'` and `export … from '…'` (not `import type`, which the build drops), and bare `import '…'`. */
const STATIC_IMPORT = /^\s*(?:(?:import|export)\s+(type\s+)?[^'";]*?\sfrom\s+|import\s+)'([^']+)'/gm;

function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/** The `@portal/shared` entry points a module's static imports reach, each with the first file that imports it. */
export function sharedImportsOf(entry) {
  const seen = new Set();
  const shared = new Map();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, typeOnly, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (typeOnly) continue;
      if (specifier.startsWith('.')) {
        const next = resolveRelative(file, specifier);
        if (next) visit(next);
      } else if (specifier.startsWith('@portal/shared') && !shared.has(specifier)) {
        shared.set(specifier, path.relative(root, file));
      }
    }
  };
  visit(path.join(root, entry));
  return shared;
}

describe('the first load of the dashboard and the client list', () => {
  for (const entry of ['mf-statistics/src/routes.tsx', 'mf-clients/src/routes.tsx']) {
    test(`${entry} reaches no barrel of @portal/shared by a static import`, () => {
      const shared = sharedImportsOf(entry);
      // the walk found the page's modules (a broken walk would find nothing and pass)
      assert.ok(shared.has('@portal/shared/router'), `${entry}: the walk found no import of the router`);
      const barrels = BARRELS.filter((barrel) => shared.has(barrel)).map((barrel) => `${barrel} (from ${shared.get(barrel)})`);
      assert.deepEqual(barrels, [], `import an entry point of its own instead (@portal/shared/contracts/clients, …)`);
    });
  }

  test('the walk follows relative imports, not dynamic ones or types', () => {
    const dir = mkdtempSync(path.join(root, '.walk-'));
    try {
      mkdirSync(path.join(dir, 'lib'));
      writeFileSync(path.join(dir, 'entry.tsx'), "import { a } from './lib';\nexport const later = () => import('./later');\n");
      writeFileSync(path.join(dir, 'lib', 'index.ts'), "import type { T } from '@portal/shared/contracts';\nexport { b } from './b';\n");
      writeFileSync(path.join(dir, 'lib', 'b.ts'), "import { x } from '@portal/shared/ui';\n");
      writeFileSync(path.join(dir, 'later.ts'), "import { y } from '@portal/shared/contracts';\n");
      const shared = sharedImportsOf(path.relative(root, path.join(dir, 'entry.tsx')));
      assert.deepEqual([...shared.keys()], ['@portal/shared/ui']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
