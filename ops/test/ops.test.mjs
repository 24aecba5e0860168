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
import { startTraceSink } from '../trace-sink.mjs';
import { productionClosure } from '../prod-deps.mjs';
import { composeWithRemotes, remoteDockerfile, tagEnvName } from '../../scripts/sync-remotes.mjs';
import { encodedSourceMapPaths } from '../../scripts/fuzz/static-paths.mjs';

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
  it("passes on the request id and the trace the API continues, and logs the trace; nginx's figures on 8081 only", () => {
    assert.match(conf, /proxy_set_header X-Request-Id \$request_id_out;\n\s*proxy_set_header traceparent \$traceparent_out;/);
    assert.match(conf, /default "00-\$request_id-\$gateway_span_id-01";/);
    assert.match(conf, /"traceparent":"\$traceparent_out"/);
    assert.match(conf, /server \{\s+listen 8081;\s+access_log off;\s+location = \/stub_status \{ stub_status; \}/);
  });
  it('names the client from the socket and resolves containers per request', () => {
    assert.match(conf, /proxy_set_header X-Forwarded-For \$remote_addr;/);
    assert.match(conf, /resolver 127\.0\.0\.11/);
  });
  it("answers 503 with Retry-After and a message in the caller's language when the API cannot be reached", () => {
    assert.match(conf, /location \/api\/ \{[^}]*error_page 502 = @api_unavailable;[^}]*\}/);
    const named = /location @api_unavailable \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    assert.match(named, /add_header Retry-After \d+ always;/);
    assert.match(named, /return 503 \$api_unavailable_body;/);
    const map = /map \$http_accept_language \$api_unavailable_body \{\n([\s\S]*?)\n\}/.exec(conf)?.[1] ?? '';
    const bodies = [...map.matchAll(/^\s*(\S+) ("(?:[^"\\]|\\.)*");$/gm)].map(([, key, quoted]) => [
      key,
      JSON.parse(JSON.parse(quoted)).message,
    ]);
    assert.deepEqual(
      bodies.map(([key]) => key),
      ['default', '"~*^\\s*en"', '"~*^\\s*fr"', '"~*^\\s*it"'],
    );
    assert.match(bodies[0][1], /nicht erreichbar/);
    assert.match(bodies[2][1], /injoignable/);
  });
});

