// The composed portal, tested for real: builds every image from this repository (ops/images.mjs) and two variants
// of mf-statistics (a visible change with a new version; one declaring another React major), brings
// docker-compose.yml up as project `portal-ci`, runs the Playwright tests of e2e/compose against it, and takes it
// down again. The report goes to the file given with --report (Playwright's JSON). The composed portal runs in production
// mode and starts without any user: its tests invite their users with `node dist/ops/invite-user-cli.js` in an API
// container (as an operator would, docs/operations.md) and set their passwords through the invitation links.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from '../scripts/lib/debian-packages.mjs';
import { run } from '../scripts/lib/proc.mjs';
import { baseImages, buildDeployable, deployables, localBuild, localServiceImages } from './images.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reportAt = process.argv.indexOf('--report');
const report = reportAt > 0 ? process.argv[reportAt + 1] : path.join(root, '.reports', 'compose.json');
const port = Number(process.env.COMPOSE_TEST_PORT ?? 18080);
const env = {
  COMPOSE_PROJECT_NAME: 'portal-ci',
  COMPOSE_FILE_PATH: path.join(root, 'docker-compose.yml'),
  POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
  JWT_SECRET: randomBytes(32).toString('hex'),
  // MinIO's root user, which the API signs its requests with
  S3_ACCESS_KEY_ID: 'portal',
  S3_SECRET_ACCESS_KEY: randomBytes(12).toString('hex'),
  // the local stand-ins of the official images, where nothing can be pulled
  ...localServiceImages,
  PORTAL_PORT: String(port),
  MAIL_UI_PORT: String(port + 1),
  PROMETHEUS_PORT: String(port + 2),
  PROMETHEUS_URL: `http://127.0.0.1:${port + 2}`,
  TRACES_PORT: String(port + 3),
  TRACES_URL: `http://127.0.0.1:${port + 3}`,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  // where the onboarding invitation leads a client: the client app, which a deployment must name
  CLIENT_APP_ONBOARDING_URL: 'https://app.compose.example/onboarding',
  BASE_URL: `http://127.0.0.1:${port}`,
  MAIL_UI_URL: `http://127.0.0.1:${port + 1}`,
};
const composeArgs = ['-f', env.COMPOSE_FILE_PATH, '-p', env.COMPOSE_PROJECT_NAME];
const dockerCompose = (...args) => run('docker-compose', [...composeArgs, ...args], { env, quiet: true });

/** The repository's files (tracked and new, not ignored) copied to a folder, for a build from changed sources. */
function sourceCopy() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-src-'));
  const files = spawnSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .stdout.split('\0')
    .filter(Boolean);
  for (const file of files) cpSync(path.join(root, file), path.join(dir, file), { force: true });
  cpSync(path.join(root, '.dockerignore'), path.join(dir, '.dockerignore'));
  return dir;
}

/** The commit's tree when the working tree is clean (a build of it can be reused), else null. */
function cleanTree() {
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  return dirty ? null : spawnSync('git', ['rev-parse', 'HEAD^{tree}'], { cwd: root, encoding: 'utf8' }).stdout.trim().slice(0, 16);
}

async function variants() {
  // compose-v2: a changed heading and a new version, as a team would ship it (built once per clean source tree)
  const tree = cleanTree();
  const cached = tree && spawnSync('docker', ['image', 'inspect', `portal/mf-statistics:compose-v2-${tree}`]).status === 0;
  if (cached) await run('docker', ['tag', `portal/mf-statistics:compose-v2-${tree}`, 'portal/mf-statistics:compose-v2']);
  else await buildV2(tree);
  await buildReact18();
}

async function buildV2(tree) {
  const dir = sourceCopy();
  try {
    const locale = path.join(dir, 'mf-statistics', 'src', 'locales', 'de.json');
    writeFileSync(locale, readFileSync(locale, 'utf8').replace('"title": "Kunden-Funnel"', '"title": "Kunden-Funnel (Version 2)"'));
    const pkgFile = path.join(dir, 'mf-statistics', 'package.json');
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
    writeFileSync(pkgFile, `${JSON.stringify({ ...pkg, version: `${pkg.version}-compose.2` }, null, 2)}\n`);
    console.log('› building portal/mf-statistics:compose-v2');
    await localBuild('mf-statistics/Dockerfile', 'portal/mf-statistics:compose-v2', { cwd: dir });
    if (tree) await run('docker', ['tag', 'portal/mf-statistics:compose-v2', `portal/mf-statistics:compose-v2-${tree}`]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function buildReact18() {
  // compose-react18: the same build, its manifest declaring React 18 as the remote's singleton
  const dockerfile = [
    'FROM portal/mf-statistics:latest',
    'USER root',
    'RUN sed -E -i \'s/"version": *"19\\.[0-9.]+"/"version": "18.3.1"/g\' /srv/www/remotes/mf-statistics/mf-manifest.json',
    'USER nginx',
  ].join('\n');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-react18-'));
  writeFileSync(path.join(tmp, 'Dockerfile'), dockerfile);
  const { code } = await run('docker', ['build', '-q', '-t', 'portal/mf-statistics:compose-react18', tmp], { quiet: true });
  rmSync(tmp, { recursive: true, force: true });
  if (code !== 0) throw new Error('the react18 variant failed to build');
}

/** No container of the project still in its health check's start ("health: starting"). */
async function healthChecksSettled() {
  const { code, output } = await run(
    'docker',
    ['ps', '--filter', `label=com.docker.compose.project=${env.COMPOSE_PROJECT_NAME}`, '--format', '{{.Status}}'],
    { quiet: true },
  );
  return code === 0 && !output.includes('health: starting');
}

async function waitForPortal() {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${env.BASE_URL}/api/v1/countries/nationalities`).then(
      (r) => r.ok,
      () => false,
    );
    const shell = await fetch(`${env.BASE_URL}/portal-config.json`).then(
      (r) => r.ok,
      () => false,
    );
    // and every container with a health check past its start: the tests count healthy replicas
    if (ready && shell && (await healthChecksSettled())) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const { output } = await dockerCompose('logs', '--tail=40');
  throw new Error(`the composed portal did not answer within 5 minutes:\n${output.slice(-4000)}`);
}

async function main() {
  await ensureChromium();
  await baseImages();
  for (const { name } of deployables()) await buildDeployable(name);
  await variants();
  await dockerCompose('down', '-v', '--remove-orphans');
  const up = await dockerCompose('up', '-d');
  if (up.code !== 0) throw new Error(`docker-compose up failed:\n${up.output.slice(-3000)}`);
  try {
    await waitForPortal();
    await run('pnpm', ['exec', 'playwright', 'test', '-c', 'compose/playwright.config.ts'], {
      cwd: path.join(root, 'e2e'),
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    });
  } finally {
    if (!process.env.KEEP_COMPOSE) await dockerCompose('down', '-v', '--remove-orphans');
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
