// `npm test`: every suite of every package, then one line `N passed, N failed` over all of them.
//   lint       ESLint (zero warnings) and Prettier's check per package, as `pnpm lint` (one check each); first, as it
//              is the cheapest (cached per package under node_modules/.cache/eslint)
//   typecheck  tsc --noEmit per package (one check each)
//   unit       jest per package (shared, api, shell, remotes), and node's test runner for scripts/test (gateway)
//   postgres   the API suite again on a real PostgreSQL server (TEST_DATABASE_URL, default 127.0.0.1:5432/test);
//              skipped with a notice where none answers, required when CI=true
//   openapi    Redocly CLI lints the API's generated OpenAPI document (redocly.yaml: the recommended rules)
//   fuzz       every operation of that document through the gateway with malformed requests, forged tokens and the
//              other company's ids: fails on a 5xx, a hang, a 2xx that must be refused, or the other company's data
//   e2e        Playwright against the production build, in Debian's Chromium
//   compose    docker-compose.yml built and brought up, tested in Chromium (ops/compose-test.mjs); skipped with a
//              notice where Docker is missing, required when CI=true (it installs Docker)
// Options: --only=<suite,...> runs a subset (lint, typecheck, unit, postgres, openapi, fuzz, e2e, compose).
//          Arguments after `--` go to Playwright, e.g. `--only=e2e -- tests/platform.spec.ts`.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { existingRemotes } from '@portal/build-kit/registry';
import { build } from './build.mjs';
import { ensureChromium, ensureNginx } from './lib/debian-packages.mjs';
import { eslintPackage, lintTargets, prettierPackage } from './lint.mjs';
import { root, run } from './lib/proc.mjs';
import { startPortal } from './portal.mjs';
import { apiSuites } from './lib/api-suites.mjs';

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const wants = (suite) => !only || only.includes(suite);
const dashDash = process.argv.indexOf('--');
const playwrightArgs = dashDash === -1 ? [] : process.argv.slice(dashDash + 1);
const isCI = process.env.CI === 'true' || process.env.CI === '1';
const reports = path.join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// The remotes come from build-kit/remotes.json: every registered remote whose folder exists here.
const PACKAGES = ['shared', 'api', 'shell', ...existingRemotes().map((remote) => remote.folder)].filter((dir) =>
  existsSync(path.join(root, dir, 'package.json')),
);

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
// Each line also says how long its suite took (since the line before it), to keep CI's half hour in view.
let since = Date.now();
function record(suite, passed, failed, skipped = 0, note = '') {
  const seconds = Math.round((Date.now() - since) / 1000);
  since = Date.now();
  note = [note, `${seconds} s`].filter(Boolean).join(', ');
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(
    `${failed ? '✗' : '✓'} ${suite.padEnd(28)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${note ? `  (${note})` : ''}`,
  );
}

async function jestSuite(label, dir, env = {}) {
  const out = path.join(reports, `${label.replace(/[^a-z0-9-]+/gi, '-')}.json`);
  const { code } = await run('pnpm', ['exec', 'jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${out}`], {
    cwd: path.join(root, dir),
    env,
  });
  if (!existsSync(out)) return record(label, 0, 1, 0, `jest exited ${code} without a report`);
  const r = JSON.parse(readFileSync(out, 'utf8'));
  // A test file that fails to load counts as a failed test, so a broken import can't pass unnoticed.
  const brokenFiles = r.numRuntimeErrorTestSuites ?? 0;
  const failed = r.numFailedTests + brokenFiles + (code !== 0 && r.numFailedTests + brokenFiles === 0 ? 1 : 0);
  record(label, r.numPassedTests, failed, r.numPendingTests + r.numTodoTests);
}

