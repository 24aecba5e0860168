import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lockoutCases, verdictBound } from '../fuzz/lockout-cases.mjs';

const throttle = { freeFailures: 5, baseDelayMs: 2000, resetLinks: 3, codeTries: 5 };
const accounts = { storm: 'storm@example.com', twoFactor: 'code@example.com', reset: 'reset@example.com' };

/**
 * An API as the lock-out cases see it, answering at once. `checksEveryPassword`: the flaw of counting after checking;
 * `locksOnBogusCodes`: wrong codes on made-up challenges lock the account; `resetAnswers`: reset requests told apart.
 */
function fakeApi({ checksEveryPassword = false, locksOnBogusCodes = false, resetAnswers = false, comparesEveryCode = false } = {}) {
  const failures = new Map();
  const mails = new Map();
  const challenges = new Map();
  const tries = new Map();
  let bogusCodes = 0;
  let resets = 0;
  const mail = (to, text) => mails.set(to, [{ text }, ...(mails.get(to) ?? [])]);
  const answer = (status, body) => ({ status, body: JSON.stringify(body) });
  return async ({ method, path, body }) => {
    const input = body ? JSON.parse(body) : {};
    if (path.endsWith('/login')) {
      const count = failures.get(input.email) ?? 0;
      const right = input.password === 'Partner-2026';
      if (count >= throttle.freeFailures && !checksEveryPassword) {
        const token = `t${challenges.size}`;
        if (right) {
          challenges.set(token, '123456');
          mail(input.email, 'Ihr Code: 123456');
        }
        return answer(200, { status: '2fa_required', temp_token: token });
      }
      if (!right) {
        failures.set(input.email, count + 1);
        return answer(401, { message: 'Falsch' });
      }
      if (input.email === accounts.twoFactor) {
        challenges.set('real', '654321');
        tries.set('real', 0);
        mail(input.email, 'Ihr Code: 654321');
        return answer(200, { status: '2fa_required', temp_token: 'real' });
      }
      return answer(200, { status: 'success' });
    }
    if (path.endsWith('/two_factor')) {
      if (!challenges.has(input.temp_token)) bogusCodes += 1;
      if (locksOnBogusCodes && bogusCodes >= 5) return answer(429, { message: 'Zu viele' });
      if (challenges.has(input.temp_token)) {
        const tried = tries.get(input.temp_token) ?? 0;
        if (tried >= 5 && !comparesEveryCode) return answer(429, { message: 'Zu viele' });
        tries.set(input.temp_token, tried + 1);
      }
      return challenges.get(input.temp_token) === input.code ? answer(200, { status: 'success' }) : answer(401, { message: 'Falsch' });
    }
    if (path.startsWith('/api/v1/dev/outbox')) return answer(200, { messages: mails.get(decodeURIComponent(path.split('to=')[1])) ?? [] });
    if (method === 'POST' && path.endsWith('/reset_password')) {
      resets += 1;
      // the first three requests each mail a link that ends the one before
      if (resets <= 3) mail(input.email, `https://portal/reset-password?token=abc-${resets}`);
      return answer(200, { message: resetAnswers ? `Gesendet ${resets}` : 'Gesendet' });
    }
    if (path.endsWith('/reset_password/abc-3')) return answer(200, { valid: true });
    if (path.includes('/reset_password/abc-')) return answer(422, { message: 'Link ungültig' });
    return answer(404, {});
  };
}

const run = (options) => lockoutCases({ send: fakeApi(options), throttle, timeoutMs: 1000, accounts });

describe('the fuzz suite: lock-out by e-mail address alone', () => {
  it('bounds the verdicts by the free failures and the waits that fit into the storm', () => {
    assert.equal(verdictBound(throttle, 0), 5);
    assert.equal(verdictBound(throttle, 1999), 5);
    assert.equal(verdictBound(throttle, 2000), 6);
    // 2 s, then 4 s more, then 8 s more
    assert.equal(verdictBound(throttle, 13_999), 7);
    assert.equal(verdictBound(throttle, 14_000), 8);
  });

  it('passes an API that counts before it checks and lets the owner in', async () => {
    const results = await run();
    assert.equal(results.length, 5);
    assert.deepEqual(
      results.filter((r) => r.reasons.length),
      [],
    );
  });

  it('fails an API that checks every parallel password', async () => {
    const [storm] = await run({ checksEveryPassword: true });
    assert.match(storm.reasons.join(), /30 of 30 parallel wrong passwords were checked/);
  });

  it('fails an API that locks the owner out after wrong codes on made-up challenges', async () => {
    const results = await run({ locksOnBogusCodes: true });
    assert.match(results[2].reasons.join(), /the mailed code was answered 429/);
  });

  it('fails an API that compares every one of parallel codes on one challenge', async () => {
    const results = await run({ comparesEveryCode: true });
    assert.match(results[3].reasons.join(), /12 of 12 parallel wrong codes were compared/);
  });

  it('fails an API whose reset answers tell the requests apart', async () => {
    const results = await run({ resetAnswers: true });
    assert.match(results[4].reasons.join(), /answered in 8 ways/);
  });
});
