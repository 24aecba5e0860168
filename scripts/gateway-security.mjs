// The gateway's protections, kept apart from its routing: the security headers of every answer, the body limits of
// the requests it forwards to the API, and the source maps it does not serve.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

/** The origin of an absolute http(s) URL, or null for a path on the portal's own origin. */
function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The hashes ('sha256-…') of the inline scripts of an HTML page, e.g. the preload script of the shell's index.html. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of String(html).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/.test(match[1]) || match[2].length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The Content-Security-Policy of the portal's pages.
 * - script-src: the portal's own origin, the origins of the remotes' manifests in portal-config.json (the Module
 *   Federation runtime adds their remoteEntry.js and chunks as <script> elements) and, by hash, the inline scripts of
 *   index.html. No 'unsafe-inline', no 'unsafe-eval': the production bundles need neither.
 * - style-src needs 'unsafe-inline': MUI styles with emotion, which writes its rules into <style> elements at run time
 *   (in production through CSSStyleSheet.insertRule on such an element), and index.html has a small critical <style>.
 *   A nonce would mean rendering index.html per request and giving the nonce to the emotion cache of the shell and of
 *   every remote (createCache({ nonce })), and it buys little: injected CSS cannot run script. Style attributes that
 *   React sets go through the CSSOM (element.style), which CSP does not restrict.
 * - connect-src: the portal's origin, the API base (when portal-config.json points it elsewhere) and the remotes'
 *   origins (the runtime fetches each mf-manifest.json).
 * - images and fonts: own origin, the remotes' origins, data: URIs (inlined SVG and fonts) and blob: (previews of
 *   files the user picks or downloads).
 * - frame-ancestors 'none' (with X-Frame-Options: DENY for older browsers): no page of the portal can be framed.
 */
