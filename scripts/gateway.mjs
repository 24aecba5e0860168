// The gateway that composes the portal on one origin, as operations would with docker-compose:
// the shell at /, each remote under /remotes/<folder>/, the runtime configuration at /portal-config.json
// and the partner API proxied under /api/v1.
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSignInPath } from '@portal/build-kit/pages';
import { builtRemotes as registeredBuiltRemotes } from '@portal/build-kit/registry';
import { manifestEnvName, remotePublicPath } from '@portal/build-kit/remotes';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { answerApiUnreachable, registerBodyLimits, registerSecurityHeaders, registerSourceMapBlock } from './gateway-security.mjs';

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
  const { 'x-forwarded-for': _forged, 'x-real-ip': _real, forwarded: _forwarded, 'x-proxy-secret': _secret, ...rest } = headers;
  if (request.method === 'GET' || request.method === 'HEAD') {
    delete rest['content-length'];
    delete rest['transfer-encoding'];
    delete rest['content-type'];
  }
  return { ...rest, 'x-forwarded-for': request.socket.remoteAddress ?? '' };
}

/** A W3C `traceparent` as a client may send it: version 00, a trace id and a parent span id that are not all zeros. */
const TRACEPARENT = /^00-(?!0{32})[0-9a-f]{32}-(?!0{16})[0-9a-f]{16}-[0-9a-f]{2}$/;

/**
 * The request id and the trace the API continues (docs/operations.md, "Traces"), as the nginx gateway sets them: the
 * request id is the client's X-Request-Id or the gateway's own (32 hex digits), and a valid `traceparent` of the
 * client is passed on, else one is started whose trace id is the gateway's request id, so that the gateway's log line
 * and the API's spans are found by the same id.
 */
export function traceHeaders(request, headers) {
  const given = headers.traceparent;
  return {
    'x-request-id': headers['x-request-id'] || request.id,
    traceparent: typeof given === 'string' && TRACEPARENT.test(given) ? given : `00-${request.id}-${request.id.slice(0, 16)}-01`,
  };
}

/** What a request is for, as the gateway's metrics count it: a few areas, never the path with its ids. */
export function areaOf(url) {
  if (url.startsWith('/api/')) return 'api';
  if (url.startsWith('/remotes/')) return 'remotes';
  if (url.startsWith('/portal-config.json')) return 'config';
  return 'pages';
}

/**
 * The gateway's Prometheus figures (docs/operations.md): requests by area and status class and their latency, on a
 * port of their own (GATEWAY_METRICS_PORT), never on the public one.
 */
function gatewayMetrics(app) {
  const registry = new Registry();
  registry.setDefaultLabels({ role: 'gateway' });
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'portal_gateway_requests_total',
    help: 'Requests the gateway answered, by area (api, remotes, config, pages) and status class',
    labelNames: ['area', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_gateway_request_duration_seconds',
    help: 'Time the gateway took to answer, by area (for the API: including its answer)',
    labelNames: ['area'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const area = areaOf(request.url);
    requests.inc({ area, status: `${Math.floor(reply.statusCode / 100)}xx` });
    latency.observe({ area }, reply.elapsedTime / 1000);
  });
  return registry;
}

