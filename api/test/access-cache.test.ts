import { eq } from 'drizzle-orm';
import { partnerUsers } from '../src/db/schema';
import { createAccessCache } from '../src/lib/access-cache';
import { bearer, build, json, signIn, type TestContext } from './helpers';

describe('access cache (unit)', () => {
  it('keeps a user for the TTL, shares parallel loads, and forgets on demand', async () => {
    let time = 0;
    const cache = createAccessCache<{ id: number }>(5000, () => time);
    const load = jest.fn(async () => ({ id: 1 }));
    await Promise.all([cache.user(1, load), cache.user(1, load), cache.user(1, load)]);
    expect(load).toHaveBeenCalledTimes(1);
    time = 4999;
    await cache.user(1, load);
    expect(load).toHaveBeenCalledTimes(1);
    time = 5000;
    await cache.user(1, load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.forgetUser(1);
    await cache.user(1, load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps a revoked family for good, a live one for the TTL, and forgets families on demand', async () => {
    let time = 0;
    const cache = createAccessCache<unknown>(5000, () => time);
    const live = jest.fn(async () => false);
    expect(await cache.familyRevoked('a', 1, live)).toBe(false);
    expect(await cache.familyRevoked('a', 1, live)).toBe(false);
    expect(live).toHaveBeenCalledTimes(1);
    cache.forgetFamily('a');
    const revoked = jest.fn(async () => true);
    expect(await cache.familyRevoked('a', 1, revoked)).toBe(true);
    time = 1_000_000;
    expect(await cache.familyRevoked('a', 1, revoked)).toBe(true);
    expect(revoked).toHaveBeenCalledTimes(1);
    await cache.familyRevoked('b', 2, live);
    cache.forgetFamiliesOf(2);
    await cache.familyRevoked('b', 2, live);
    expect(live).toHaveBeenCalledTimes(3);
  });

  it('with a TTL of 0 always asks the database', async () => {
    const cache = createAccessCache<{ id: number }>(0);
    const load = jest.fn(async () => ({ id: 1 }));
    await cache.user(1, load);
    await cache.user(1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the access check with the cache', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await build({ authCacheSeconds: 5 }, (app) => {
      app.get('/api/v1/test/whoami', { preHandler: app.authenticate }, async (request) => ({ id: request.user.id }));
    });
  });
  afterAll(async () => ctx?.close());

  it('costs no query per request once the user and session are known', async () => {
    const tokens = await signIn(ctx.app);
    const select = jest.spyOn(ctx.app.db, 'select');
    for (let i = 0; i < 10; i++) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/test/whoami', headers: bearer(tokens.access_token) });
      expect(response.statusCode).toBe(200);
    }
    // the first request reads the user and the session's state; the nine others none
    expect(select.mock.calls.length).toBeLessThanOrEqual(2);
    select.mockRestore();
  });

  it('still refuses a session at once after logout, and sees a profile change on the next request', async () => {
    const tokens = await signIn(ctx.app);
    const profile = () => ctx.app.inject({ method: 'GET', url: '/api/v1/admin_partner/profile', headers: bearer(tokens.access_token) });
    expect((await profile()).statusCode).toBe(200);
    const update = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin_partner/profile',
      headers: bearer(tokens.access_token),
      payload: { language: 'fr' },
    });
    expect(update.statusCode).toBe(200);
    // the profile change made the cache forget the user: the next access check reads the row again
    const select = jest.spyOn(ctx.app.db, 'select');
    const whoami = await ctx.app.inject({ method: 'GET', url: '/api/v1/test/whoami', headers: bearer(tokens.access_token) });
    expect(whoami.statusCode).toBe(200);
    expect(select).toHaveBeenCalledTimes(1);
    select.mockRestore();
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin_partner/profile',
      headers: bearer(tokens.access_token),
      payload: { language: 'de' },
    });

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin_partner/authorization/logout',
      headers: bearer(tokens.access_token),
      payload: {},
    });
    expect(out.statusCode).toBe(204);
    const after = await profile();
    expect(after.statusCode).toBe(401);
    expect(json(after).reason).toBe('revoked');
  });

  it('answers GET profile from the row the access check holds: no query, a change from elsewhere seen after the lifetime', async () => {
    const tokens = await signIn(ctx.app);
    const firstName = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin_partner/profile', headers: bearer(tokens.access_token) });
      expect(response.statusCode).toBe(200);
      return json<{ partner_user: { first_name: string; partner_company: { name: string } } }>(response).partner_user;
    };
    const before = await firstName();
    expect(before.partner_company.name).toBeTruthy();
    const demo = eq(partnerUsers.email, 'demo@partner.example');
    // another API instance (or an operator) renames the user
    await ctx.database.db.update(partnerUsers).set({ firstName: 'Renamed' }).where(demo);
    try {
      expect((await firstName()).first_name).toBe(before.first_name);
      jest.setSystemTime(Date.now() + 5_001);
      expect(await firstName()).toEqual({ ...before, first_name: 'Renamed' });
    } finally {
      await ctx.database.db.update(partnerUsers).set({ firstName: before.first_name }).where(demo);
    }
  });
});
