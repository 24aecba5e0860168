// Ids beyond PostgreSQL's integer and the other company's ids, in every place an id goes: the path, the query string
// and the body (issue 29: 2^31 was a 500 in 16 operations; foreign ids had been tried in paths only).

/** One above the largest int4, the type of every id column. */
export const BEYOND_INT4 = 2 ** 31;

/** A parameter or body key that names a row of the database. */
export const isIdName = (name) => name === 'id' || name.endsWith('_id') || name === 'adviser' || name === 'remove_achieved';

const isInteger = (schema) => schema?.type === 'integer' || schema?.items?.type === 'integer';

/**
 * The cases of one operation, made from its valid request `valid` (the case "a request as a client would send it"):
 * 2^31 in each integer path parameter, id query parameter and id key of the JSON body (refused: a 4xx), and an id of
 * the other company in each id query parameter and body key (whatever the answer, it must hold none of the other
 * company's data: the run checks every answer for that).
 */
export function idCases(operation, valid, foreignId) {
  const upper = operation.method.toUpperCase();
  const parameters = operation.operation.parameters ?? [];
  const [pathPart, query = ''] = valid.path.split('?');
  const templateParts = operation.path.split('/');
  const cases = [];
  const add = (name, overrides) => cases.push({ ...valid, ...overrides, name: `${upper} ${operation.path}: ${name}` });
  const withQuery = (params) => {
    const text = params.toString();
    return text ? `${pathPart}?${text}` : pathPart;
  };

  for (const parameter of parameters.filter((p) => p.in === 'path' && isInteger(p.schema))) {
    const parts = pathPart.split('/').map((part, index) => (templateParts[index] === `{${parameter.name}}` ? String(BEYOND_INT4) : part));
    add(`path ${parameter.name}=2^31`, { path: parts.join('/') + (query ? `?${query}` : ''), expect: 'refused' });
  }
  for (const parameter of parameters.filter((p) => p.in === 'query' && isInteger(p.schema) && isIdName(p.name))) {
    for (const [label, value, expect] of [
      ['2^31', BEYOND_INT4, 'refused'],
      ["of the other company's", foreignId, undefined],
    ]) {
      if (value === undefined) continue;
      const params = new URLSearchParams(query);
      params.set(parameter.name, String(value));
      add(`query ${parameter.name} ${label}`, { path: withQuery(params), expect });
    }
  }
  let body;
  try {
    body = valid.body ? JSON.parse(valid.body) : undefined;
  } catch {
    body = undefined;
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const key of Object.keys(body).filter(isIdName)) {
      const as = (value) => (Array.isArray(body[key]) ? [value] : value);
      add(`body ${key}=2^31`, { body: JSON.stringify({ ...body, [key]: as(BEYOND_INT4) }), expect: 'refused' });
      if (foreignId !== undefined) add(`body ${key} of the other company's`, { body: JSON.stringify({ ...body, [key]: as(foreignId) }) });
    }
  }
  return cases;
}
