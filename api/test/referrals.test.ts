import { and, desc, eq, sql } from 'drizzle-orm';
import type { ReferralResponse } from '@portal/shared/contracts';
import * as s from '../src/db/schema';
import { t } from '../src/lib/messages';
import { REFERRAL_MAILS_PER_HOUR } from '../src/modules/referrals/routes';
import { bearer, build, latestMail, signIn, type TestContext } from './helpers';

// Referrals (issue 11): the adviser's link, its e-mail, and the public registration that puts a client in the book.

let ctx: TestContext;
let demo: string;
let other: string;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await build({ publicUrl: 'https://portal.example.ch' });
  demo = (await signIn(ctx.app)).access_token;
  other = (await signIn(ctx.app, 'other@second-partner.example')).access_token;
});
afterAll(async () => ctx?.close());

const adminApi = (method: 'GET' | 'POST', path: string, payload?: object, token = demo) =>
  ctx.app.inject({ method, url: `/api/v1/admin_partner/${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const publicApi = (method: 'GET' | 'POST', path: string, payload?: object, language = 'de') =>
  ctx.app.inject({
    method,
    url: `/api/v1/referrals/${path}`,
    headers: { 'accept-language': language },
    ...(payload ? { payload } : {}),
  });

async function createReferral(
  body: object = { finders_fee_percentage: 1.25, recurring_fee_percentage: 0.4, language: 'fr' },
  token = demo,
) {
  const response = await adminApi('POST', 'referral', body, token);
  expect(response.statusCode).toBe(201);
  return response.json() as ReferralResponse;
}

const registration = {
  first_name: 'Chloé',
  last_name: 'Rochat',
  email: 'chloe.rochat@example.ch',
  phone: '+41 21 555 44 33',
  language: 'fr',
};

describe('POST referral', () => {
  it("makes a link to the public registration page in the referral's language, valid for 90 days", async () => {
    const referral = await createReferral();
    expect(referral.code).toMatch(/^[a-z2-9]{10}$/);
    expect(referral.referral_url).toBe(`https://portal.example.ch/fr/register/${referral.code}`);
    const days = (new Date(referral.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    const german = await createReferral({ finders_fee_percentage: 1, language: 'de' });
    expect(german.referral_url).toBe(`https://portal.example.ch/register/${german.code}`);
    expect(german.code).not.toBe(referral.code);
  });

  it('refuses a bad fee with the fee message and an unknown language', async () => {
    const response = await adminApi('POST', 'referral', { finders_fee_percentage: -1, language: 'de' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'finders_fee_percentage', message: 'Bitte geben Sie einen gültigen Wert ein' }],
    });
    expect((await adminApi('POST', 'referral', { finders_fee_percentage: 1, language: 'es' })).statusCode).toBe(422);
  });
});

