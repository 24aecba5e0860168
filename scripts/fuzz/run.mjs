// The fuzz suite of issue 9: every operation of the OpenAPI document, through the gateway, with the malformed requests
// of cases.mjs, as a signed-in adviser of one company; path ids of the other company's data on top. A case fails on
// a 5xx, on no answer within the configured time (a hang), on a 2xx where the request must be refused, and on any
// answer that holds the other company's data.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { accessCases } from './access-cases.mjs';
import { casesFor } from './cases.mjs';
import { idCases } from './id-cases.mjs';
import { lockoutCases } from './lockout-cases.mjs';
import { staticPathCases } from './static-paths.mjs';
import { archiveBombCases } from './upload-cases.mjs';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const PASSWORD = 'Partner-2026';

export function operationsOf(doc) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ path, method, operation })),
  );
}

/** One request on its own or a given agent; never rejects: `{ status, body }` or `{ error }` (a hang: 'timeout'). */
export function send(baseUrl, { method, path, headers = {}, body }, { agent, timeoutMs }) {
  const url = new URL(path, baseUrl);
  return new Promise((resolve) => {
    const request = http.request(url, {
      method,
      headers: { ...headers, ...(body !== undefined ? { 'content-length': Buffer.byteLength(body) } : {}) },
      agent,
    });
    const timer = setTimeout(() => {
      request.destroy(new Error('timeout'));
    }, timeoutMs);
    request.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', (error) => {
        clearTimeout(timer);
        resolve({ error: error.message });
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      resolve({ error: error.message });
    });
    if (body !== undefined) request.write(body);
    request.end();
  });
}

async function signIn(baseUrl, email, options) {
  const response = await send(
    baseUrl,
    {
      method: 'POST',
      path: '/api/v1/admin_partner/authorization/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    },
    options,
  );
  const token = response.status === 200 ? JSON.parse(response.body).tokens?.access_token : undefined;
  if (!token)
    throw new Error(`fuzz: signing in as ${email} failed (${response.status ?? response.error}): ${response.body?.slice(0, 200)}`);
  return token;
}

/** The token's claims, changed by `change`, signed with `key` (HS256). */
function claimsOf(token) {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return {};
  }
}

