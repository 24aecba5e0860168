// The malformed requests of the fuzz suite (issue 9), generated from each operation of the OpenAPI document: it grows
// with the routes. Deterministic: every random choice comes from a generator seeded with the seed and the operation,
// so a run can be repeated exactly (FUZZ_SEED).

/** mulberry32: a small, fast generator of numbers in [0, 1) from a 32-bit seed. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit hash of a text (FNV-1a), to give each operation its own stream of random numbers. */
export function hash32(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export const HUGE = 'x'.repeat(100 * 1024);
const NUL = 'a\u0000b';

function resolve(doc, schema) {
  let current = schema ?? {};
  for (let depth = 0; current.$ref && depth < 20; depth += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = doc.components?.schemas?.[name] ?? {};
  }
  return current;
}

const typeOf = (schema) =>
  (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type) ??
  (schema.enum ? typeof schema.enum[0] : undefined);

/** A value the schema accepts, as far as a simple reading of it goes (the base the wrong values are put into). */
export function validValue(doc, schemaIn, random, depth = 0) {
  const schema = resolve(doc, schemaIn);
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[Math.floor(random() * schema.enum.length)];
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant?.length) return validValue(doc, variant.find((s) => resolve(doc, s).type !== 'null') ?? variant[0], random, depth + 1);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.max(Number(schema.minimum ?? 0) + 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return depth > 4 ? [] : [validValue(doc, schema.items, random, depth + 1)];
    case 'object': {
      if (depth > 4) return {};
      const value = {};
      for (const name of schema.required ?? []) value[name] = validValue(doc, schema.properties?.[name], random, depth + 1);
      return value;
    }
    default:
      if (schema.format === 'date' || /\\d\{4\}-/.test(schema.pattern ?? '')) return '2026-01-31';
      if (schema.format === 'email') return 'fuzz@partner.example';
      return 'a'.repeat(Math.max(Number(schema.minLength ?? 1), 1));
  }
}

/** `always` first, then `extra` more of `values` chosen by the seed: every run covers the same, any value in time. */
function pick(values, always, extra, random) {
  const rest = values.filter((value) => !always.includes(value));
  const chosen = [];
  for (let i = 0; i < extra && rest.length > 0; i += 1) chosen.push(rest.splice(Math.floor(random() * rest.length), 1)[0]);
  return [...always, ...chosen];
}

/**
 * Values of the wrong type or out of every range, for a field of this schema: always a NUL, a 100 KB text, null and a
 * value of another type; two more of the rest, chosen by the seed (the suite stays fast as the routes grow).
 */
export function wrongValues(doc, schemaIn, random, { inQuery = false } = {}) {
  const schema = resolve(doc, schemaIn);
  const type = typeOf(schema);
  const otherType = type === 'string' ? 123456 : `not-a-${type ?? 'value'}`;
  const values = [null, NUL, HUGE, otherType, { nested: { deeper: [1, 2, 3] } }, ['a', 'b']];
  if (type === 'string') values.push(true, -1e308);
  else values.push(Infinity /* JSON: a number that is not finite (written as 1e309) */, -1, 2 ** 64, 0.5, '99999999999999999999999');
  // a random unicode text (surrogates, right-to-left marks, emoji)
  values.push(Array.from({ length: 24 }, () => String.fromCharCode(Math.floor(random() * 0xffff))).join(''));
  // in a query string null is only the text "null": a query parameter gets the three that differ, and one more
  return inQuery ? pick(values, [NUL, HUGE, otherType], 1, random) : pick(values, [null, NUL, HUGE, otherType], 2, random);
}

/** Path parameter values that do not name anything of the caller: four always, three more chosen by the seed. */
export function oddPathValues(random = seededRandom(1)) {
  const values = [
    '0',
    '-1',
    '2147483647',
    '99999999999999999999999',
    '1.5',
    'abc',
    '%00',
    '..%2F..%2Fetc%2Fpasswd',
    encodeURIComponent(HUGE.slice(0, 2000)),
    '1e3',
    '%E2%80%AE',
  ];
  return pick(values, ['2147483647', 'abc', '%00', '99999999999999999999999'], 3, random);
}

/**
 * The cases of one operation. Each: `{ name, method, path (with the query), headers, body (a string or Buffer),
 * token: 'user' | 'none' | 'forged' | 'garbage', expect?: 'refused' }`. `pathValues` fills the path's parameters
 * (a valid request's); foreign ids come separately (run.mjs), as they are known only after signing in.
 */