describe('POST referral/send_email', () => {
  it('sends the link in the referral’s language, from the adviser and the company', async () => {
    const referral = await createReferral();
    const response = await adminApi('POST', 'referral/send_email', { referral_code: referral.code, email: 'prospect@example.ch' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'operation successful' });
    const mail = await latestMail(ctx.app, 'prospect@example.ch');
    expect(mail?.subject).toBe('Votre invitation de Alpen Finanz AG');
    expect(mail?.text).toContain(referral.referral_url);
  });

  it("does not send another adviser's or another company's link (404)", async () => {
    const foreign = await createReferral({ finders_fee_percentage: 1, language: 'de' }, other);
    const response = await adminApi('POST', 'referral/send_email', { referral_code: foreign.code, email: 'prospect@example.ch' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Dieser Empfehlungslink ist ungültig oder abgelaufen.' });
  });
});

describe('referral mails per adviser (issue 29)', () => {
  it('are limited per hour (429 in the adviser’s language), without holding up another adviser', async () => {
    const referral = await createReferral();
    const statuses: number[] = [];
    for (let i = 0; i <= REFERRAL_MAILS_PER_HOUR; i += 1) {
      const response = await adminApi('POST', 'referral/send_email', { referral_code: referral.code, email: `prospect${i}@example.ch` });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin_partner/referral/send_email',
      headers: { ...bearer(demo), 'accept-language': 'fr' },
      payload: { referral_code: referral.code, email: 'prospect@example.ch' },
    });
    expect([refused.statusCode, refused.json()]).toEqual([429, { message: t('tooManyRequests', 'fr') }]);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(REFERRAL_MAILS_PER_HOUR);
    const foreign = await createReferral({ finders_fee_percentage: 1, language: 'de' }, other);
    expect((await adminApi('POST', 'referral/send_email', { referral_code: foreign.code, email: 'p@example.ch' }, other)).statusCode).toBe(
      200,
    );
  });
});

describe('the public registration', () => {
  it('shows who the client registers with, without sign-in', async () => {
    const referral = await createReferral();
    const response = await publicApi('GET', referral.code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ company_name: 'Alpen Finanz AG', language: 'fr' });
    expect((response.json() as { adviser_name: string }).adviser_name).toMatch(/\S+ \S+/);
  });

  it("puts the client in the adviser's book at registration_started with the referral's fees, and notifies the adviser", async () => {
    const referral = await createReferral();
    const response = await publicApi('POST', `${referral.code}/registration`, registration, 'fr');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Merci pour votre inscription. Votre conseillère ou votre conseiller vous contactera sous peu.',
    });

    const [client] = await db().select().from(s.clients).where(eq(s.clients.email, registration.email));
    const [demoUser] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'demo@partner.example'));
    expect(client).toMatchObject({
      firstName: 'Chloé',
      lastName: 'Rochat',
      phone: '+41 21 555 44 33',
      preferredLanguage: 'french',
      partnerUserId: demoUser!.id,
      partnerCompanyId: demoUser!.partnerCompanyId,
      status: 'pending',
    });
    expect(client!.registrationStartedAt).not.toBeNull();
    const [fee] = await db().select().from(s.feeStructures).where(eq(s.feeStructures.clientId, client!.id));
    expect({ finders: Number(fee!.findersFeePercentage), recurring: Number(fee!.recurringFeePercentage) }).toEqual({
      finders: 1.25,
      recurring: 0.4,
    });
    const [notification] = await db()
      .select()
      .from(s.notifications)
      .where(and(eq(s.notifications.partnerUserId, demoUser!.id), eq(s.notifications.kind, 'referral_registration')))
      .orderBy(desc(s.notifications.id))
      .limit(1);
    expect(notification?.clientId).toBe(client!.id);

    // the adviser finds the client in the list, at its funnel stage
    const list = await adminApi('GET', `clients?scope=personal&search=${encodeURIComponent('chloe.rochat')}`);
    expect((list.json() as { clients: { id: number; funnel_stage?: string }[] }).clients.map((c) => c.id)).toContain(client!.id);
    const [referralRow] = await db().select().from(s.referrals).where(eq(s.referrals.code, referral.code));
    expect(referralRow?.registrations).toBe(1);
  });

  it('adds no one twice under the same e-mail, and answers the same', async () => {
    const referral = await createReferral();
    const again = await publicApi('POST', `${referral.code}/registration`, { ...registration, email: 'CHLOE.ROCHAT@example.ch' }, 'fr');
    expect(again.statusCode).toBe(201);
    const matches = await db()
      .select()
      .from(s.clients)
      .where(sql`lower(${s.clients.email}) = 'chloe.rochat@example.ch'`);
    expect(matches).toHaveLength(1);
  });

  it('refuses missing or bad fields with their messages, in the language of the page', async () => {
    const referral = await createReferral();
    const response = await publicApi('POST', `${referral.code}/registration`, { ...registration, first_name: '', email: 'nope' }, 'de');
    expect(response.statusCode).toBe(422);
    const fields = Object.fromEntries(
      (response.json() as { errors: { field: string; message: string }[] }).errors.map((e) => [e.field, e.message]),
    );
    expect(fields).toMatchObject({
      first_name: 'Dieses Feld ist erforderlich.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
  });

  it('knows no unknown or expired code (404) and registers nothing through it', async () => {
    expect((await publicApi('GET', 'abcdefghjk')).statusCode).toBe(404);
    expect((await publicApi('GET', 'NOT-A-CODE')).statusCode).toBe(422);
    const referral = await createReferral();
    await db()
      .update(s.referrals)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.referrals.code, referral.code));
    const response = await publicApi('POST', `${referral.code}/registration`, { ...registration, email: 'late@example.ch' }, 'it');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Questo link di raccomandazione non è valido o è scaduto.' });
    expect(await db().select().from(s.clients).where(eq(s.clients.email, 'late@example.ch'))).toHaveLength(0);
  });
});