describe("the static files' nginx", () => {
  // nginx matches a location against the path decoded once (without the query), the same path it then reads the file
  // by: every spelling that reaches a source map on disk must meet the location that refuses it
  const refusing = (file) => {
    const text = readFileSync(path.join(root, 'ops', 'nginx', file), 'utf8');
    const [, flags, pattern] = /location (~\*?) "([^"]*)" \{ return 404; \}/.exec(text) ?? [];
    assert.ok(pattern, `${file}: a location that answers 404`);
    return new RegExp(pattern, flags === '~*' ? 'i' : '');
  };
  for (const file of ['static.conf', 'shell.conf.template']) {
    it(`${file} refuses a source map through an encoded path`, () => {
      const location = refusing(file);
      for (const url of encodedSourceMapPaths()) {
        const decoded = decodeURIComponent(url.split('?', 1)[0]);
        // decoded once, `%252emap` is `%2emap`: a name no file has
        if (/\.map$/i.test(decoded)) assert.match(decoded, location, `${file}: ${url}`);
      }
    });
  }
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
      assert.deepEqual(copies, [`COPY --from=build --chown=nginx:nginx /src/${remote.folder}/dist /srv/www/remotes/${remote.folder}`]);
      assert.match(dockerfile, /^HEALTHCHECK /m);
    }
  });
  const deployableDockerfiles = () => [
    'api/Dockerfile',
    'shell/Dockerfile',
    ...existingRemotes({ root }).map((remote) => `${remote.folder}/Dockerfile`),
    'ops/gateway.Dockerfile',
    'ops/mail.Dockerfile',
    'ops/storage.Dockerfile',
  ];
  it('builds every deployable on the official images by default, which build arguments replace', () => {
    const official = { BUILD_IMAGE: 'node:24-slim', NODE_IMAGE: 'node:24-slim', NGINX_IMAGE: 'nginx:1.27-bookworm' };
    for (const file of deployableDockerfiles()) {
      const text = readFileSync(path.join(root, file), 'utf8');
      const args = Object.fromEntries([...text.matchAll(/^ARG (\w+)=(\S+)$/gm)].map((m) => [m[1], m[2]]));
      const froms = [...text.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
      assert.ok(froms.length >= 2, `${file} is multi-stage`);
      for (const from of froms) {
        const arg = /^\$\{(\w+)\}$/.exec(from)?.[1];
        assert.ok(arg, `${file}: FROM ${from} is not a build argument`);
        assert.equal(args[arg], official[arg], `${file}: ${arg}`);
      }
      // the official Node image installs the dependencies; the local build image already has them (the gateway
      // needs none)
      if (file !== 'ops/gateway.Dockerfile') {
        assert.match(
          text,
          /^RUN \[ -d node_modules\/\.pnpm \] \|\| \(npm install -g --silent pnpm@10 && pnpm install --frozen-lockfile --filter /m,
          file,
        );
      }
      assert.match(text, /^HEALTHCHECK /m, `${file} has a health check`);
    }
  });
  it('composes the official images of PostgreSQL, Redis and MinIO, which variables replace, and builds the rest', () => {
    const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
    assert.match(compose, /\n {2}postgres:\n {4}image: \$\{POSTGRES_IMAGE:-postgres:17\}/);
    assert.match(compose, /\n {2}redis:\n {4}image: \$\{REDIS_IMAGE:-redis:7\}/);
    assert.match(compose, /\n {2}storage:\n {4}image: \$\{STORAGE_IMAGE:-minio\/minio:latest\}/);
    for (const file of deployableDockerfiles().filter((file) => file !== 'ops/storage.Dockerfile')) {
      assert.ok(compose.includes(`dockerfile: ${file}\n`), `docker-compose.yml builds ${file}`);
    }
    assert.match(compose, /\n {2}jobs:\n {4}<<: \*api\n {4}environment:\n {6}<<: \*api-environment\n {6}API_ROLE: jobs\n/);
    assert.match(
      compose,
      /\n {2}api:\n {4}<<: \*api\n {4}environment:\n {6}<<: \*api-environment\n[\s\S]*?API_ROLE: requests\n {4}scale: 2\n/,
    );
  });
  it('runs every image as an unprivileged user', () => {
    for (const file of [...deployableDockerfiles(), 'ops/images/postgres.Dockerfile', 'ops/images/redis.Dockerfile']) {
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
    for (const dependency of direct)
      assert.ok(
        names.some((n) => n.startsWith(`${dependency.replace('/', '+')}@`)),
        dependency,
      );
    for (const tool of ['webpack@', 'jest@', 'typescript@', 'esbuild@']) assert.ok(!names.some((n) => n.startsWith(tool)), tool);
    assert.ok(lstatSync(path.join(root, 'api', 'node_modules', 'fastify')).isSymbolicLink());
  });
});

describe('the local stand-in for MinIO', () => {
  it('is started the way MinIO is, with its root user as the access key', async () => {
    const { parseArgs } = await import('../storage-server.mjs');
    assert.deepEqual(parseArgs(['server', '/data'], { MINIO_ROOT_USER: 'portal', MINIO_ROOT_PASSWORD: 'secret-key' }), {
      directory: '/data',
      address: '0.0.0.0',
      port: 9000,
      key: { user: 'portal', password: 'secret-key' },
    });
    assert.equal(parseArgs(['server', '/d', '--address', '127.0.0.1:9100'], {}).port, 9100);
    assert.throws(() => parseArgs(['gateway', '/data'], {}), /usage/);
    assert.throws(() => parseArgs(['server', '/data'], { MINIO_ROOT_USER: 'portal' }), /MINIO_ROOT_PASSWORD/);
  });
});

describe('the receiver of traces (ops/trace-sink.mjs)', () => {
  it('logs each span of an OTLP/HTTP JSON export as a line and answers the spans of a trace', async () => {
    const lines = [];
    const server = await startTraceSink({ port: 0, host: '127.0.0.1', write: (line) => lines.push(JSON.parse(line)) });
    const base = `http://127.0.0.1:${server.address().port}`;
    try {
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const span = (spanId, parentSpanId, name) => ({
        traceId,
        spanId,
        parentSpanId,
        name,
        kind: 2,
        startTimeUnixNano: '1700000000000000000',
        endTimeUnixNano: '1700000000012500000',
        attributes: [
          { key: 'portal.request_id', value: { stringValue: 'r-1' } },
          { key: 'n', value: { intValue: '3' } },
        ],
      });
      const body = {
        resourceSpans: [
          {
            resource: { attributes: [{ key: 'service.name', value: { stringValue: 'portal-api' } }] },
            scopeSpans: [
              {
                spans: [
                  span('00f067aa0ba902b7', '', 'GET /x'),
                  { ...span('00f067aa0ba902b8', '00f067aa0ba902b7', 'SELECT t'), traceId: 'f'.repeat(32) },
                ],
              },
            ],
          },
        ],
      };
      const posted = await fetch(`${base}/v1/traces`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      assert.equal(posted.status, 200);
      assert.equal(lines.length, 2);
      assert.deepEqual(lines[0], {
        service: 'portal-api',
        traceId,
        spanId: '00f067aa0ba902b7',
        parentSpanId: null,
        name: 'GET /x',
        kind: 2,
        start: 1700000000000,
        ms: 12.5,
        status: 0,
        attributes: { 'portal.request_id': 'r-1', n: 3 },
      });
      const { spans } = await (await fetch(`${base}/v1/traces/${traceId}`)).json();
      assert.deepEqual(
        spans.map((s) => s.name),
        ['GET /x'],
      );
      const protobuf = await fetch(`${base}/v1/traces`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-protobuf' },
        body: 'x',
      });
      assert.equal(protobuf.status, 415);
    } finally {
      server.close();
    }
  });
});