export function contentSecurityPolicy(config, html = '') {
  const remoteOrigins = [
    ...new Set(
      Object.values(config.remotes ?? {})
        .map((r) => originOf(r.manifest))
        .filter(Boolean),
    ),
  ];
  const apiOrigin = originOf(config.apiBase ?? '');
  const list = (...sources) => [...new Set(sources.flat().filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", remoteOrigins, inlineScriptHashes(html))}`,
    `style-src ${list("'self'", "'unsafe-inline'", remoteOrigins)}`,
    `img-src ${list("'self'", 'data:', 'blob:', remoteOrigins)}`,
    `font-src ${list("'self'", 'data:', remoteOrigins)}`,
    `connect-src ${list("'self'", apiOrigin, remoteOrigins)}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** What every answer of the gateway carries, the API's included. */
export const BASE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * Adds the security headers to every answer. Pages and assets get the portal's CSP (computed from the current
 * index.html, whose inline script changes with each build); the API's answers keep a CSP the API set itself (its
 * OpenAPI reference page has its own) and otherwise get one that allows nothing, since JSON needs nothing.
 * @param {import('fastify').FastifyInstance} app
 * hsts: the portal is served over https (PUBLIC_URL): browsers are told to keep to it for a year.
 * @param {{ config: object, indexHtml: () => Buffer | string, hsts?: boolean }} options
 */
export function registerSecurityHeaders(app, { config, indexHtml, hsts = false }) {
  let lastHtml;
  let lastPolicy = contentSecurityPolicy(config);
  const pagePolicy = () => {
    let html = '';
    try {
      html = String(indexHtml());
    } catch {
      return lastPolicy; // no build yet
    }
    if (html !== lastHtml) {
      lastHtml = html;
      lastPolicy = contentSecurityPolicy(config, html);
    }
    return lastPolicy;
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(BASE_SECURITY_HEADERS);
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/api/')) reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    else reply.header('content-security-policy', pagePolicy());
    done();
  });
}

/**
 * The path of a request as a file server reads it: without the query, its percent-encoding undone (`/main.js.ma%70`
 * and `/main.js%2emap` are `/main.js.map` to @fastify/static and to nginx). Decoded until it no longer changes, so
 * that no encoding of an encoding slips through either; a malformed escape stays as it is (no file server serves it).
 */
export function decodedPath(url) {
  let pathname = String(url).split('?', 1)[0];
  for (let round = 0; round < 5; round += 1) {
    let decoded;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return pathname;
    }
    if (decoded === pathname) return pathname;
    pathname = decoded;
  }
  return pathname;
}

/** A source map's path, in any letter case and with trailing slashes or dots a file server might drop. */
export const isSourceMapPath = (url) => /\.map[/.]*$/i.test(decodedPath(url));

/**
 * Source maps stay on disk for debugging but are not served: they would publish the whole source. The decoded path is
 * matched, as the static file server decodes it before it looks for the file (docs/files-and-gateway.md).
 */
export function registerSourceMapBlock(app) {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/') && isSourceMapPath(request.url)) {
      reply.code(404).send({ message: 'Not Found' });
      return;
    }
    done();
  });
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** docs/api.md: a file upload is at most 10 MB; 1 MB more for the multipart boundaries, part headers and text fields. */
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024 + 1024 * 1024;

/**
 * The API's upload routes, as its OpenAPI document names them: every route that reads a multipart/form-data body
 * (readMultipart of api/src/lib/multipart.ts, which takes one file of at most 10 MB). Not kept by hand alone:
 * scripts/test/gateway-upload-routes.test.mjs finds the routes in the API's sources and fails when this list differs.
 */
export const UPLOAD_ROUTES = [
  'POST /api/v1/admin_partner/portfolio_analyse_documents',
  'POST /api/v1/admin_partner/projections/export_projection',
  'PUT /api/v1/admin_partner/clients/{id}/save_documents',
  'PUT /api/v1/admin_partner/vb_search/{id}/pao_signed_document',
];

/**
 * Each upload route as its method and a pattern of its path: a parameter (`{id}`) is any one segment, and a trailing
 * slash is allowed, as the API ignores it (its paths are words, digits and `_`: nothing else to escape).
 */
const uploadRoutes = UPLOAD_ROUTES.map((route) => {
  const [method, routePath] = route.split(' ');
  return { method, path: new RegExp(`^${routePath.replace(/\{\w+\}/g, '[^/]+')}/?$`) };
});

/**
 * The largest body the gateway forwards to the API for a request. An upload is a multipart/form-data request to one
 * of the API's upload routes (UPLOAD_ROUTES, e.g. PUT /api/v1/admin_partner/clients/{id}/save_documents); it may
 * carry UPLOAD_BODY_LIMIT bytes. Every other request, including a multipart request to any other route or with
 * another method, at most DEFAULT_BODY_LIMIT (the API's own limit).
 */
export function bodyLimitFor(method, url, contentType = '') {
  const pathname = url.split('?', 1)[0];
  const multipart = /^multipart\/form-data\b/i.test(contentType);
  const upload = multipart && uploadRoutes.some((route) => route.method === String(method).toUpperCase() && route.path.test(pathname));
  return upload ? UPLOAD_BODY_LIMIT : DEFAULT_BODY_LIMIT;
}

const TOO_LARGE = {
  de: 'Die Anfrage ist zu gross (höchstens {size}).',
  en: 'The request is too large (at most {size}).',
  fr: 'La requête est trop volumineuse (au maximum {size}).',
  it: 'La richiesta è troppo grande (al massimo {size}).',
};

/** The first language of Accept-Language the portal has (German without one, as the API answers). */
const languageOf = (acceptLanguage = '') =>
  String(acceptLanguage)
    .split(',')
    .map((part) => part.trim().slice(0, 2).toLowerCase())
    .find((code) => code in TOO_LARGE) ?? 'de';

/** The 413 message in the language of Accept-Language (German without a supported one, as the API answers). */
export function tooLargeMessage(acceptLanguage = '', limit) {
  const size = `${Math.round((limit / (1024 * 1024)) * 10) / 10} MB`;
  return TOO_LARGE[languageOf(acceptLanguage)].replace('{size}', size);
}

/** What a caller reads when the API cannot be reached; the nginx gateway's configuration holds the same texts. */
export const API_UNAVAILABLE_MESSAGES = {
  de: 'Der Dienst ist im Moment nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.',
  en: 'The service cannot be reached at the moment. Please try again in a few seconds.',
  fr: 'Le service est momentanément injoignable. Veuillez réessayer dans quelques secondes.',
  it: 'Il servizio non è raggiungibile al momento. La preghiamo di riprovare tra qualche secondo.',
};

/** The seconds a client waits before it asks again when the API cannot be reached (Retry-After). */
export const API_RETRY_AFTER_SECONDS = 5;

/** The 503 message in the language of Accept-Language. */
export const unavailableMessage = (acceptLanguage = '') => API_UNAVAILABLE_MESSAGES[languageOf(acceptLanguage)];

/**
 * The answer when the API cannot be reached or fails to answer (down, restarting, a connection reset): 503 with
 * Retry-After (504 without it after the proxy's time limit) and a message in the caller's language, never the proxy's error, whose text names the API's
 * internal address (`connect ECONNREFUSED 127.0.0.1:3001`). The error goes to the gateway's log instead.
 * For @fastify/reply-from's `onError`.
 */
export function answerApiUnreachable(reply, { error }) {
  reply.request.log.warn({ err: error }, 'API not reachable');
  // a request the API took longer than the proxy's limit to answer may have done its work: a timeout, no invitation
  // to send it again
  if (error?.statusCode === 504) reply.code(504);
  else reply.code(503).header('retry-after', String(API_RETRY_AFTER_SECONDS));
  reply
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ message: unavailableMessage(reply.request.headers['accept-language']) });
}

class PayloadTooLarge extends Error {}

/** Reads a body of unknown length (chunked) up to limit bytes; rejects with PayloadTooLarge past it. */
async function readUpTo(stream, limit) {
  const chunks = [];
  let length = 0;
  for await (const chunk of stream) {
    length += chunk.length;
    if (length > limit) throw new PayloadTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Limits the bodies of API requests before they are forwarded. A declared Content-Length over the limit is answered
 * 413 at once, without reading the body; a chunked body is read up to the limit and forwarded with its length (the
 * API sees the same framing either way). The connection is closed after a 413, so the rest of the body is not read.
 * Without this the proxy streamed the body into an API that had already answered, and the client got 500 EPIPE.
 */
export function registerBodyLimits(app) {
  const refuse = (request, reply, limit) =>
    reply
      .code(413)
      .header('connection', 'close')
      .send({ message: tooLargeMessage(request.headers['accept-language'], limit) });

  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const limit = bodyLimitFor(request.method, request.url, request.headers['content-type']);
    const declared = request.headers['content-length'];
    if (declared !== undefined && Number(declared) > limit) {
      refuse(request, reply, limit);
      return;
    }
    done();
  });

  app.addHook('preParsing', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || request.headers['content-length'] !== undefined) return payload;
    if (!request.headers['transfer-encoding']) return payload;
    const limit = bodyLimitFor(request.method, request.url, request.headers['content-type']);
    try {
      const body = await readUpTo(payload, limit);
      delete request.headers['transfer-encoding'];
      request.headers['content-length'] = String(body.length);
      return Readable.from([body]);
    } catch (error) {
      if (!(error instanceof PayloadTooLarge)) throw error;
      refuse(request, reply, limit);
      return reply;
    }
  });
}