/** GET /metrics of `registry` on its own port; undefined without one. */
async function serveMetrics(registry, port, host) {
  if (port === undefined) return undefined;
  const server = http.createServer(async (req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': registry.contentType }).end(await registry.metrics());
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  return server;
}

/** The portal's languages; German when nothing chooses another (docs/screens-and-layout.md). */
const LOCALES = ['de', 'en', 'fr', 'it'];

/** The notice a browser without JavaScript shows, in each language (formal address, as everywhere in the portal). */
export const NOSCRIPT_NOTICE = {
  de: {
    title: 'JavaScript ist ausgeschaltet',
    text: 'Bitte aktivieren Sie JavaScript in Ihrem Browser, um das Partnerportal zu verwenden.',
  },
  en: { title: 'JavaScript is turned off', text: 'Please enable JavaScript in your browser to use the partner portal.' },
  fr: {
    title: 'JavaScript est désactivé',
    text: 'Veuillez activer JavaScript dans votre navigateur pour utiliser le portail partenaires.',
  },
  it: { title: 'JavaScript è disattivato', text: 'Attivi JavaScript nel Suo browser per utilizzare il portale partner.' },
};

/**
 * The language of a page, as the shell would choose it before its script runs: `?locale=`, then the address's prefix
 * (`/fr/login`), then the `locale` cookie, then the browser's Accept-Language, then German.
 */
export function pageLocale(url, headers = {}) {
  const parsed = new URL(url, 'http://portal.invalid');
  const query = parsed.searchParams.get('locale');
  if (LOCALES.includes(query)) return query;
  const prefix = parsed.pathname.split('/')[1];
  if (LOCALES.includes(prefix)) return prefix;
  const cookie = /(?:^|;\s*)locale=([a-z]{2})(?:;|$)/.exec(headers.cookie ?? '')?.[1];
  if (LOCALES.includes(cookie)) return cookie;
  const accepted = String(headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.split('-')[0], q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.q > 0 && LOCALES.includes(entry.base))
    .sort((a, b) => b.q - a.q);
  return accepted[0]?.base ?? 'de';
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** index.html in a language: `<html lang>` and the no-JavaScript notice (the shell sets `lang` itself once it runs). */
export function localizedIndexHtml(html, locale) {
  const notice = NOSCRIPT_NOTICE[locale] ?? NOSCRIPT_NOTICE.de;
  return String(html)
    .replace(/<html lang="[a-z]{2}"/, `<html lang="${locale}"`)
    .replace(/(<[^>]*data-noscript-title[^>]*>)[^<]*/, `$1${escapeHtml(notice.title)}`)
    .replace(/(<[^>]*data-noscript-text[^>]*>)[^<]*/, `$1${escapeHtml(notice.text)}`);
}

// Content-hashed chunks never change; everything else (index.html, main.js, remoteEntry.js, mf-manifest.json,
// images without a hash) is revalidated on every load, so a deploy is seen at once.
// (with @fastify/static's preCompressed, the path is that of the .br or .gz copy)
const HASHED = /\.[0-9a-f]{16,}\.(js|css|woff2?|png|jpe?g|webp|svg)(\.br|\.gz)?$/;

// @fastify/static 10 passes the Fastify reply here.
function setCacheHeaders(reply, filePath) {
  reply.header('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * shellDist: where the shell's build is (a test serves a small one of its own). host: loopback unless GATEWAY_HOST says
 * otherwise (`0.0.0.0` to reach a development portal from another machine). proxySecret: sent to the API as
 * X-Proxy-Secret, without which it ignores X-Forwarded-For (PROXY_SECRET). publicUrl: https adds HSTS. metricsPort:
 * where Prometheus reads the gateway's figures (GATEWAY_METRICS_PORT; none without it), on `host` as well.
 * staticDirs: more folders of built files, each `{ prefix: '/bench-baseline/', root }`, served as the shell's are (their
 * .br and .gz copies, the same cache headers, index.html at the prefix): the bench's reference page (scripts/bench.mjs).
 */
export async function startGateway({
  port = 8080,
  host = process.env.GATEWAY_HOST || '127.0.0.1',
  apiUrl = 'http://127.0.0.1:3001',
  logger = false,
  shellDist = path.join(root, 'shell', 'dist'),
  proxySecret = undefined,
  publicUrl = undefined,
  metricsPort = process.env.GATEWAY_METRICS_PORT ? Number(process.env.GATEWAY_METRICS_PORT) : undefined,
  staticDirs = [],
} = {}) {
  // the request id is a trace id as well (traceHeaders)
  const app = Fastify({ logger, genReqId: () => randomBytes(16).toString('hex') });
  const metrics = gatewayMetrics(app);
  const remotes = builtRemotes();
  const config = portalConfig(remotes);

  const indexHtml = () => readFileSync(path.join(shellDist, 'index.html'));
  // the sign-in page's light build (shell/src/sign-in.tsx), where the shell's build has one
  const loginHtml = () => (existsSync(path.join(shellDist, 'login.html')) ? readFileSync(path.join(shellDist, 'login.html')) : indexHtml());
  registerSecurityHeaders(app, { config, indexHtml, hsts: String(publicUrl ?? '').startsWith('https:') });
  registerSourceMapBlock(app);
  registerBodyLimits(app);

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  await app.register(httpProxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    // Kept-alive connections to the API: one the API closes at the moment the gateway reuses it (its keep-alive
    // timeout, Fastify's 72 s, running out just then) failed the request with a 500 "Connection Reset" (the client
    // detail's panel stayed a skeleton). The gateway lets an idle connection go well before the API does, and sends a
    // GET, HEAD or OPTIONS (no body, safe to repeat) again on another connection when the one it used was closed
    // under it; a write is never repeated.
    http: { requestOptions: { timeout: 120_000 }, agentOptions: { timeout: 30_000 } },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...apiRequestHeaders(request, headers),
        ...traceHeaders(request, headers),
        ...(proxySecret ? { 'x-proxy-secret': proxySecret } : {}),
      }),
      retriesCount: 3,
      // the API down or restarting: 503 with Retry-After, never the proxy's error with the API's address
      onError: answerApiUnreachable,
    },
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
      // the .br and .gz copies that scripts/build.mjs wrote beside each file (lib/precompress.mjs)
      preCompressed: true,
    });
  }

  for (const dir of staticDirs) {
    await app.register(fastifyStatic, {
      root: dir.root,
      prefix: dir.prefix,
      decorateReply: false,
      setHeaders: setCacheHeaders,
      preCompressed: true,
    });
  }

  await app.register(fastifyStatic, { root: shellDist, prefix: '/', setHeaders: setCacheHeaders, index: false, preCompressed: true });

  // The page in the visitor's language: it depends on the address, the locale cookie and Accept-Language.
  const sendPage = (req, reply) => {
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie, Accept-Language')
      .type('text/html')
      .send(localizedIndexHtml(isSignInPath(req.url) ? loginHtml() : indexHtml(), pageLocale(req.url, req.headers)));
  };
  app.get('/', sendPage);

  // Client-side routes: any page path that is not a file falls back to the shell, which renders its own 404 page
  // with status 404 for unknown routes (the status of the HTML response itself is 200, as with every SPA).
  app.setNotFoundHandler((req, reply) => {
    const accepts = req.headers.accept ?? '';
    if (req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/remotes/') && accepts.includes('text/html')) {
      sendPage(req, reply);
      return;
    }
    reply.code(404).send({ message: 'Not Found' });
  });

  const metricsServer = await serveMetrics(metrics, metricsPort, host);
  if (metricsServer) app.addHook('onClose', async () => void metricsServer.close());
  await app.listen({ port, host });
  return { app, remotes, config, metricsServer };
}
