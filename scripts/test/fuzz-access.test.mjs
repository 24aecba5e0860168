import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accessCases } from '../fuzz/access-cases.mjs';

const valid = { name: 'a request as a client would send it', method: 'GET', path: '/x', token: 'user' };
const op = (path, summary = 'Something') => ({ path, method: 'get', operation: { summary } });

describe('the fuzz suite: the role and module matrix', () => {
  it("sends a module's operations as an adviser without the module, to be refused with 403", () => {
    const cases = accessCases(op('/api/v1/admin_partner/invoices/{id}/pdf'), valid);
    assert.deepEqual(
      cases.map((c) => [c.token, c.expect]),
      [['withoutModules', 'forbidden']],
    );
    assert.match(cases[0].name, /without the invoices module/);
    assert.equal(accessCases(op('/api/v1/admin_partner/admin/statistics/expected_revenue'), valid)[0].token, 'withoutModules');
  });

  it("sends the operators' operations as an adviser, and leaves every other operation alone", () => {
    const cases = accessCases(
      op('/api/v1/admin_partner/clients/{id}/block', 'Reset, block or unblock a client (internal operators only)'),
      valid,
    );
    assert.deepEqual(
      cases.map((c) => [c.token, c.expect]),
      [['user', 'forbidden']],
    );
    assert.deepEqual(accessCases(op('/api/v1/admin_partner/clients'), valid), []);
    assert.deepEqual(accessCases(op('/api/v1/admin_partner/invoices_overview'), valid), []);
    assert.deepEqual(accessCases(op('/api/v1/admin_partner/invoices'), undefined), []);
  });
});
