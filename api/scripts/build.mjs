/**
 * Production bundle: src (and the @portal/shared sources it imports) into dist/server.js, dist/seed/cli.js and the
 * operations commands dist/ops/*-cli.js (in a container: `node dist/ops/import-streets-cli.js FILE.csv`).
 * The other dependencies stay in node_modules; the migrations are found at run time in ../drizzle, the reference data
 * in ../data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@portal/shared');

await build({
  entryPoints: [
    'src/server.ts',
    'src/seed/cli.ts',
    // the parse worker's script, started by plugins/file-parser.ts as dist/lib/file-parse-worker.js
    'src/lib/file-parse-worker.ts',
    ...readdirSync(new URL('../src/ops', import.meta.url))
      .filter((name) => name.endsWith('-cli.ts'))
      .map((name) => `src/ops/${name}`),
  ],
  outbase: 'src',
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external,
  // bundled CommonJS helpers may call require()
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'info',
});
