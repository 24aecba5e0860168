/**
 * Production bundle: src (and the @portal/shared sources it imports) into dist/server.js and dist/seed/cli.js.
 * The other dependencies stay in node_modules; the migrations are found at run time in ../drizzle.
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@portal/shared');

await build({
  entryPoints: ['src/server.ts', 'src/seed/cli.ts'],
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