export function casesFor(doc, { path, method, operation }, { seed = 1 } = {}) {
  const random = seededRandom(hash32(`${seed}:${method}:${path}`));
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const multipart = operation.requestBody?.content?.['multipart/form-data'];
  const isProtected = (operation.security ?? []).some((requirement) => 'bearer' in requirement);
  const upper = method.toUpperCase();

  const validPath = (overrides = {}) =>
    path.replace(
      /\{([^}]+)\}/g,
      (_, name) => overrides[name] ?? String(validValue(doc, pathParams.find((p) => p.name === name)?.schema, random)),
    );
  const validQuery = () =>
    Object.fromEntries(queryParams.filter((p) => p.required).map((p) => [p.name, String(validValue(doc, p.schema, random))]));
  const withQuery = (url, query) => {
    const text = new URLSearchParams(query).toString();
    return text ? `${url}?${text}` : url;
  };
  const json = { 'content-type': 'application/json' };
  const validBody = bodySchema ? JSON.stringify(validValue(doc, bodySchema, random)) : undefined;
  const base = { method: upper, headers: validBody ? json : {}, body: validBody, token: 'user' };
  const cases = [];
  const add = (name, overrides) =>
    cases.push({ ...base, path: withQuery(validPath(), validQuery()), ...overrides, name: `${upper} ${path}: ${name}` });

  // who is calling
  if (isProtected) {
    add('no token', { token: 'none', expect: 'refused' });
    add('a token signed with another key', { token: 'forged', expect: 'refused' });
    add('a token that is no JWT', { token: 'garbage', expect: 'refused' });
    add('a token with alg none', { token: 'unsigned', expect: 'refused' });
    add('an expired token', { token: 'expired', expect: 'refused' });
    add('a token of a user that does not exist', { token: 'otherUser', expect: 'refused' });
    add('a token of the wrong scheme', { token: 'basic', expect: 'refused' });
  }
  add('a request as a client would send it', {});

  // the path
  for (const parameter of pathParams) {
    for (const value of oddPathValues(random))
      add(`path ${parameter.name}=${value.slice(0, 30)}`, { path: withQuery(validPath({ [parameter.name]: value }), validQuery()) });
  }

  // the query string
  const queryTargets = queryParams.length ? queryParams : [{ name: 'unexpected', schema: { type: 'string' } }];
  for (const parameter of queryTargets) {
    for (const value of wrongValues(doc, parameter.schema, random, { inQuery: true })) {
      const text = typeof value === 'string' ? value.slice(0, 8 * 1024) : JSON.stringify(value);
      add(`query ${parameter.name}=${String(text).slice(0, 20)}`, {
        path: withQuery(validPath(), { ...validQuery(), [parameter.name]: text }),
      });
    }
  }
  const twice = queryTargets[0].name;
  add(`query ${twice} twice`, {
    path: `${withQuery(validPath(), validQuery())}${Object.keys(validQuery()).length ? '&' : '?'}${twice}=a&${twice}=b`,
  });
  add('a 100 KB query string', { path: withQuery(validPath(), { ...validQuery(), q: HUGE }), large: true });
  add('a query with a prototype key', {
    path: `${withQuery(validPath(), validQuery())}${queryParams.some((p) => p.required) ? '&' : '?'}__proto__[admin]=1&constructor[prototype][x]=1`,
  });

  // the body
  if (bodySchema) {
    const schema = resolve(doc, bodySchema);
    add('no body', { body: undefined, headers: {} });
    add('an empty JSON body', { body: '' });
    add('malformed JSON', { body: '{"a":' });
    add('JSON that is not an object', { body: '[1,2,3]' });
    add('a JSON string', { body: '"text"' });
    add('the body as text/plain', { headers: { 'content-type': 'text/plain' } });
    add('the body as XML', { headers: { 'content-type': 'application/xml' }, body: '<a>1</a>' });
    add('a multipart body', {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    });
    add('a content type with a bad charset', { headers: { 'content-type': 'application/json; charset=utf-1024' } });
    add('a body 2 MB long', { body: JSON.stringify({ data: 'y'.repeat(2 * 1024 * 1024) }), large: true });
    add('nesting 5000 deep', { body: '['.repeat(5000) + ']'.repeat(5000) });
    add('a prototype-polluting body', { body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' });
    add('a body with a NUL', { body: JSON.stringify({ ...JSON.parse(validBody), note: NUL }) });
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      for (const value of wrongValues(doc, property, random)) {
        const body = { ...JSON.parse(validBody), [name]: value };
        add(`body ${name}=${JSON.stringify(value)?.slice(0, 20)}`, {
          body: JSON.stringify(body, (_k, v) => (v === Infinity ? '__INF__' : v)).replace('"__INF__"', '1e309'),
          large: value === HUGE,
        });
      }
    }
    for (const name of schema.required ?? []) {
      const body = JSON.parse(validBody);
      delete body[name];
      add(`body without ${name}`, { body: JSON.stringify(body) });
    }
  } else if (multipart) {
    add('an upload that is not multipart', { headers: json, body: '{}' });
    add('a multipart body without its boundary', { headers: { 'content-type': 'multipart/form-data' }, body: 'garbage' });
  } else if (upper === 'GET') {
    // the gateway used to forward a GET's content-length without its body: the API then read the next request
    add('a GET with a JSON body', { headers: json, body: '{"x":1}', thenPlain: true });
    add('a GET with a 64 KB body', { headers: json, body: JSON.stringify({ x: 'z'.repeat(64 * 1024) }), thenPlain: true });
  } else {
    add('an unexpected JSON body', { headers: json, body: '{"unexpected":true}' });
    add('malformed JSON', { headers: json, body: '{"a":' });
  }

  // headers
  add('an accept-language it does not know', { headers: { ...base.headers, 'accept-language': 'xx-YY,\u00ff;q=abc' } });
  add('a forged X-Forwarded-For', { headers: { ...base.headers, 'x-forwarded-for': '1.2.3.4, 5.6.7.8' } });
  return cases;
}
