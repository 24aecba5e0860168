import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createLoginThrottle } from '../src/lib/login-throttle';
import { build, codeFrom, json, latestMail, PASSWORD, type TestContext } from './helpers';

type Answer = { status?: string; temp_token?: string; message?: string };

// Wrong passwords slow one account down progressively, but nobody can lock its owner out (issue 9; issue 29, items 3
// and 4: counted before they are checked, and an attempt inside the wait is answered without a verdict).

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
// each test signs in from an address of its own, so that the limits per address of one test leave the next alone
let ip = '';
let tests = 0;
beforeEach(() => {
  tests += 1;
  ip = `10.0.0.${tests}`;
});
const attempt = (email: string, password: string, headers: Record<string, string> = {}, rememberDevice = false, remoteAddress = ip) =>
  ctx.app.inject({
    method: 'POST',
    url: url('authorization/login'),
    payload: { email, password, remember_device: rememberDevice },
    headers,
    remoteAddress,
  });

const outbox = async (email: string) => {
  await ctx.app.mailer.runQueue();
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(email)}` });
  return (response.json() as { messages: unknown[] }).messages.length;
};
const twoFactor = (email: string, tempToken: string, code: string, remoteAddress = ip) =>
  ctx.app.inject({
    method: 'POST',
    url: url('authorization/two_factor'),
    payload: { email, code, temp_token: tempToken, remember_device: false },
    remoteAddress,
  });

describe('wrong passwords for one account', () => {
  it('are free five times, then an attempt inside the doubling wait gets no verdict, right or wrong', async () => {
    const email = 'colleague@partner.example';
    for (let i = 0; i < 5; i += 1) expect((await attempt(email, 'Wrong-Password1')).statusCode).toBe(401);
    const mails = await outbox(email);
    // inside the 2 s after the 5th failure: the same step-up answer for a wrong and a right password
    const wrong = await attempt(email, 'Wrong-Password1', { 'accept-language': 'en' });
    const right = await attempt(email, PASSWORD, { 'accept-language': 'en' });
    expect([wrong.statusCode, right.statusCode]).toEqual([200, 200]);
    expect(json<Answer>(wrong)).toEqual({ status: '2fa_required', temp_token: expect.any(String), message: json<Answer>(right).message });
    expect(json<Answer>(right).status).toBe('2fa_required');
    // only the right password sent a code, to the owner
    expect(await outbox(email)).toBe(mails + 1);
    // the decoy of the wrong one answers codes like a real challenge, and a resend sends nothing
    const decoy = json<Answer>(wrong).temp_token!;
    expect(json<Answer>(await twoFactor(email, decoy, '123456')).message).toBe(
      json<Answer>(await twoFactor(email, json<Answer>(right).temp_token!, '000001')).message,
    );
    const resent = await ctx.app.inject({ method: 'POST', url: url('authorization/send_code'), payload: { email, temp_token: decoy } });
    expect(resent.statusCode).toBe(200);
    expect(await outbox(email)).toBe(mails + 1);
    // after the wait, another wrong one is told as wrong and doubles it
    advance(2000);
    expect((await attempt(email, 'Wrong-Password1')).statusCode).toBe(401);
    advance(2000);
    expect(json<Answer>(await attempt(email, 'Wrong-Password1')).status).toBe('2fa_required');
    advance(2000);
    expect((await attempt(email, 'Wrong-Password1')).statusCode).toBe(401);
    // other accounts are not slowed
    expect((await attempt('claire.dubois@partner.example', PASSWORD)).statusCode).toBe(200);
  });

  it('never lock the owner out: the right password with the e-mailed code signs in and clears the count', async () => {
    const email = 'colleague@partner.example';
    // one wrong password per wait keeps the account waiting; the owner's right one comes inside the wait
    advance(8000);
    expect((await attempt(email, 'Wrong-Password1')).statusCode).toBe(401);
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

  it('in parallel are counted before they are checked: of 30 at once, only the free five get a verdict', async () => {
    const email = 'other@second-partner.example';
    // from many addresses, as a botnet would: the limit per address is no help here
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(email, 'Wrong-Password1', {}, false, `10.9.0.${i + 1}`)),
    );
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 200 && json<Answer>(a).status === '2fa_required')).toHaveLength(25);
    // a right password then is not a session either: a step-up, and the owner gets the code
    expect(json<Answer>(await attempt(email, PASSWORD)).status).toBe('2fa_required');
    advance(60 * 60 * 1000);
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
    // a stranger's right password inside the wait gets no session, only the step-up (the code goes to the owner)
    expect(json(await attempt(email, PASSWORD)).status).toBe('2fa_required');
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
    expect(json<Answer>(await attempt(email, PASSWORD)).status).toBe('2fa_required');
    advance(60 * 60 * 1000);
    expect(json(await attempt(email, PASSWORD)).status).toBe('success');
  });
});

describe('security codes', () => {
  it('are counted per challenge: made-up temp_tokens for an e-mail do not lock its owner out', async () => {
    const email = 'secure@partner.example';
    for (let i = 0; i < 25; i += 1) {
      expect((await twoFactor(email, randomBytes(32).toString('base64url'), '000000', `10.8.0.${i + 1}`)).statusCode).toBe(401);
    }
    const started = json<Answer>(await attempt(email, PASSWORD));
    const code = codeFrom((await latestMail(ctx.app, email))?.text);
    expect((await twoFactor(email, started.temp_token!, code)).statusCode).toBe(200);
  });

  it('in parallel on one challenge are counted first: of 12 wrong codes, five are compared', async () => {
    const email = 'secure@partner.example';
    const started = json<Answer>(await attempt(email, PASSWORD));
    const code = codeFrom((await latestMail(ctx.app, email))?.text);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 12 }, () => twoFactor(email, started.temp_token!, wrong)));
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(7);
    expect((await twoFactor(email, started.temp_token!, code)).statusCode).toBe(429);
  });
});

describe('reset requests', () => {
  it('are answered alike however many come, send a few links per window, and leave the owner a valid one', async () => {
    const email = 'claire.dubois@partner.example';
    const request = () => ctx.app.inject({ method: 'POST', url: url('reset_password/'), payload: { email } });
    const answers = [];
    for (let i = 0; i < 8; i += 1) answers.push(await request());
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(answers[0]!.statusCode).toBe(200);
    await ctx.app.mailer.runQueue();
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(email)}` });
    const { messages } = listed.json() as { messages: { text: string }[] };
    expect(messages).toHaveLength(3);
    // the newest link sent is still good: the requests after it ended nothing
    const token = /token=([\w-]+)/.exec(messages[0]!.text)![1];
    expect((await ctx.app.inject({ method: 'GET', url: url(`reset_password/${token}`) })).statusCode).toBe(200);
  });
});

