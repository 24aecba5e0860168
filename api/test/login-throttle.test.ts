import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createLoginThrottle } from '../src/lib/login-throttle';
import { build, codeFrom, json, latestMail, PASSWORD, type TestContext } from './helpers';

// Wrong passwords slow one account down progressively, but nobody can lock its owner out (issue 9).

let time = Date.UTC(2026, 0, 5, 9);
const clock = () => time;
const advance = (ms: number) => {
  time += ms;
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build({}, undefined, clock);
});
afterAll(async () => ctx?.close());

const url = (path: string) => `/api/v1/admin_partner/${path}`;
const attempt = (email: string, password: string, headers: Record<string, string> = {}, rememberDevice = false) =>
  ctx.app.inject({
    method: 'POST',
    url: url('authorization/login'),
    payload: { email, password, remember_device: rememberDevice },
    headers,
  });

describe('wrong passwords for one account', () => {
  it('are free five times, then each next attempt waits twice as long (Retry-After), the right password too', async () => {
    const email = 'colleague@partner.example';
    for (let i = 0; i < 5; i += 1) expect((await attempt(email, 'Wrong-Password1')).statusCode).toBe(401);
    // the 5th failure asks for 2 s before the next try
    const early = await attempt(email, 'Wrong-Password1', { 'accept-language': 'en' });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('2');
    expect(json(early).message).toBe('Too many attempts. Please wait a moment.');
    expect((await attempt(email, PASSWORD)).statusCode).toBe(429);
    // waiting is not a lock: after the delay, another wrong one is told as wrong and doubles it
    advance(2000);
    expect((await attempt(email, 'Wrong-Password1')).statusCode).toBe(401);
    advance(2000);
    expect((await attempt(email, 'Wrong-Password1')).headers['retry-after']).toBe('2');
    advance(2000);
    expect((await attempt(email, 'Wrong-Password1')).statusCode).toBe(401);
    expect((await attempt(email, 'Wrong-Password1')).headers['retry-after']).toBe('8');
    // other accounts are not slowed
    expect((await attempt('claire.dubois@partner.example', PASSWORD)).statusCode).toBe(200);
  });

  it('never lock the owner out: after the wait, the right password with the e-mailed code signs in and clears the count', async () => {
    const email = 'colleague@partner.example';
    advance(8000);
    // past the free failures a device unknown to the account needs the second factor, though the account has none
    const right = await attempt(email, PASSWORD);
    expect(right.statusCode).toBe(200);
    const challenge = json<{ status: string; temp_token: string }>(right);
    expect(challenge.status).toBe('2fa_required');
    const code = codeFrom((await latestMail(ctx.app, email))?.text);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: url('authorization/two_factor'),
      payload: { email, code, temp_token: challenge.temp_token, remember_device: true },
    });
    expect(verified.statusCode).toBe(200);
    // the count is cleared: a password alone signs in again, without waiting
    expect(json(await attempt(email, PASSWORD)).status).toBe('success');
  });

  it('let the right password through at once from a device that signed in before', async () => {
    const email = 'secure@partner.example';
    const first = json<{ temp_token: string }>(await attempt(email, PASSWORD, {}, true));
    const code = codeFrom((await latestMail(ctx.app, email))?.text);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: url('authorization/two_factor'),
      payload: { email, code, temp_token: first.temp_token, remember_device: true },
    });
    const device = verified.cookies.find((c) => c.name === 'remembered_device')!.value;

    // someone elsewhere guesses until the account waits minutes
    for (let i = 0; i < 5; i += 1) expect((await attempt(email, 'Wrong-Password1')).statusCode).toBe(401);
    for (let i = 0; i < 8; i += 1) {
      advance(5 * 60 * 1000);
      expect((await attempt(email, 'Wrong-Password1')).statusCode).toBe(401);
    }
    const stranger = await attempt(email, PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBe(300);
    // the owner's device is not slowed, and a wrong password from it is still wrong
    expect((await attempt(email, 'Wrong-Password1', { cookie: `remembered_device=${device}` })).statusCode).toBe(401);
    const owner = await attempt(email, PASSWORD, { cookie: `remembered_device=${device}` });
    expect(owner.statusCode).toBe(200);
    expect(json(owner).status).toBe('success');
    // a cookie of another account does not help
    expect((await attempt('demo@partner.example', PASSWORD, { cookie: `remembered_device=${device}` })).statusCode).toBe(200);
  });

  it('are forgotten an hour after the last one', async () => {
    const email = 'marco.rossi@partner.example';
    for (let i = 0; i < 5; i += 1) await attempt(email, 'Wrong-Password1');
    expect((await attempt(email, PASSWORD)).statusCode).toBe(429);
    advance(60 * 60 * 1000);
    expect(json(await attempt(email, PASSWORD)).status).toBe('success');
  });
});

describe('the throttle in Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  it('is shared by every instance on the same Redis', async () => {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
    await redis.connect();
    const prefix = `portal-login-test-${randomBytes(4).toString('hex')}-`;
    const settings = { freeFailures: 2, baseDelayMs: 1000, maxDelayMs: 60_000, windowMs: 60_000 };
    let now = 1_000_000;
    const one = createLoginThrottle({ settings, redis, prefix, now: () => now });
    const other = createLoginThrottle({ settings, redis, prefix, now: () => now });
    try {
      await one.fail('Someone@Example.com');
      await other.fail('someone@example.com');
      expect(await other.state('someone@example.com')).toEqual({ failures: 2, waitMs: 1000, stepUp: true });
      expect(await one.state('someone@example.com')).toEqual({ failures: 2, waitMs: 1000, stepUp: true });
      now += 1000;
      expect((await one.state('someone@example.com')).waitMs).toBe(0);
      expect(await redis.pttl(`${prefix}someone@example.com`)).toBeGreaterThan(0);
      await other.clear('someone@example.com');
      expect(await one.state('someone@example.com')).toEqual({ failures: 0, waitMs: 0, stepUp: false });
    } finally {
      await redis.del(`${prefix}someone@example.com`);
      redis.disconnect();
    }
  });
});
