import { eq } from 'drizzle-orm';
import { loginChallenges, refreshTokens } from '../src/db/schema';
import { hashToken } from '../src/lib/tokens';
import { requestLocale } from '../src/lib/request-locale';
import { bearer, build, codeFrom, json, latestMail, login, PASSWORD, signIn, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(async () => ctx?.close());

const url = (path: string) => `/api/v1/admin_partner/${path}`;

async function startTwoFactor(rememberDevice = false, cookie?: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: url('authorization/login'),
    payload: { email: 'secure@partner.example', password: PASSWORD, remember_device: rememberDevice },
    headers: cookie ? { cookie } : {},
  });
  return response;
}

describe('login', () => {
  it('signs in demo@ with tokens, the user and every module', async () => {
    const response = await login(ctx.app);
    expect(response.statusCode).toBe(200);
    const body = json<any>(response); // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads the JSON as it comes
    expect(body.status).toBe('success');
    expect(body.partner_user).toMatchObject({
      email: 'demo@partner.example',
      fidleg_certified: true,
      two_factor: 'none',
      can_see_company_statistics: true,
      partner_company: { name: 'Alpen Finanz AG' },
    });
    expect(body.partner_user).not.toHaveProperty('password_hash');
    expect(body.available_modules).toEqual([
      'clients',
      'documents',
      'invoices',
      'custom_strategies',
      'partner_company_users',
      'expected_revenue',
    ]);
    expect(body.tokens.expires_in).toBe(900);
    expect(typeof body.tokens.refresh_token).toBe('string');
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await login(ctx.app, 'demo@partner.example', 'Wrong-Password1');
    const unknown = await login(ctx.app, 'nobody@partner.example', 'Wrong-Password1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong).message).toBe(json(unknown).message);
  });

  it('answers bad input with 422 and field errors', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: url('authorization/login'), payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(422);
    const body = json<{ message: string; errors: { field: string; message: string }[] }>(response);
    expect(body.errors.map((e) => e.field).sort()).toEqual(['email', 'password']);
    expect(body.errors.every((e) => e.message.length > 0)).toBe(true);
  });

  it('does not count successful logins against the account (the slow-down of wrong ones: login-throttle.test.ts)', async () => {
    for (let i = 0; i < 12; i += 1) expect((await login(ctx.app, 'demo@partner.example')).statusCode).toBe(200);
  });

  it('answers in the language of the page (Accept-Language), in German without one', async () => {
    const wrong = (headers: Record<string, string>, email = 'demo@partner.example') =>
      ctx.app.inject({ method: 'POST', url: url('authorization/login'), payload: { email, password: 'Wrong-Password1' }, headers });
    expect(json(await wrong({})).message).toBe('E-Mail oder Passwort ist falsch.');
    expect(json(await wrong({ 'accept-language': 'fr-CH, fr;q=0.9, de;q=0.8' })).message).toBe(
      "L'e-mail ou le mot de passe est incorrect.",
    );
    // the same answer for an unknown e-mail in that language
    expect(json(await wrong({ 'accept-language': 'en' }, 'nobody@partner.example')).message).toBe('The e-mail or password is wrong.');

    const italian = await ctx.app.inject({
      method: 'POST',
      url: url('authorization/login'),
      payload: { email: 'secure@partner.example', password: PASSWORD },
      headers: { 'accept-language': 'it' },
    });
    expect(json(italian).message).toBe('Un codice di sicurezza è stato inviato al suo indirizzo e-mail.');
  });

  it('reads the first supported language of Accept-Language by its weight', () => {
    const of = (value?: string) => requestLocale({ headers: value === undefined ? {} : { 'accept-language': value } });
    expect(of()).toBeUndefined();
    expect(of('es-ES, es;q=0.9')).toBeUndefined();
    expect(of('es, it;q=0.5, en;q=0.8')).toBe('en');
    expect(of('EN-gb')).toBe('en');
    expect(of('fr;q=0, de')).toBe('de');
  });
});

