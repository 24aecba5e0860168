// The gateway that composes the portal on one origin, as operations would with docker-compose:
// the shell at /, each remote under /remotes/<folder>/, the runtime configuration at /portal-config.json
// and the partner API proxied under /api/v1.
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtRemotes as registeredBuiltRemotes } from '@portal/build-kit/registry';
import { manifestEnvName, remotePublicPath } from '@portal/build-kit/remotes';
import { registerBodyLimits, registerSecurityHeaders, registerSourceMapBlock } from './gateway-security.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The remotes of build-kit/remotes.json that are built here (dist/mf-manifest.json), each with its federation name
 * (derived from the folder: mf-custom-portfolios → mf_custom_portfolios) and version.
 */
export function builtRemotes({ root: from = root } = {}) {
  return registeredBuiltRemotes({ root: from }).map(({ folder, name, version }) => ({ folder, name, version }));
}

/**
 * portal-config.json from the environment: REMOTE_<NAME>_URL (e.g. REMOTE_MF_STATISTICS_URL) points a remote's
 * manifest elsewhere, so a remote can be redeployed or moved without rebuilding the shell.
 */
export function portalConfig(remotes, env = process.env) {
  return {
    apiBase: env.PORTAL_API_BASE ?? '/api/v1',
    remotes: Object.fromEntries(
      remotes.map((remote) => [
        remote.name,
        {
          manifest: env[manifestEnvName(remote.folder)] ?? `${remotePublicPath(remote.folder)}mf-manifest.json`,
          version: remote.version,
        },
      ]),
    ),
  };
}

/**
 * The headers the API sees. The gateway is the only proxy the API trusts, so it names the client from its own
 * socket and drops whatever the client sent as X-Forwarded-For. A GET or HEAD is forwarded without a body, so its
 * framing headers go too: otherwise the API would read the next request on the connection as this one's body.
 */
export function apiRequestHeaders(request, headers) {
  const { 'x-forwarded-for': _forged, 'x-real-ip': _real, forwarded: _forwarded, ...rest } = headers;
  if (request.method === 'GET' || request.method === 'HEAD') {
    delete rest['content-length'];
    delete rest['transfer-encoding'];
    delete rest['content-type'];
  }
  return { ...rest, 'x-forwarded-for': request.socket.remoteAddress ?? '' };
}

// Content-hashed chunks never change; everything else (index.html, main.js, remoteEntry.js, mf-manifest.json,
// images without a hash) is revalidated on every load, so a deploy is seen at once.
const HASHED = /\.[0-9a-f]{16,}\.(js|css|woff2?|png|jpe?g|webp|svg)$/;

// @fastify/static 10 passes the Fastify reply here.
function setCacheHeaders(reply, filePath) {
  reply.header('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export async function startGateway({ port = 8080, host = '0.0.0.0', apiUrl = 'http://127.0.0.1:3001', logger = false } = {}) {
  const app = Fastify({ logger });
  const remotes = builtRemotes();
  const config = portalConfig(remotes);

  const shellDist = path.join(root, 'shell', 'dist');
  const indexHtml = () => readFileSync(path.join(shellDist, 'index.html'));
  registerSecurityHeaders(app, { config, indexHtml });
  registerSourceMapBlock(app);
  registerBodyLimits(app);

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  await app.register(httpProxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    http: { requestOptions: { timeout: 120_000 } },
    replyOptions: { rewriteRequestHeaders: apiRequestHeaders },
  });

  app.get('/portal-config.json', (_req, reply) => {
    reply.header('Cache-Control', 'no-cache').send(config);
  });

  for (const remote of remotes) {
    await app.register(fastifyStatic, {
      root: path.join(root, remote.folder, 'dist'),
      prefix: remotePublicPath(remote.folder),
      decorateReply: false,
      setHeaders: setCacheHeaders,
      preCompressed: false,
    });
  }

  await app.register(fastifyStatic, { root: shellDist, prefix: '/', setHeaders: setCacheHeaders, index: false });

  app.get('/', (_req, reply) => {
    reply.header('Cache-Control', 'no-cache').type('text/html').send(indexHtml());
  });

  // Client-side routes: any page path that is not a file falls back to the shell, which renders its own 404 page
  // with status 404 for unknown routes (the status of the HTML response itself is 200, as with every SPA).
  app.setNotFoundHandler((req, reply) => {
    const accepts = req.headers.accept ?? '';
    if (req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/remotes/') && accepts.includes('text/html')) {
      reply.header('Cache-Control', 'no-cache').type('text/html').send(indexHtml());
      return;
    }
    reply.code(404).send({ message: 'Not Found' });
  });

  await app.listen({ port, host });
  return { app, remotes, config };
}