function resign(token, key, change = (claims) => claims) {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const claims = change(claimsOf(token));
  const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/** The token's claims without a signature, as `alg: none`. */
function unsigned(token) {
  const payload = Buffer.from(JSON.stringify(claimsOf(token))).toString('base64url');
  return `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
}

const PERSONAL = /name|email|iban|phone|street|city|address|company|partner|zip/i;

/** Ids and personal strings in an answer: what the other company's adviser sees must not reach this one. */
function harvest(value, into, source, key = '') {
  if (Array.isArray(value)) for (const item of value) harvest(item, into, source, key);
  else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) harvest(item, into, source, name);
  else if (typeof value === 'number' && /(^|_)id$/i.test(key) && Number.isInteger(value)) {
    into.ids.add(value);
    if (key === 'id') (into.bySource[source] ??= new Set()).add(value);
  } else if (typeof value === 'string' && PERSONAL.test(key) && value.length >= 5) into.strings.add(value);
}

/** GET every operation without path parameters, every page of it with the largest page there is, as one user. */
async function seenBy(baseUrl, doc, token, options) {
  // texts: every answer as read, for what this user sees outside the personal fields (a document sent to both companies
  // lists its title in every language: the French one is no secret of the French-speaking company)
  const seen = { ids: new Set(), strings: new Set(), bySource: {}, texts: [] };
  for (const { path, method, operation } of operationsOf(doc)) {
    if (method !== 'get' || path.includes('{') || path.includes('/dev/')) continue;
    const query = new URLSearchParams();
    const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
    for (const parameter of parameters) {
      if (parameter.schema?.type === 'integer' && parameter.schema.maximum && /per_page|limit/.test(parameter.name))
        query.set(parameter.name, String(parameter.schema.maximum));
    }
    const paged = parameters.some((parameter) => parameter.name === 'page');
    let previous = '';
    for (let page = 1; page <= 50; page += 1) {
      if (paged) query.set('page', String(page));
      const response = await send(
        baseUrl,
        {
          method: 'GET',
          path: `${path}${query.size ? `?${query}` : ''}`,
          headers: { authorization: `Bearer ${token}` },
        },
        options,
      );
      // a CSV or PDF answer holds no ids to harvest (the leak check reads every answer as text)
      if (response.status !== 200 || response.body === previous || !/json/.test(response.headers['content-type'] ?? '')) break;
      seen.texts.push(response.body);
      const body = JSON.parse(response.body);
      const before = seen.ids.size + seen.strings.size;
      harvest(body, seen, path);
      // the last page: nothing new on it
      if (!paged || seen.ids.size + seen.strings.size === before) break;
      previous = response.body;
    }
  }
  return seen;
}

/**
 * @param {{ baseUrl: string, doc: object, jwtSecret?: string, seed?: number, timeoutMs?: number, concurrency?: number,
 *   user?: string, other?: string, log?: (line: string) => void }} options
 * @returns {Promise<{ passed: number, failed: { name: string, reason: string }[], operations: number }>}
 */
export async function fuzz({
  baseUrl,
  doc,
  jwtSecret,
  seed = 1,
  timeoutMs = 10_000,
  concurrency = 6,
  user = 'demo@partner.example',
  other = 'other@second-partner.example',
  // an adviser of `user`'s company without some modules: the role and module matrix (access-cases.mjs) when given
  withoutModules,
  // the API's login throttle (loginThrottle in api/src/config.ts), the reset links it mails per account and window and
  // the tries of a security code (docs/operations.md): the lock-out cases bound the verdicts and the links by them
  throttle = { freeFailures: 5, baseDelayMs: 2000, resetLinks: 3, codeTries: 5 },
  // accounts the lock-out cases (lockout-cases.mjs) attack, which no other case signs in as; none: no lock-out cases
  lockoutAccounts,
  log = () => undefined,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const options = { agent, timeoutMs };
  try {
    // signing in and reading what each company sees is the setup, not under test: no short limit there
    const setup = { agent, timeoutMs: Math.max(timeoutMs, 60_000) };
    const token = await signIn(baseUrl, user, setup);
    const otherToken = await signIn(baseUrl, other, setup);
    const limitedToken = withoutModules ? await signIn(baseUrl, withoutModules, setup) : undefined;
    const mine = await seenBy(baseUrl, doc, token, setup);
    const theirs = await seenBy(baseUrl, doc, otherToken, setup);
    const foreignIds = [...theirs.ids].filter((id) => !mine.ids.has(id)).sort((a, b) => a - b);
    // a name made only of names the own company's people bear too (each company has a "Camille Widmer") is no secret
    const ownWords = new Set([...mine.strings].flatMap((seen) => seen.split(/\s+/)));
    const foreignStrings = [...theirs.strings].filter(
      (text) =>
        ![...mine.strings].some((seen) => seen.includes(text)) &&
        !mine.texts.some((answer) => answer.includes(JSON.stringify(text).slice(1, -1))) &&
        !text.split(/\s+/).every((word) => ownWords.has(word)),
    );
    if (foreignIds.length === 0 || foreignStrings.length === 0)
      throw new Error('fuzz: the other company shows no data of its own to look for');
    // for `/clients/{id}/...` the ids of the other company's `/clients` list, else any of its ids: the first, the
    // middle and the last
    const spread = (ids) => [...new Set([ids[0], ids[Math.floor(ids.length / 2)], ids[ids.length - 1]])].filter((id) => id !== undefined);
    const foreignIdsFor = (template, name) => {
      const before = template.slice(0, template.indexOf(`{${name}}`) - 1);
      const listed = [...(theirs.bySource[before] ?? [])].filter((id) => !mine.ids.has(id)).sort((a, b) => a - b);
      return spread(listed.length ? listed : foreignIds);
    };
    log(`fuzz: ${foreignIds.length} ids and ${foreignStrings.length} texts only the other company sees`);

    const operations = operationsOf(doc);
    const cases = operations.flatMap((operation) => {
      const own = casesFor(doc, operation, { seed });
      const pathParams = (operation.operation.parameters ?? []).filter((p) => p.in === 'path');
      // three ids of the other company's data in each path parameter (the rest of the path valid)
      const valid = own.find((c) => c.name.endsWith('a request as a client would send it'));
      const foreign = pathParams.flatMap((parameter) =>
        foreignIdsFor(operation.path, parameter.name).map((id) => ({
          ...valid,
          name: `${operation.method.toUpperCase()} ${operation.path}: ${parameter.name} of the other company (${id})`,
          path: pathWith(operation.path, valid.path, { name: parameter.name, id }),
          expect: 'refused',
        })),
      );
      // ids at 2^31 in the path, the query and the body; the other company's ids in the query and the body (id-cases.mjs)
      const ids = valid ? idCases(operation, valid, foreignIds[0]) : [];
      const access = limitedToken ? accessCases(operation, valid) : [];
      return [...own, ...foreign, ...ids, ...access, ...archiveBombCases(operation, valid)].map((c) => ({ ...c, operation }));
    });
    cases.push(...staticPathCases());
    // signing out ends the session the other cases use: those operations go last
    const last = (c) => /logout/.test(c.operation.path);
    const ordered = [...cases.filter((c) => !last(c)), ...cases.filter(last)];

    const tokens = {
      user: `Bearer ${token}`,
      forged: `Bearer ${resign(token, randomBytes(32))}`,
      unsigned: `Bearer ${unsigned(token)}`,
      garbage: 'Bearer abc.def.ghi',
      basic: 'Basic ZGVtbzpQYXJ0bmVyLTIwMjY=',
      ...(limitedToken ? { withoutModules: `Bearer ${limitedToken}` } : {}),
      // with the API's own key (when the suite knows it): expired an hour ago, and one for a user id that does not exist
      ...(jwtSecret
        ? {
            expired: `Bearer ${resign(token, jwtSecret, (claims) => ({ ...claims, iat: claims.iat - 7200, exp: claims.iat - 3600 }))}`,
            otherUser: `Bearer ${resign(token, jwtSecret, (claims) => ({ ...claims, sub: '2147483647' }))}`,
          }
        : {}),
    };
    const failed = [];
    let passed = 0;
    if (lockoutAccounts) {
      // their own connections, all at once: the storm of wrong passwords is parallel, not six at a time
      const wide = new http.Agent({ keepAlive: true, maxSockets: 40 });
      try {
        const results = await lockoutCases({
          send: (request) => send(baseUrl, request, { agent: wide, timeoutMs }),
          throttle,
          timeoutMs,
          accounts: lockoutAccounts,
        });
        for (const { name, reasons } of results) {
          if (reasons.length) failed.push({ name, reason: reasons.join('; ') });
          else passed += 1;
        }
      } finally {
        wide.destroy();
      }
    }
    const timeByOperation = new Map();
    const check = async (c) => {
      const started = performance.now();
      const headers = { ...c.headers, ...(c.token in tokens ? { authorization: tokens[c.token] } : {}) };
      const { path } = c;
      const request = { method: c.method, path, headers, body: c.body };
      let response;
      let followUp;
      if (c.thenPlain) {
        // the same connection, the next request a plain one: it must be answered as if alone
        const single = new http.Agent({ keepAlive: true, maxSockets: 1 });
        [response, followUp] = await Promise.all([
          send(baseUrl, request, { agent: single, timeoutMs }),
          send(baseUrl, { method: 'GET', path, headers: { authorization: tokens.user } }, { agent: single, timeoutMs }),
        ]);
        single.destroy();
      } else if (c.large) {
        // the server may answer a request this large before reading it all, and close the connection: a new one
        const single = new http.Agent({ keepAlive: false });
        response = await send(baseUrl, request, { agent: single, timeoutMs });
        single.destroy();
      } else response = await send(baseUrl, request, options);
      const reasons = [];
      for (const [label, answer] of [
        ['', response],
        ['the next request on the connection: ', followUp],
      ]) {
        if (!answer) continue;
        if (answer.error === 'timeout') reasons.push(`${label}no answer within ${timeoutMs} ms`);
        // a server may refuse a request too large to read by closing the connection (Node does for a 100 KB URL)
        else if (answer.error && !(c.large && /ECONNRESET|EPIPE/.test(answer.error)))
          reasons.push(`${label}connection error: ${answer.error}`);
        else if (answer.error) continue;
        else if (answer.status >= 500) reasons.push(`${label}${answer.status}: ${answer.body.slice(0, 200)}`);
        else {
          const leaked = foreignStrings.find(
            (text) => answer.body.includes(text) || answer.body.includes(JSON.stringify(text).slice(1, -1)),
          );
          if (leaked) reasons.push(`${label}the answer holds the other company's "${leaked}"`);
        }
      }
      if (followUp && followUp.status === 400) reasons.push('the next request on the connection was read as a bad request');
      if (c.expect === 'refused' && response.status >= 200 && response.status < 300)
        reasons.push(`answered ${response.status} where it must refuse`);
      if (c.expect === 'forbidden' && response.status !== 403) reasons.push(`answered ${response.status} where it must be 403`);
      if (reasons.length) failed.push({ name: c.name, reason: reasons.join('; ') });
      else passed += 1;
      const key = `${c.method} ${c.operation.path}`;
      timeByOperation.set(key, (timeByOperation.get(key) ?? 0) + performance.now() - started);
    };
    const queue = ordered.filter((c) => !last(c));
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let c = queue.shift(); c; c = queue.shift()) await check(c);
      }),
    );
    for (const c of ordered.filter(last)) await check(c);
    const slowest = [...timeByOperation].sort((a, b) => b[1] - a[1]).slice(0, 5);
    log(`slowest operations (request time summed): ${slowest.map(([key, ms]) => `${key} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
    return { passed, failed, operations: operations.length };
  } finally {
    agent.destroy();
  }
}

/** The client's path of a valid request with one path parameter replaced. */
function pathWith(template, validPath, { name, id }) {
  const [pathPart, query] = validPath.split('?');
  const templateParts = template.split('/');
  const parts = pathPart.split('/');
  const replaced = parts.map((part, index) => (templateParts[index] === `{${name}}` ? String(id) : part));
  return replaced.join('/') + (query ? `?${query}` : '');
}