describe('two-factor login', () => {
  it('asks secure@ for a code, e-mails it, and signs in with it once', async () => {
    const first = await startTwoFactor();
    expect(first.statusCode).toBe(200);
    const body = json<{ status: string; temp_token: string; message: string }>(first);
    expect(body.status).toBe('2fa_required');
    expect(body).not.toHaveProperty('tokens');
    const code = codeFrom((await latestMail(ctx.app, 'secure@partner.example'))?.text);

    const payload = { code, temp_token: body.temp_token, email: 'secure@partner.example', remember_device: false };
    const ok = await ctx.app.inject({ method: 'POST', url: url('authorization/two_factor'), payload });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ status: 'success', partner_user: { email: 'secure@partner.example', two_factor: 'email' } });

    const again = await ctx.app.inject({ method: 'POST', url: url('authorization/two_factor'), payload });
    expect(again.statusCode).toBe(401);
  });

  it('re-sends a code with the server message; the old code no longer works', async () => {
    const body = json<{ temp_token: string }>(await startTwoFactor());
    const oldCode = codeFrom((await latestMail(ctx.app, 'secure@partner.example'))?.text);
    const resend = await ctx.app.inject({
      method: 'POST',
      url: url('authorization/send_code'),
      payload: { email: 'secure@partner.example', temp_token: body.temp_token },
    });
    expect(resend.statusCode).toBe(200);
    expect(json(resend).message).toBe('Ein neuer Sicherheitscode wurde an Ihre E-Mail-Adresse gesendet.');
    const newCode = codeFrom((await latestMail(ctx.app, 'secure@partner.example'))?.text);
    const payload = { temp_token: body.temp_token, email: 'secure@partner.example', remember_device: false };
    if (oldCode !== newCode) {
      const old = await ctx.app.inject({ method: 'POST', url: url('authorization/two_factor'), payload: { ...payload, code: oldCode } });
      expect(old.statusCode).toBe(401);
    }
    const ok = await ctx.app.inject({ method: 'POST', url: url('authorization/two_factor'), payload: { ...payload, code: newCode } });
    expect(ok.statusCode).toBe(200);
  });

  it('allows five wrong codes, then refuses even the right one', async () => {
    const body = json<{ temp_token: string }>(await startTwoFactor());
    const code = codeFrom((await latestMail(ctx.app, 'secure@partner.example'))?.text);
    const wrong = code === '000000' ? '111111' : '000000';
    const payload = { temp_token: body.temp_token, email: 'secure@partner.example', remember_device: false };
    for (let i = 0; i < 5; i += 1) {
      const response = await ctx.app.inject({ method: 'POST', url: url('authorization/two_factor'), payload: { ...payload, code: wrong } });
      expect(response.statusCode).toBe(401);
    }
    const right = await ctx.app.inject({ method: 'POST', url: url('authorization/two_factor'), payload: { ...payload, code } });
    expect(right.statusCode).toBe(429);
  });

  it('refuses an expired code', async () => {
    const body = json<{ temp_token: string }>(await startTwoFactor());
    const code = codeFrom((await latestMail(ctx.app, 'secure@partner.example'))?.text);
    const [challenge] = await ctx.database.db.select().from(loginChallenges).orderBy(loginChallenges.id);
    // the newest challenge is this one
    const all = await ctx.database.db.select().from(loginChallenges);
    const newest = all.reduce((a, b) => (a.id > b.id ? a : b), challenge!);
    await ctx.database.db
      .update(loginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginChallenges.id, newest.id));
    const response = await ctx.app.inject({
      method: 'POST',
      url: url('authorization/two_factor'),
      payload: { code, temp_token: body.temp_token, email: 'secure@partner.example', remember_device: false },
    });
    expect(response.statusCode).toBe(422);
    expect(json<{ errors: { field: string }[] }>(response).errors[0]?.field).toBe('code');
  });

  it('remembers a device: the next login with its cookie needs no code', async () => {
    const body = json<{ temp_token: string }>(await startTwoFactor(true));
    const code = codeFrom((await latestMail(ctx.app, 'secure@partner.example'))?.text);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: url('authorization/two_factor'),
      payload: { code, temp_token: body.temp_token, email: 'secure@partner.example', remember_device: true },
    });
    const cookie = ok.cookies.find((c) => c.name === 'remembered_device');
    expect(cookie?.httpOnly).toBe(true);
    const next = await startTwoFactor(false, `remembered_device=${cookie!.value}`);
    expect(json(next).status).toBe('success');
    const withoutCookie = await startTwoFactor(false);
    expect(json(withoutCookie).status).toBe('2fa_required');
  });
});

