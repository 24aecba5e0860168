import { TestClock } from 'pg-boss';
import { KIND_OPTIONS } from '../src/lib/jobs';
import { bearer, build, codeFrom, json, latestMail, login, signIn, type TestContext } from './helpers';

// The findings of issue 9 on the API side, one block each.

let ctx: TestContext;
// the job queue's clock: a mail's retry pause passes when a test moves it
const jobsClock = new TestClock('2026-03-10T09:00:00Z');
beforeAll(async () => {
  ctx = await build({}, undefined, undefined, { jobsClock });
});
afterAll(async () => ctx?.close());

const url = (path: string) => `/api/v1/admin_partner/${path}`;
const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: url('authorization/refresh'), payload: { grant_type: 'refresh_token', refresh_token: token } });

async function resetLink(email: string): Promise<string> {
  const requested = await ctx.app.inject({ method: 'POST', url: url('reset_password/'), payload: { email } });
  expect(requested.statusCode).toBe(200);
  const token = /token=([\w-]+)/.exec((await latestMail(ctx.app, email))?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link for ${email}`);
  return token;
}

const setPassword = (token: string, password: string) =>
  ctx.app.inject({ method: 'PATCH', url: url(`reset_password/${token}`), payload: { password, password_confirmation: password } });

describe('logout with a bearer and no body', () => {
  it("revokes the bearer's session: its refresh token no longer works", async () => {
    const tokens = await signIn(ctx.app, 'claire.dubois@partner.example');
    const out = await ctx.app.inject({ method: 'POST', url: url('authorization/logout'), headers: bearer(tokens.access_token) });
    expect(out.statusCode).toBe(204);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    const profile = await ctx.app.inject({ method: 'GET', url: url('profile'), headers: bearer(tokens.access_token) });
    expect(json(profile).reason).toBe('revoked');
  });

  it('also with a JSON content type and an empty body', async () => {
    const tokens = await signIn(ctx.app, 'claire.dubois@partner.example');
    const out = await ctx.app.inject({
      method: 'POST',
      url: url('authorization/logout'),
      headers: { ...bearer(tokens.access_token), 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });
});

describe('token answers', () => {
  it('carry Cache-Control: no-store (login, two_factor, refresh)', async () => {
    const signedIn = await login(ctx.app);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const tokens = json<{ tokens: { refresh_token: string } }>(signedIn).tokens;
    const refreshed = await refresh(tokens.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');

    const challenge = await login(ctx.app, 'secure@partner.example');
    const code = codeFrom((await latestMail(ctx.app, 'secure@partner.example'))?.text);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: url('authorization/two_factor'),
      payload: { code, temp_token: json<{ temp_token: string }>(challenge).temp_token, email: 'secure@partner.example' },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.headers['cache-control']).toBe('no-store');
  });
});

describe('two-factor attempts', () => {
  it('counts wrong codes per sign-in attempt across resends', async () => {
    const challenge = json<{ temp_token: string }>(await login(ctx.app, 'secure@partner.example'));
    const payload = { temp_token: challenge.temp_token, email: 'secure@partner.example' };
    const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
    const attempt = (code: string) =>
      ctx.app.inject({ method: 'POST', url: url('authorization/two_factor'), payload: { ...payload, code } });
    const resend = () => ctx.app.inject({ method: 'POST', url: url('authorization/send_code'), payload });

    let code = codeFrom((await latestMail(ctx.app, 'secure@partner.example'))?.text);
    for (let i = 0; i < 3; i += 1) expect((await attempt(wrongCode(code))).statusCode).toBe(401);
    expect((await resend()).statusCode).toBe(200);
    code = codeFrom((await latestMail(ctx.app, 'secure@partner.example'))?.text);
    for (let i = 0; i < 2; i += 1) expect((await attempt(wrongCode(code))).statusCode).toBe(401);
    // five wrong codes in all: the right one is refused now, resent or not
    expect((await attempt(code)).statusCode).toBe(429);
    expect((await resend()).statusCode).toBe(200);
    code = codeFrom((await latestMail(ctx.app, 'secure@partner.example'))?.text);
    expect((await attempt(code)).statusCode).toBe(429);
  });
});

describe('reset links', () => {
  it('a newer link invalidates the earlier ones', async () => {
    const first = await resetLink('marco.rossi@partner.example');
    const second = await resetLink('marco.rossi@partner.example');
    expect((await setPassword(first, 'Erstes-Passwort1')).statusCode).toBe(422);
    expect((await setPassword(second, 'Zweites-Passwort1')).statusCode).toBe(200);
    expect((await login(ctx.app, 'marco.rossi@partner.example', 'Zweites-Passwort1')).statusCode).toBe(200);
  });

  it('a completed reset invalidates every other open link (two requested at the same moment)', async () => {
    const { insertPasswordResetToken, findUserByEmail } = await import('../src/modules/auth/repository');
    const { hashToken } = await import('../src/lib/tokens');
    const email = 'claire.dubois@partner.example';
    const user = await findUserByEmail(ctx.database.db, email);
    const now = ctx.app.now();
    const expiresAt = new Date(now.getTime() + 60 * 60 * 1000);
    for (const token of ['concurrent-link-a', 'concurrent-link-b']) {
      await insertPasswordResetToken(ctx.database.db, { partnerUserId: user!.id, tokenHash: hashToken(token), expiresAt }, now);
    }
    expect((await setPassword('concurrent-link-b', 'Neues-Passwort1')).statusCode).toBe(200);
    // the other one, still within its hour, no longer sets a password
    expect((await setPassword('concurrent-link-a', 'Anderes-Passwort1')).statusCode).toBe(422);
    expect((await login(ctx.app, email, 'Neues-Passwort1')).statusCode).toBe(200);
  });
});

describe('NUL bytes', () => {
  it('are refused with 422 in a query, a path and a body, on every route', async () => {
    const query = await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=%00' });
    expect(query.statusCode).toBe(422);
    expect(json<{ errors: { field: string }[] }>(query).errors[0]?.field).toBe('to');

    const path = await ctx.app.inject({
      method: 'PATCH',
      url: url('reset_password/abc%00def'),
      payload: { password: 'Neues-Passwort1', password_confirmation: 'Neues-Passwort1' },
    });
    expect(path.statusCode).toBe(422);

    const body = await ctx.app.inject({ method: 'POST', url: url('reset_password/'), payload: { email: 'a\u0000@partner.example' } });
    expect(body.statusCode).toBe(422);

    // a route whose schema has no string at all: a key with NUL in a nested body
    const tokens = await signIn(ctx.app);
    const key = await ctx.app.inject({
      method: 'GET',
      url: `${url('profile')}?x%00y=1`,
      headers: bearer(tokens.access_token),
    });
    expect(key.statusCode).toBe(422);
  });

  it('are refused by the contracts, so the browser refuses them too', async () => {
    const { loginBodySchema, findNul } = await import('@portal/shared/contracts');
    expect(loginBodySchema.safeParse({ email: 'demo@partner.example', password: 'Partner\u0000-2026' }).success).toBe(false);
    expect(loginBodySchema.safeParse({ email: 'demo@partner.example', password: 'Partner-2026' }).success).toBe(true);
    expect(findNul({ a: [{ b: 'x\u0000' }], ok: 'fine' })).toEqual(['a.0.b']);
  });
});

describe('reset request', () => {
  it('does the same work for a known and an unknown address, and sends nothing inside the request', async () => {
    const { passwordResetTokens } = await import('../src/db/schema');
    await ctx.app.mailer.runQueue();
    const deliver = jest.spyOn(ctx.app.mailer, 'deliver');
    const tokensBefore = (await ctx.database.db.select().from(passwordResetTokens)).length;
    try {
      const known = await ctx.app.inject({ method: 'POST', url: url('reset_password/'), payload: { email: 'Demo@Partner.example' } });
      const unknown = await ctx.app.inject({ method: 'POST', url: url('reset_password/'), payload: { email: 'nobody@partner.example' } });
      expect(known.statusCode).toBe(200);
      expect(json(known)).toEqual(json(unknown));
      // nothing was sent and no link was made while answering: both requests only queued the same job
      expect(deliver).not.toHaveBeenCalled();
      expect((await ctx.database.db.select().from(passwordResetTokens)).length).toBe(tokensBefore);
      const jobs = (await ctx.app.jobs.queued('mail')).sort((a, b) => JSON.stringify(a.data).localeCompare(JSON.stringify(b.data)));
      expect(jobs.map(({ data, retryCount }) => ({ data, retryCount }))).toEqual([
        { data: { kind: 'password_reset', to: 'demo@partner.example', payload: { locale: null } }, retryCount: 0 },
        { data: { kind: 'password_reset', to: 'nobody@partner.example', payload: { locale: null } }, retryCount: 0 },
      ]);

      // the worker, outside the request: a link for the account, nothing for the unknown address
      expect(await ctx.app.mailer.runQueue()).toEqual({ sent: 1, dropped: 1, failed: 0 });
      expect(deliver).toHaveBeenCalledTimes(1);
      expect(deliver.mock.calls[0]![0].to).toBe('demo@partner.example');
      expect(await ctx.app.jobs.queued('mail')).toEqual([]);
      expect((await ctx.database.db.select().from(passwordResetTokens)).length).toBe(tokensBefore + 1);
    } finally {
      deliver.mockRestore();
    }
  });

  it('a security code is queued too, and a failing transport is tried again after a pause', async () => {
    await ctx.app.mailer.runQueue();
    const deliver = jest.spyOn(ctx.app.mailer, 'deliver').mockRejectedValueOnce(new Error('SMTP down'));
    try {
      expect(json(await login(ctx.app, 'secure@partner.example')).status).toBe('2fa_required');
      expect(deliver).not.toHaveBeenCalled();
      expect(await ctx.app.mailer.runQueue()).toEqual({ sent: 0, dropped: 0, failed: 1 });
      const [job] = await ctx.app.jobs.queued('mail');
      expect(job).toMatchObject({ data: { kind: 'mail', to: 'secure@partner.example' }, lastError: 'SMTP down' });
      expect(job!.startAfter.getTime()).toBeGreaterThan(job!.createdOn.getTime());
      // not before its pause
      expect(await ctx.app.mailer.runQueue()).toEqual({ sent: 0, dropped: 0, failed: 0 });
      await jobsClock.tick(KIND_OPTIONS.mail.retryDelayMax * 1000);
      expect(await ctx.app.mailer.runQueue()).toEqual({ sent: 1, dropped: 0, failed: 0 });
      expect(deliver).toHaveBeenCalledTimes(2);
    } finally {
      deliver.mockRestore();
    }
  });
});
