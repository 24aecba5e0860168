// The parts of the composed portal that can be checked without Docker: the shell's start-up script, the gateway's
// routes, the compose file and the Dockerfiles derived from the registry, the production dependency copy.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { existingRemotes } from '@portal/build-kit/registry';
import { gatewayConf } from '../gateway-conf.mjs';
import { productionClosure } from '../prod-deps.mjs';
import { composeWithRemotes, remoteDockerfile, tagEnvName } from '../../scripts/sync-remotes.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

function runEntrypoint(env) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-entry-'));
  try {
    mkdirSync(path.join(dir, 'runtime'));
    mkdirSync(path.join(dir, 'bin'));
    writeFileSync(path.join(dir, 'runtime', 'remotes.txt'), 'mf_statistics mf-statistics\nmf_clients mf-clients\n');
    writeFileSync(path.join(dir, 'runtime', 'script-hashes.txt'), "'sha256-abc='");
    // nginx is not started here: a stand-in that only says it was called
    writeFileSync(path.join(dir, 'bin', 'nginx'), '#!/bin/sh\necho nginx-started\n');
    chmodSync(path.join(dir, 'bin', 'nginx'), 0o755);
    const result = spawnSync('bash', [path.join(root, 'ops', 'shell-entrypoint.sh')], {
      env: {
        PATH: `${path.join(dir, 'bin')}:${process.env.PATH}`,
        PORTAL_RUNTIME_DIR: path.join(dir, 'runtime'),
        PORTAL_NGINX_DIR: path.join(dir, 'out'),
        PORTAL_HEADERS_TEMPLATE: path.join(root, 'ops', 'nginx', 'portal-headers.conf'),
        ...env,
      },
      encoding: 'utf8',
    });
    const read = (file) => (existsSync(path.join(dir, 'out', file)) ? readFileSync(path.join(dir, 'out', file), 'utf8') : null);
    return { ...result, config: read('config/portal-config.json'), headers: read('portal-headers.conf') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the shell's container start", () => {
  it('writes portal-config.json with every deployed remote, then starts nginx', () => {
    const result = runEntrypoint({
      REMOTE_MF_STATISTICS_URL: '/remotes/mf-statistics/mf-manifest.json',
      REMOTE_MF_CLIENTS_URL: '/remotes/mf-clients/mf-manifest.json',
      REMOTE_MF_TOOLS_URL: '/remotes/mf-tools/mf-manifest.json',
    });
    assert.equal(result.status, 0, result.stderr);
    assert.deepEqual(JSON.parse(result.config), {
      apiBase: '/api/v1',
      remotes: {
        mf_statistics: { manifest: '/remotes/mf-statistics/mf-manifest.json', version: '' },
        mf_clients: { manifest: '/remotes/mf-clients/mf-manifest.json', version: '' },
      },
    });
    assert.match(result.stdout, /nginx-started/);
    assert.match(result.headers, /script-src 'self' 'sha256-abc='/);
    assert.match(result.headers, /frame-ancestors 'none'/);
  });

  it('points a remote elsewhere, leaves one out and allows the other origin in the CSP', () => {
    const result = runEntrypoint({
      REMOTE_MF_STATISTICS_URL: 'https://cdn.example.ch/stats/v2/mf-manifest.json',
      REMOTE_MF_STATISTICS_VERSION: '2.0.0',
      REMOTE_MF_CLIENTS_URL: 'off',
    });
    assert.equal(result.status, 0, result.stderr);
    assert.deepEqual(JSON.parse(result.config).remotes, {
      mf_statistics: { manifest: 'https://cdn.example.ch/stats/v2/mf-manifest.json', version: '2.0.0' },
    });
    assert.match(result.headers, /script-src 'self' https:\/\/cdn\.example\.ch /);
    assert.match(result.headers, /connect-src 'self' https:\/\/cdn\.example\.ch/);
  });

  it('refuses a value that would break the JSON, with the variable named', () => {
    const result = runEntrypoint({ REMOTE_MF_CLIENTS_URL: '/x"};alert(1)//' });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /REMOTE_MF_CLIENTS_URL/);
    assert.doesNotMatch(result.stdout, /nginx-started/);
  });
});