describe('tokens', () => {
  it('rotates the refresh token; reusing the old one after the grace window revokes the whole family', async () => {
    const tokens = await signIn(ctx.app);
    const refresh = (token: string) =>
      ctx.app.inject({ method: 'POST', url: url('authorization/refresh'), payload: { grant_type: 'refresh_token', refresh_token: token } });
    const first = await refresh(tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = json<{ access_token: string; refresh_token: string }>(first);
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);

    // rotated a minute ago: past the grace window of parallel refreshes (test/refresh.test.ts)
    await ctx.app.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(tokens.refresh_token)));
    const reuse = await refresh(tokens.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(json(reuse).reason).toBe('revoked');
    // the family is gone: the newer token and its access token stop working too
    expect(json(await refresh(rotated.refresh_token)).reason).toBe('revoked');
    const profile = await ctx.app.inject({ method: 'GET', url: url('profile'), headers: bearer(rotated.access_token) });
    expect(profile.statusCode).toBe(401);
    expect(json(profile).reason).toBe('revoked');
  });

  it('says why a token is refused: unknown or expired', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: url('profile') });
    expect(none.statusCode).toBe(401);
    expect(json(none).reason).toBe('unknown');
    const garbage = await ctx.app.inject({ method: 'GET', url: url('profile'), headers: bearer('not-a-jwt') });
    expect(json(garbage).reason).toBe('unknown');
    const unknownRefresh = await ctx.app.inject({
      method: 'POST',
      url: url('authorization/refresh'),
      payload: { grant_type: 'refresh_token', refresh_token: 'no-such-token' },
    });
    expect(json(unknownRefresh).reason).toBe('unknown');

    const { createAccessTokens } = await import('../src/lib/access-token');
    // issued by the API's key an hour ago with the API's lifetime: it expired 45 minutes ago, with no wait
    const anHourAgo = createAccessTokens(ctx.config.jwtSecret!, ctx.config.accessTokenTtl, () => Date.now() - 3_600_000);
    const expired = await anHourAgo.sign({ userId: 1, familyId: '00000000-0000-4000-8000-000000000000' });
    const response = await ctx.app.inject({ method: 'GET', url: url('profile'), headers: bearer(expired) });
    expect(response.statusCode).toBe(401);
    expect(json(response).reason).toBe('expired');
  });

  it('logs out: the refresh token and the access token stop working', async () => {
    const tokens = await signIn(ctx.app);
    const out = await ctx.app.inject({
      method: 'POST',
      url: url('authorization/logout'),
      payload: { refresh_token: tokens.refresh_token },
      headers: bearer(tokens.access_token),
    });
    expect(out.statusCode).toBe(204);
    const profile = await ctx.app.inject({ method: 'GET', url: url('profile'), headers: bearer(tokens.access_token) });
    expect(json(profile).reason).toBe('revoked');
  });
});

