// The suites of `npm test` that check the running API through the gateway (issue 9):
//   openapi  the generated OpenAPI document, linted by Redocly CLI with redocly.yaml (the recommended rules): one
//            test per rule and problem kind, failed when it reports any error or warning
//   fuzz     every operation of that document with malformed input, forged tokens and the other company's ids
//            (scripts/fuzz): one test per case
// Both run against one portal: the API bundle (built when stale) on a fresh database, in development mode (so the
// development outbox is fuzzed too), behind the gateway.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { fuzz, send } from '../fuzz/run.mjs';
import { productionCases } from '../fuzz/production-cases.mjs';
import { build } from '../build.mjs';
import { startPortal } from '../portal.mjs';
import { root, run } from './proc.mjs';

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432), timeout: 2000 });
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** A new database on the PostgreSQL server when one answers (faster to seed), else embedded PGlite in a temp folder. */
async function freshDatabase(serverUrl) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-api-suites-'));
  if (!serverUrl || !(await reachable(serverUrl)))
    return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const name = `portal_fuzz_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Redocly's JSON report as tests: one per rule (its problems are one failure), plus one for a clean document. */
export function lintRecords(report) {
  const byRule = new Map();
  for (const problem of report.problems ?? []) {
    const entry = byRule.get(problem.ruleId) ?? { severity: problem.severity, count: 0, where: problem.location?.[0]?.pointer };
    entry.count += 1;
    byRule.set(problem.ruleId, entry);
  }
  return [...byRule].map(([rule, { severity, count, where }]) => `${severity} ${rule}: ${count} (first at ${where})`);
}

/** The production configuration's checks (scripts/fuzz/production-cases.mjs) on a portal started for them alone. */
async function productionPortal(port, timeoutMs) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-production-'));
  let portal;
  try {
    portal = await startPortal({
      port: port + 20,
      apiPort: port + 21,
      silent: true,
      env: {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: '',
        REDIS_URL: '',
        JWT_SECRET: randomBytes(32).toString('hex'),
        MAIL_SPOOL_DIR: path.join(dataDir, 'mail'),
        PUBLIC_URL: `http://localhost:${port + 20}`,
        CLIENT_APP_ONBOARDING_URL: 'https://app.portal.example/onboarding',
        LOG_LEVEL: 'error',
      },
    });
    const agent = new http.Agent({ keepAlive: false });
    return await productionCases({
      send: (request) => send(portal.url, request, { agent, timeoutMs }),
      password: 'Partner-2026',
    });
  } catch (error) {
    return [{ name: 'production on an empty database: the portal starts', reasons: [error.message] }];
  } finally {
    await portal?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * @param {{ record: (suite: string, passed: number, failed: number, skipped?: number, note?: string) => void,
 *   reports: string, port: number, postgresUrl?: string, wants: (suite: string) => boolean }} options
 */
export async function apiSuites({ record, reports, port, postgresUrl, wants }) {
  try {
    await build({ only: ['api'] });
  } catch (error) {
    if (wants('openapi')) record('openapi (redocly lint)', 0, 1, 0, error.message);
    if (wants('fuzz')) record('fuzz (gateway)', 0, 1, 0, error.message);
    return;
  }
  const database = await freshDatabase(postgresUrl);
  const recorded = new Set();
  let portal;
  const jwtSecret = randomBytes(32).toString('hex');
  try {
    portal = await startPortal({
      port,
      apiPort: port + 1,
      silent: true,
      env: {
        ...database.env,
        NODE_ENV: 'development',
        SEED_DEMO: '1',
        JWT_SECRET: jwtSecret,
        LOG_LEVEL: 'error',
        // the lock-out cases read the security codes and reset links the mail worker delivers to the dev outbox
        MAIL_WORKER_INTERVAL_MS: '1000',
      },
    });
    const response = await fetch(`${portal.url}/api/v1/openapi.json`);
    const doc = await response.json();
    const docFile = path.join(reports, 'openapi.json');
    writeFileSync(docFile, JSON.stringify(doc, null, 2));

    if (wants('openapi')) {
      console.log('\n› openapi: redocly lint of the generated document');
      const out = path.join(reports, 'openapi-lint.json');
      const lint = await run('pnpm', ['exec', 'redocly', 'lint', '--config', path.join(root, 'redocly.yaml'), '--format=json', docFile], {
        cwd: path.join(root, 'scripts'),
        env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        quiet: true,
      });
      const start = lint.output.indexOf('{');
      let report;
      try {
        report = JSON.parse(lint.output.slice(start, lint.output.lastIndexOf('}') + 1));
        writeFileSync(out, JSON.stringify(report, null, 2));
      } catch {
        console.log(lint.output.slice(-2000));
        record('openapi (redocly lint)', 0, 1, 0, `redocly exited ${lint.code} without a report`);
        recorded.add('openapi');
      }
      if (report) {
        const problems = lintRecords(report);
        for (const line of problems) console.log(`  ✗ ${line}`);
        if (problems.length === 0) console.log(`  ✓ ${Object.keys(doc.paths).length} paths: no errors, no warnings`);
        // the clean document is one test; each rule that reports is one failure
        record(
          'openapi (redocly lint)',
          problems.length === 0 ? 1 : 0,
          problems.length,
          0,
          problems.length ? `see ${path.relative(root, out)}` : '',
        );
        recorded.add('openapi');
      }
    }

    if (wants('fuzz')) {
      const seed = Number(process.env.FUZZ_SEED ?? 9);
      const timeoutMs = Number(process.env.FUZZ_TIMEOUT_MS ?? 15_000);
      console.log(`\n› fuzz: every operation through the gateway (seed ${seed}, ${timeoutMs} ms per request)`);
      const started = performance.now();
      const result = await fuzz({
        baseUrl: portal.url,
        doc,
        jwtSecret,
        seed,
        timeoutMs,
        withoutModules: 'colleague@partner.example',
        lockoutAccounts: {
          storm: 'marco.rossi@partner.example',
          twoFactor: 'secure@partner.example',
          reset: 'claire.dubois@partner.example',
        },
        log: (line) => console.log(`  ${line}`),
      });
      // the production configuration on an empty database of its own, behind its own gateway
      await portal.stop();
      portal = undefined;
      const production = await productionPortal(port, timeoutMs);
      result.passed += production.filter((c) => c.reasons.length === 0).length;
      result.failed.push(...production.filter((c) => c.reasons.length).map((c) => ({ name: c.name, reason: c.reasons.join('; ') })));
      for (const { name, reason } of result.failed) console.log(`  ✗ ${name}: ${reason}`);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`  ${result.passed} cases passed, ${result.failed.length} failed over ${result.operations} operations in ${seconds} s`);
      record('fuzz (gateway)', result.passed, result.failed.length, 0, `${result.operations} operations, seed ${seed}`);
    }
  } catch (error) {
    console.error(error);
    if (wants('openapi') && !recorded.has('openapi')) record('openapi (redocly lint)', 0, 1, 0, error.message);
    if (wants('fuzz')) record('fuzz (gateway)', 0, 1, 0, error.message);
  } finally {
    await portal?.stop();
    await database.drop();
  }
}