describe('the gateway', () => {
  const conf = gatewayConf([{ folder: 'mf-statistics' }, { folder: 'mf-custom-portfolios' }]);
  it('routes /api/ to the API, each remote to its container and the rest to the shell', () => {
    assert.match(conf, /location \/api\/ \{\s+set \$upstream http:\/\/api:3001;/);
    assert.match(conf, /location \/remotes\/mf-custom-portfolios\/ \{\s+set \$upstream http:\/\/mf-custom-portfolios:8080;/);
    assert.match(conf, /location \/ \{\s+set \$upstream http:\/\/shell:8080;/);
  });
  it('names the client from the socket and resolves containers per request', () => {
    assert.match(conf, /proxy_set_header X-Forwarded-For \$remote_addr;/);
    assert.match(conf, /resolver 127\.0\.0\.11/);
  });
});

describe('compose file and Dockerfiles from the registry', () => {
  it('gives each remote its own service whose tag variable rolls it forward and back', () => {
    const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
    const written = composeWithRemotes(compose, [{ folder: 'mf-statistics' }, { folder: 'mf-custom-portfolios' }]);
    assert.match(written, /\n {2}mf-custom-portfolios:\n {4}image: portal\/mf-custom-portfolios:\$\{MF_CUSTOM_PORTFOLIOS_TAG:-latest\}/);
    assert.equal(tagEnvName('mf-custom-portfolios'), 'MF_CUSTOM_PORTFOLIOS_TAG');
  });
  it('keeps secrets out of the compose file', () => {
    const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
    assert.match(compose, /POSTGRES_PASSWORD: \$\{POSTGRES_PASSWORD:\?/);
    assert.match(compose, /JWT_SECRET: \$\{JWT_SECRET:\?/);
    assert.match(compose, /S3_SECRET_ACCESS_KEY: \$\{S3_SECRET_ACCESS_KEY:\?/);
  });
  it('has a Dockerfile per remote that copies only its own build', () => {
    for (const remote of existingRemotes({ root })) {
      const dockerfile = readFileSync(path.join(root, remote.folder, 'Dockerfile'), 'utf8');
      assert.equal(dockerfile, remoteDockerfile(remote.folder));
      const copies = dockerfile.split('\n').filter((line) => line.startsWith('COPY --from=build'));
      assert.deepEqual(copies, [`COPY --from=build --chown=web:web /src/${remote.folder}/dist /srv/www/remotes/${remote.folder}`]);
      assert.match(dockerfile, /^HEALTHCHECK /m);
    }
  });
  it('runs every image as an unprivileged user', () => {
    for (const file of ['api/Dockerfile', 'ops/mail.Dockerfile', 'ops/storage.Dockerfile', 'ops/images/base-nginx.Dockerfile', 'ops/images/postgres.Dockerfile', 'ops/images/redis.Dockerfile']) {
      const text = readFileSync(path.join(root, file), 'utf8');
      const users = [...text.matchAll(/^USER (\S+)/gm)].map((m) => m[1]);
      assert.ok(users.length > 0 && users.at(-1) !== 'root', `${file} ends as ${users.at(-1) ?? 'root'}`);
    }
  });
});

describe('production dependencies of the API image', () => {
  it('hold every runtime dependency and no build tool', () => {
    const { direct, entries } = productionClosure(root, 'api');
    const names = entries.map((entry) => path.basename(entry));
    for (const dependency of direct) assert.ok(names.some((n) => n.startsWith(`${dependency.replace('/', '+')}@`)), dependency);
    for (const tool of ['webpack@', 'jest@', 'typescript@', 'esbuild@']) assert.ok(!names.some((n) => n.startsWith(tool)), tool);
    assert.ok(lstatSync(path.join(root, 'api', 'node_modules', 'fastify')).isSymbolicLink());
  });
});