describe('the throttle in Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  it('is shared by every instance on the same Redis, and counts parallel attempts one by one', async () => {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
    await redis.connect();
    const prefix = `portal-login-test-${randomBytes(4).toString('hex')}-`;
    const settings = { freeFailures: 2, baseDelayMs: 1000, maxDelayMs: 60_000, windowMs: 60_000 };
    let now = 1_000_000;
    const one = createLoginThrottle({ settings, redis, prefix, now: () => now });
    const other = createLoginThrottle({ settings, redis, prefix, now: () => now });
    try {
      const parallel = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? one : other).attempt(i % 3 ? 'someone@example.com' : 'Someone@Example.com')),
      );
      expect(parallel.filter((a) => a.allowed)).toHaveLength(2);
      expect(parallel.find((a) => !a.allowed)).toEqual({ allowed: false, waitMs: 1000, stepUp: true });
      now += 1000;
      expect(await one.attempt('someone@example.com')).toEqual({ allowed: true, waitMs: 0, stepUp: true });
      // a right password takes its count back
      await one.undo('someone@example.com');
      now += 1000;
      expect((await other.attempt('someone@example.com')).allowed).toBe(true);
      expect(await redis.pttl(`${prefix}someone@example.com`)).toBeGreaterThan(0);
      await other.clear('someone@example.com');
      expect(await one.attempt('someone@example.com')).toEqual({ allowed: true, waitMs: 0, stepUp: false });
    } finally {
      await redis.del(`${prefix}someone@example.com`);
      redis.disconnect();
    }
  });
});
