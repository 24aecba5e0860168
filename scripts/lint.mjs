// `pnpm lint` (and the `lint` suite of `npm test`): ESLint with zero warnings and Prettier's check, one package at a
// time, so that a type-aware lint of one package never holds every program in memory at once.
// ESLint caches per package under node_modules/.cache/eslint (by content, so a fresh clone and a warm one agree).
// Options: --fix (eslint --fix, then prettier --write), or package folders to lint only those (`pnpm lint shell`).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root, run } from './lib/proc.mjs';

/** Every workspace package with lintable code, then the repository's own files at the root. */
export function lintTargets() {
  const remotes = readdirSync(root)
    .filter((dir) => dir.startsWith('mf-') && existsSync(path.join(root, dir, 'package.json')))
    .sort();
  const packages = ['shared', 'build-kit', 'api', 'shell', ...remotes, 'e2e', 'scripts'].filter((dir) =>
    existsSync(path.join(root, dir, 'package.json')),
  );
  return [...packages, '.'];
}

/** ESLint over one package folder ('.' = the files at the root); resolves with the exit code. */
export async function eslintPackage(dir, { fix = false } = {}) {
  const name = dir === '.' ? 'root' : dir;
  const files = dir === '.' ? ['eslint.config.mjs'] : [dir];
  const args = ['exec', 'eslint', '--max-warnings=0', '--cache', '--cache-strategy=content'];
  args.push(`--cache-location=node_modules/.cache/eslint/${name}.json`);
  if (fix) args.push('--fix');
  const { code } = await run('pnpm', [...args, ...files], { cwd: root });
  return code;
}

/** Prettier's check (or --write) over one package folder ('.' = the files at the root); resolves with the exit code. */
export async function prettierPackage(dir, { fix = false } = {}) {
  const files = dir === '.' ? ['*.{json,mjs,js,yml,yaml}'] : [dir];
  const { code } = await run('pnpm', ['exec', 'prettier', fix ? '--write' : '--check', '--log-level=warn', ...files], { cwd: root });
  return code;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fix = process.argv.includes('--fix');
  const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const targets = asked.length ? asked : lintTargets();
  let failed = 0;
  for (const dir of targets) {
    console.log(`› lint ${dir === '.' ? 'root' : dir}`);
    if ((await eslintPackage(dir, { fix })) !== 0) failed++;
    if ((await prettierPackage(dir, { fix })) !== 0) failed++;
  }
  if (failed) console.error(`${failed} lint check(s) failed${fix ? '' : '; `pnpm lint --fix` fixes what can be fixed'}`);
  process.exit(failed ? 1 : 0);
}