describe('password reset', () => {
  it('answers the same whether or not the e-mail exists', async () => {
    const known = await ctx.app.inject({
      method: 'POST',
      url: url('reset_password/'),
      payload: { email: 'claire.dubois@partner.example' },
    });
    const unknown = await ctx.app.inject({ method: 'POST', url: url('reset_password/'), payload: { email: 'nobody@partner.example' } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(json(known)).toEqual(json(unknown));
    expect(await latestMail(ctx.app, 'nobody@partner.example')).toBeUndefined();
  });

  it('sets a new password with a single-use token and checks the rules', async () => {
    await ctx.app.inject({ method: 'POST', url: url('reset_password/'), payload: { email: 'marco.rossi@partner.example' } });
    const mail = await latestMail(ctx.app, 'marco.rossi@partner.example');
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();

    // the page asks first whether the link can still be used, without spending it
    const fresh = await ctx.app.inject({ method: 'GET', url: url(`reset_password/${token}`) });
    expect(fresh.statusCode).toBe(200);
    expect(json(fresh)).toEqual({ valid: true });
    const unknown = await ctx.app.inject({ method: 'GET', url: url('reset_password/no-such-token'), headers: { 'accept-language': 'fr' } });
    expect(unknown.statusCode).toBe(422);

    const weak = await ctx.app.inject({
      method: 'PATCH',
      url: url(`reset_password/${token}`),
      payload: { password: 'short', password_confirmation: 'short' },
    });
    expect(weak.statusCode).toBe(422);
    expect(json<{ errors: { field: string; message: string }[] }>(weak).errors).toContainEqual({
      field: 'password',
      message: 'Das Passwort muss aus mindestens 8 Zeichen, einer Zahl, sowie einem Klein- und Grossbuchstaben bestehen.',
    });
    const mismatch = await ctx.app.inject({
      method: 'PATCH',
      url: url(`reset_password/${token}`),
      payload: { password: 'Neues-Passwort1', password_confirmation: 'Neues-Passwort2' },
    });
    expect(json<{ errors: { field: string; message: string }[] }>(mismatch).errors).toContainEqual({
      field: 'password_confirmation',
      message: 'Die Passwörter stimmen nicht überein.',
    });

    const payload = { password: 'Neues-Passwort1', password_confirmation: 'Neues-Passwort1' };
    const ok = await ctx.app.inject({ method: 'PATCH', url: url(`reset_password/${token}`), payload });
    expect(ok.statusCode).toBe(200);
    expect((await login(ctx.app, 'marco.rossi@partner.example', 'Neues-Passwort1')).statusCode).toBe(200);
    expect((await login(ctx.app, 'marco.rossi@partner.example', PASSWORD)).statusCode).toBe(401);

    const reused = await ctx.app.inject({ method: 'PATCH', url: url(`reset_password/${token}`), payload });
    expect(reused.statusCode).toBe(422);
    const spent = await ctx.app.inject({ method: 'GET', url: url(`reset_password/${token}`) });
    expect(spent.statusCode).toBe(422);
    expect(json<{ message: string }>(spent).message).toBe(json<{ message: string }>(reused).message);
  });
});

describe('e-mail verification', () => {
  it('confirms with a valid token once; unknown or used tokens get 422', async () => {
    const { insertEmailVerificationToken } = await import('../src/modules/auth/repository');
    const { hashToken } = await import('../src/lib/tokens');
    await insertEmailVerificationToken(ctx.database.db, {
      partnerUserId: 1,
      tokenHash: hashToken('verify-me-token'),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const verify = (token: string) => ctx.app.inject({ method: 'POST', url: url('verify_email'), payload: { token } });
    const ok = await verify('verify-me-token');
    expect(ok.statusCode).toBe(200);
    expect(json(ok).message).toBe('Ihre E-Mail-Adresse wurde bestätigt.');
    const used = await verify('verify-me-token');
    expect(used.statusCode).toBe(422);
    expect(json<{ errors: { field: string }[] }>(used).errors[0]?.field).toBe('token');
    expect((await verify('never-issued')).statusCode).toBe(422);
  });
});
