import { createHmac } from 'node:crypto';
import { expect, type Page, type APIRequestContext } from '@playwright/test';

export const PASSWORD = 'Partner-2026';

type OutboxMail = { id: number | string; text: string; created_at: string };

async function outbox(request: APIRequestContext, email: string): Promise<OutboxMail[]> {
  const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { messages: OutboxMail[] }).messages;
}

/**
 * The ids of the mails the development outbox holds for an address: taken before the action that sends a mail, so
 * that `newMail` picks the mail that action sent (by its id, not by the wall clock).
 */
export async function outboxIds(request: APIRequestContext, email: string): Promise<ReadonlySet<string>> {
  return new Set((await outbox(request, email)).map((mail) => String(mail.id)));
}

/** The text of the one mail to `email` that is not among `before` (asked again until it is there). */
export async function newMail(request: APIRequestContext, email: string, before: ReadonlySet<string>): Promise<string> {
  let fresh: OutboxMail[] = [];
  await expect
    .poll(
      async () => {
        fresh = (await outbox(request, email)).filter((mail) => !before.has(String(mail.id)));
        return fresh.length;
      },
      { message: `a new mail for ${email} in the outbox`, timeout: 30_000 },
    )
    .toBe(1);
  return fresh[0]!.text;
}

/** The six-digit code of the one new mail to `email` (the mails of `before` were there before the sign-in). */
export async function newCode(request: APIRequestContext, email: string, before: ReadonlySet<string>): Promise<string> {
  const code = (await newMail(request, email, before)).match(/\b(\d{6})\b/)?.[1];
  expect(code, `a six-digit code in the new mail for ${email}`).toBeDefined();
  return code!;
}

const CLOSE_PROMPT = /^(verstanden|got it|compris|capito)$/i;
const featurePrompt = (page: Page) => page.getByRole('region').filter({ has: page.getByRole('button', { name: CLOSE_PROMPT }) });

/**
 * The portal announces a new feature on the dashboard in a notice in the corner of the screen ("Neu: …", the feature
 * prompt, docs/feature-prompt.md). It takes neither the focus nor the input, but it covers what lies under it, so this
 * handler closes it ("Verstanden", which the API keeps: it does not come back for that user) whenever it stands in the
 * way of an action or an assertion; it does not run for calls such as getAttribute or keyboard.press.
 */
export async function closeFeaturePromptWhenShown(page: Page) {
  const prompt = featurePrompt(page);
  await page.addLocatorHandler(prompt, async () => {
    await prompt.getByRole('button', { name: CLOSE_PROMPT }).click();
  });
}

export async function fillLogin(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/^(passwort|password|mot de passe|password)\b/i).fill(password);
  await page.getByRole('button', { name: /^(anmelden|sign in|log in|se connecter|accedi|accedere)$/i }).click();
}

/**
 * Signs in through the login screen and waits for the first page. The feature prompt, where the API has one for the
 * user, is closed by the handler whenever it stands in the way.
 */
export async function signIn(page: Page, email = 'demo@partner.example', path = '/login', password = PASSWORD) {
  await page.goto(path);
  await fillLogin(page, email, password);
  // the sign-in page is a light build of its own: it loads the whole portal at the address it leads to, and a test's
  // next navigation must not cut that load short
  await page.waitForURL((url) => !/\/login/.test(url.pathname), { waitUntil: 'load' });
  await expect(page.locator('#main-content')).toBeVisible();
  await closeFeaturePromptWhenShown(page);
}

/** The portal's signing key, which scripts/test.mjs gives both the portal it starts and Playwright. */
export const jwtSecret = process.env.E2E_JWT_SECRET;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * `token` as the API would have issued it an hour ago: the same user and refresh-token family, signed with the API's key,
 * its lifetime long over. The API refuses it as `expired`, exactly as it refuses a token that aged in an open tab,
 * without the test waiting for one to age.
 */
export function expiredCopyOf(token: string, secret: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { iat: number; exp: number };
  const issuedAt = Math.floor(Date.now() / 1000) - 3600;
  const signed = `${base64url({ alg: 'HS256' })}.${base64url({ ...claims, iat: issuedAt, exp: issuedAt + (claims.exp - claims.iat) })}`;
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
}
