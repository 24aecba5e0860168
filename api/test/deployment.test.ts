import { count, eq } from 'drizzle-orm';
import * as s from '../src/db/schema';
import { prepareDatabase } from '../src/db/prepare';
import { DEMO_PASSWORD } from '../src/seed';
import { inviteUser } from '../src/ops/invite-user';
import type { Executor } from '../src/db';
import type { Mail } from '../src/plugins/mailer';
import { build, json, latestMail, login, type TestContext } from './helpers';

// Issue 29, item 1: a deployment (no SEED_DEMO) starts without any user, known password or operator; its users are
// invited (npm run users:invite) and set their own password through the invitation link.
let ctx: TestContext;
const db = () => ctx.app.db;
const users = async () => (await db().select({ n: count() }).from(s.partnerUsers))[0]!.n;

beforeAll(async () => {
  ctx = await build({ seedDemo: false, nodeEnv: 'production' });
});
afterAll(() => ctx.close());

describe('a start of the production configuration', () => {
  it('leaves an empty database without any user or company, with the reference data every deployment needs', async () => {
    expect(await users()).toBe(0);
    expect((await db().select({ n: count() }).from(s.partnerCompanies))[0]!.n).toBe(0);
    expect((await db().select({ n: count() }).from(s.custodians))[0]!.n).toBeGreaterThan(0);
    expect((await db().select({ n: count() }).from(s.strategies))[0]!.n).toBeGreaterThan(0);
    expect((await login(ctx.app, 'ops@partner.example', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(ctx.app, 'demo@partner.example', DEMO_PASSWORD)).statusCode).toBe(401);
  });

  it('adds no demo operator on a restart, even once a company exists', async () => {
    await db().insert(s.partnerCompanies).values({ name: 'Restart AG' });
    expect(await prepareDatabase(ctx.database, ctx.config)).toEqual({ seeded: false });
    expect(await users()).toBe(0);
  });
});

describe('users:invite', () => {
  const publicUrl = 'https://portal.example';
  // as the command does: a mail job in the invitation's transaction (src/ops/invite-user-cli.ts)
  const sendMail = (mail: Mail, tx: Executor) => ctx.app.mailer.send(mail, tx);

  it('creates the company and the user without a usable password, and mails a link that sets the first one', async () => {
    const result = await inviteUser(
      db(),
      {
        company: 'Neue Partner AG',
        email: 'Anna.Muster@Neue.example',
        role: 'operator',
        modules: ['clients', 'documents'],
        firstName: 'Anna',
        lastName: 'Muster',
        language: 'fr',
      },
      { publicUrl, sendMail },
    );
    expect(result).toMatchObject({ companyCreated: true, renewed: false });
    const [user] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.id, result.userId));
    expect(user).toMatchObject({
      email: 'anna.muster@neue.example',
      role: 'operator',
      visibleModules: ['clients', 'documents'],
      language: 'fr',
    });
    // no password signs in before the link set one, not even an empty or a demo one
    for (const password of [DEMO_PASSWORD, '!invited', ''])
      expect((await login(ctx.app, 'anna.muster@neue.example', password)).statusCode).not.toBe(200);

    const mail = await latestMail(ctx.app, 'anna.muster@neue.example');
    expect(mail?.subject).toBe('Votre accès au portail partenaires');
    expect(mail?.text).toContain('Neue Partner AG');
    const link = new URL(/https:\S+/.exec(mail!.text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${publicUrl}/user-reset-password`);
    const token = link.searchParams.get('token')!;
    const set = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin_partner/reset_password/${token}`,
      payload: { password: 'Eigenes-Passwort-1', password_confirmation: 'Eigenes-Passwort-1' },
    });
    expect(set.statusCode).toBe(200);
    const signedIn = await login(ctx.app, 'anna.muster@neue.example', 'Eigenes-Passwort-1');
    expect(signedIn.statusCode).toBe(200);
    // production: the OpenAPI document for signed-in users only; plain http: no HSTS
    const accessToken = json<{ tokens: { access_token: string } }>(signedIn).tokens.access_token;
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { authorization: `Bearer ${accessToken}` } });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['strict-transport-security']).toBeUndefined();
    expect(doc.headers['x-frame-options']).toBe('DENY');
    expect(json<{ available_modules: string[] }>(signedIn).available_modules).toEqual(['clients', 'documents']);
    // the link is spent
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/admin_partner/reset_password/${token}` })).statusCode).toBe(422);
  });

  it('adds an adviser to the existing company, and refuses to invite an account that has a password', async () => {
    const result = await inviteUser(
      db(),
      {
        company: 'Neue Partner AG',
        email: 'ben@neue.example',
        role: 'adviser',
        modules: ['clients'],
        firstName: 'Ben',
        lastName: 'Keller',
        language: 'de',
      },
      { publicUrl, sendMail },
    );
    expect(result.companyCreated).toBe(false);
    // invited again before the first link was used: a new link, the old one ends
    const again = await inviteUser(
      db(),
      {
        company: 'Neue Partner AG',
        email: 'ben@neue.example',
        role: 'adviser',
        modules: ['clients'],
        firstName: 'Ben',
        lastName: 'Keller',
        language: 'de',
      },
      { publicUrl, sendMail },
    );
    expect(again).toMatchObject({ renewed: true, userId: result.userId });
    await expect(
      inviteUser(
        db(),
        {
          company: 'Neue Partner AG',
          email: 'anna.muster@neue.example',
          role: 'adviser',
          modules: ['clients'],
          firstName: 'A',
          lastName: 'M',
          language: 'de',
        },
        { publicUrl, sendMail },
      ),
    ).rejects.toThrow(/already has an account/);
    await expect(
      inviteUser(
        db(),
        // @ts-expect-error: a role that does not exist
        { company: 'X', email: 'x@neue.example', role: 'admin', modules: ['clients'], firstName: 'X', lastName: 'Y', language: 'de' },
        { publicUrl, sendMail },
      ),
    ).rejects.toThrow();
  });
});