/** node --test over scripts/test (a glob: Node 24 does not take a folder): the gateway and the other scripts, counted from the TAP summary. */
async function nodeTestSuite(label, dir) {
  const out = path.join(reports, `${label.replace(/[^a-z0-9-]+/gi, '-')}.tap`);
  const { code } = await run('node', [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${out}`,
    dir,
  ]);
  if (!existsSync(out)) return record(label, 0, 1, 0, `node --test exited ${code} without a report`);
  const tap = readFileSync(out, 'utf8');
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  const failed = count('fail') + count('cancelled');
  record(label, count('pass'), failed + (code !== 0 && failed === 0 ? 1 : 0), count('skipped') + count('todo'));
}

function postgresUrl() {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432), timeout: 2000 });
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

async function e2eSuite() {
  try {
    await ensureChromium();
    await build();
  } catch (error) {
    console.error(error.message);
    return record('e2e (playwright)', 0, 1, 0, error.message);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  // Playwright gets the portal's signing key, so that a test can hand the page an expired token instead of waiting.
  const jwtSecret = randomBytes(32).toString('hex');
  const port = Number(process.env.E2E_PORT ?? 8180);
  let portal;
  try {
    portal = await startPortal({
      port,
      apiPort: port + 1,
      silent: true,
      env: { DATA_DIR: dataDir, NODE_ENV: 'development', SEED_DEMO: '1', JWT_SECRET: jwtSecret, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    });
    const out = path.join(reports, 'e2e.json');
    await run('pnpm', ['exec', 'playwright', 'test', ...playwrightArgs], {
      cwd: path.join(root, 'e2e'),
      env: { BASE_URL: portal.url, E2E_JWT_SECRET: jwtSecret, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
    if (!existsSync(out)) return record('e2e (playwright)', 0, 1, 0, 'no report');
    const { stats } = JSON.parse(readFileSync(out, 'utf8'));
    record('e2e (playwright)', stats.expected + stats.flaky, stats.unexpected, stats.skipped, stats.flaky ? `${stats.flaky} flaky` : '');
  } catch (error) {
    console.error(error.message);
    record('e2e (playwright)', 0, 1, 0, error.message);
  } finally {
    await portal?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Lint (ESLint with zero warnings and Prettier's check, per package) runs first: it is the cheapest suite with the
// cache. `pnpm lint` runs the same checks, `pnpm lint --fix` fixes what can be fixed.
if (wants('lint')) {
  for (const dir of lintTargets()) {
    const name = dir === '.' ? 'root' : dir;
    console.log(`\n› eslint ${name}`);
    const eslint = await eslintPackage(dir);
    record(`eslint ${name}`, eslint === 0 ? 1 : 0, eslint === 0 ? 0 : 1);
    console.log(`› prettier --check ${name}`);
    const prettier = await prettierPackage(dir);
    record(`prettier ${name}`, prettier === 0 ? 1 : 0, prettier === 0 ? 0 : 1);
  }
}

if (wants('typecheck')) {
  for (const dir of PACKAGES.filter((d) => existsSync(path.join(root, d, 'tsconfig.json')))) {
    console.log(`\n› typecheck ${dir}`);
    const { code } = await run('pnpm', ['exec', 'tsc', '-p', 'tsconfig.json', '--noEmit'], { cwd: path.join(root, dir) });
    record(`typecheck ${dir}`, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  }
}

if (wants('unit')) {
  for (const dir of PACKAGES.filter((d) => existsSync(path.join(root, d, 'jest.config.js')))) {
    console.log(`\n› jest ${dir}`);
    await jestSuite(`unit ${dir}`, dir, { TEST_DATABASE_URL: '' });
  }
  console.log('\n› node --test scripts');
  // A glob, not the folder: node --test takes a folder argument for a file and fails.
  await nodeTestSuite('unit scripts', 'scripts/test/**/*.test.mjs');
  console.log('\n› node --test ops');
  // the test of the remotes' nginx needs an nginx: installed where it can be; elsewhere skipped (and said so), but
  // CI requires it, as it requires PostgreSQL
  await ensureNginx().catch((error) => {
    if (isCI) record('nginx for unit ops', 0, 1, 0, error.message.split('\n')[0]);
    else console.log(`Notice: ${error.message.split('\n')[0]}`);
  });
  await nodeTestSuite('unit ops', 'ops/test/**/*.test.mjs');
}

if (wants('postgres')) {
  const url = postgresUrl();
  if (await reachable(url)) {
    console.log(`\n› jest api on PostgreSQL (${new URL(url).host})`);
    await jestSuite('api on PostgreSQL', 'api', { TEST_DATABASE_URL: url });
  } else if (isCI) {
    record('api on PostgreSQL', 0, 1, 0, `no PostgreSQL server answers at ${new URL(url).host}; CI requires one`);
  } else {
    console.log(`\nNotice: no PostgreSQL server answers at ${new URL(url).host}; the API suite ran on embedded PGlite only.`);
    console.log('Set TEST_DATABASE_URL to run it on PostgreSQL as well.');
  }
}

if (wants('openapi') || wants('fuzz')) {
  // its own ports: the e2e portal's plus 10
  const port = Number(process.env.E2E_PORT ?? 8180) + 10;
  await apiSuites({ record, reports, port, postgresUrl: postgresUrl(), wants });
}

if (wants('e2e')) {
  console.log('\n› end-to-end tests');
  await e2eSuite();
}

if (wants('compose')) {
  // The composed portal in Docker (ops/compose-test.mjs): CI installs and starts Docker itself; elsewhere the suite
  // runs where Docker is there and is skipped with a notice where it is not.
  const docker = spawnSync('sh', ['-c', 'command -v docker-compose >/dev/null && docker info >/dev/null 2>&1']).status === 0;
  if (docker || isCI) {
    console.log('\n› docker-compose: the composed portal (images, roll forward and back, fallback, refusal)');
    const out = path.join(reports, 'compose.json');
    const { code } = await run('node', ['ops/compose-test.mjs', '--report', out]);
    if (!existsSync(out)) {
      record('compose (docker)', 0, 1, 0, `ops/compose-test.mjs exited ${code} before the tests ran`);
    } else {
      const { stats } = JSON.parse(readFileSync(out, 'utf8'));
      record(
        'compose (docker)',
        stats.expected + stats.flaky,
        stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0),
        stats.skipped,
      );
    }
  } else {
    console.log('\nNotice: Docker is not installed or not running here; the docker-compose suite was skipped (CI runs it).');
  }
}

console.log('\n' + lines.join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
