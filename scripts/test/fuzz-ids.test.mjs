// The fuzz suite's id cases (scripts/fuzz/id-cases.mjs): 2^31 and the other company's ids in path, query and body.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BEYOND_INT4, idCases } from '../fuzz/id-cases.mjs';

const operation = {
  method: 'post',
  path: '/api/v1/things/{id}/items',
  operation: {
    parameters: [
      { in: 'path', name: 'id', schema: { type: 'integer' } },
      { in: 'query', name: 'client_id', schema: { type: 'integer' } },
      { in: 'query', name: 'page', schema: { type: 'integer' } },
    ],
  },
};
const valid = {
  method: 'POST',
  path: '/api/v1/things/3/items?page=1',
  body: JSON.stringify({ strategy_id: 2, remove_achieved: [4], name: 'x' }),
  token: 'user',
};

describe('the fuzz id cases', () => {
  const cases = idCases(operation, valid, 77);
  const named = (fragment) => cases.find((c) => c.name.includes(fragment));

  it('put 2^31 in the path, the id query parameters and the id keys of the body, and expect a refusal', () => {
    assert.equal(named('path id=2^31').path, `/api/v1/things/${BEYOND_INT4}/items?page=1`);
    assert.match(named('query client_id 2^31').path, new RegExp(`client_id=${BEYOND_INT4}`));
    assert.deepEqual(JSON.parse(named('body strategy_id=2^31').body), { strategy_id: BEYOND_INT4, remove_achieved: [4], name: 'x' });
    assert.deepEqual(JSON.parse(named('body remove_achieved=2^31').body).remove_achieved, [BEYOND_INT4]);
    for (const c of cases.filter((c) => c.name.includes('2^31'))) assert.equal(c.expect, 'refused', c.name);
    // a page number is no id
    assert.equal(
      cases.some((c) => c.name.includes('page')),
      false,
    );
  });

  it("put the other company's id in the query and the body", () => {
    assert.match(named("query client_id of the other company's").path, /client_id=77/);
    assert.equal(JSON.parse(named("body strategy_id of the other company's").body).strategy_id, 77);
  });
});
