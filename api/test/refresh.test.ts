import { eq } from 'drizzle-orm';
import { refreshTokens } from '../src/db/schema';
import { hashToken } from '../src/lib/tokens';
import { bearer, build, json, login, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build({ refreshGraceSeconds: 30 });
});
afterAll(async () => ctx?.close());

const url = (path: string) => `/api/v1/admin_partner/${path}`;
type Tokens = { access_token: string; refresh_token?: string; expires_in: number };

const refreshWithBody = (token: string) =>
  ctx.app.inject({ method: 'POST', url: url('authorization/refresh'), payload: { grant_type: 'refresh_token', refresh_token: token } });
const refreshWithCookie = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: url('authorization/refresh'),
    payload: { grant_type: 'refresh_token' },
    cookies: { refresh_token: token },
  });

/** Moves a token's rotation into the past: the clock of the grace window, without waiting. */
async function rotatedSecondsAgo(token: string, seconds: number) {
  await ctx.app.db
    .update(refreshTokens)
    .set({ rotatedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
}

async function signIn() {
  const response = await login(ctx.app);
  expect(response.statusCode).toBe(200);
  return response;
}

function refreshCookieOf(response: {
  cookies: { name: string; value: string; path?: string; httpOnly?: boolean; secure?: boolean; sameSite?: string; maxAge?: number }[];
}) {
  return response.cookies.find((cookie) => cookie.name === 'refresh_token');
}

describe('the refresh token cookie', () => {
  it('is set on sign-in: HttpOnly, Secure, SameSite=Strict, only for the authorization calls', async () => {
    const response = await signIn();
    const cookie = refreshCookieOf(response);
    expect(cookie).toMatchObject({
      value: json<{ tokens: Tokens }>(response).tokens.refresh_token,
      path: '/api/v1/admin_partner/authorization',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      maxAge: 2_592_000,
    });
  });

  it('refreshes from the cookie alone; the new refresh token goes back only in the cookie', async () => {
    const cookie = refreshCookieOf(await signIn())!;
    const response = await refreshWithCookie(cookie.value);
    expect(response.statusCode).toBe(200);
    const body = json<Tokens>(response);
    expect(body.refresh_token).toBeUndefined();
    const next = refreshCookieOf(response)!;
    expect(next.value).not.toBe(cookie.value);
    expect(next).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/v1/admin_partner/authorization' });
    const profile = await ctx.app.inject({ method: 'GET', url: url('profile'), headers: bearer(body.access_token) });
    expect(profile.statusCode).toBe(200);
    // and the successor in the cookie works in turn
    expect((await refreshWithCookie(next.value)).statusCode).toBe(200);
  });

  it('keeps the body contract for a token sent in the body', async () => {
    const { tokens } = json<{ tokens: Tokens }>(await signIn());
    const response = await refreshWithBody(tokens.refresh_token!);
    expect(response.statusCode).toBe(200);
    expect(typeof json<Tokens>(response).refresh_token).toBe('string');
  });

  it('refuses a refresh without any token, and logout clears the cookie and ends the session', async () => {
    const none = await ctx.app.inject({ method: 'POST', url: url('authorization/refresh'), payload: { grant_type: 'refresh_token' } });
    expect(none.statusCode).toBe(401);
    expect(json(none).reason).toBe('unknown');

    const response = await signIn();
    const cookie = refreshCookieOf(response)!;
    const { tokens } = json<{ tokens: Tokens }>(response);
    const out = await ctx.app.inject({
      method: 'POST',
      url: url('authorization/logout'),
      headers: bearer(tokens.access_token),
      cookies: { refresh_token: cookie.value },
      payload: {},
    });
    expect(out.statusCode).toBe(204);
    const cleared = refreshCookieOf(out)!;
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/api/v1/admin_partner/authorization');
    expect(json(await refreshWithCookie(cookie.value)).reason).toBe('revoked');
  });
});

describe('parallel refreshes', () => {
  it('10 parallel refreshes with one token all succeed with the same successor', async () => {
    const { tokens } = json<{ tokens: Tokens }>(await signIn());
    const responses = await Promise.all(Array.from({ length: 10 }, () => refreshWithBody(tokens.refresh_token!)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const successors = new Set(responses.map((r) => json<Tokens>(r).refresh_token));
    expect(successors.size).toBe(1);
    const [successor] = [...successors];
    expect(successor).not.toBe(tokens.refresh_token);
    // every answer's access token works, and the family lives on
    for (const response of responses) {
      const profile = await ctx.app.inject({ method: 'GET', url: url('profile'), headers: bearer(json<Tokens>(response).access_token) });
      expect(profile.statusCode).toBe(200);
    }
    expect((await refreshWithBody(successor!)).statusCode).toBe(200);
  });

  it('a token presented again within the window follows the chain to its live successor', async () => {
    const { tokens } = json<{ tokens: Tokens }>(await signIn());
    const second = json<Tokens>(await refreshWithBody(tokens.refresh_token!)).refresh_token!;
    const third = json<Tokens>(await refreshWithBody(second)).refresh_token!;
    const late = await refreshWithBody(tokens.refresh_token!);
    expect(late.statusCode).toBe(200);
    expect(json<Tokens>(late).refresh_token).toBe(third);
  });

  it('reuse after the grace window revokes the family', async () => {
    const { tokens } = json<{ tokens: Tokens }>(await signIn());
    const successor = json<Tokens>(await refreshWithBody(tokens.refresh_token!));
    await rotatedSecondsAgo(tokens.refresh_token!, 31);
    const reuse = await refreshWithBody(tokens.refresh_token!);
    expect(reuse.statusCode).toBe(401);
    expect(json(reuse).reason).toBe('revoked');
    expect(json(await refreshWithBody(successor.refresh_token!)).reason).toBe('revoked');
    const profile = await ctx.app.inject({ method: 'GET', url: url('profile'), headers: bearer(successor.access_token) });
    expect(json(profile).reason).toBe('revoked');
  });
});
