import { expect, type Page, type APIRequestContext } from '@playwright/test';

export const PASSWORD = 'Partner-2026';

/** The newest six-digit code the development outbox holds for an address. */
export async function latestCode(request: APIRequestContext, email: string, after = 0): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(res.ok()).toBeTruthy();
    const { messages } = (await res.json()) as { messages: { id: number | string; text: string; created_at: string }[] };
    const fresh = messages.find((m) => new Date(m.created_at).getTime() >= after);
    const code = fresh?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no security code arrived for ${email}`);
}

/**
 * The portal announces a new feature in a modal dialog once per session ("Neu: …", SPEC §7 feature prompt). It hides
 * the rest of the page from the accessibility tree, so close it ("Verstanden") whenever it comes up, without asking
 * the API not to show it again.
 */
export async function closeFeaturePrompt(page: Page) {
  const prompt = page.getByRole('dialog').filter({ has: page.getByRole('checkbox', { name: /nicht mehr anzeigen|don.t show again|ne plus afficher|non mostrare più/i }) });
  await page.addLocatorHandler(prompt, async () => {
    await prompt.getByRole('button', { name: /^(verstanden|got it|compris|capito)$/i }).click();
  });
}

export async function fillLogin(page: Page, email: string, password = PASSWORD) {
  await closeFeaturePrompt(page);
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/^(passwort|password|mot de passe|password)\b/i).fill(password);
  await page.getByRole('button', { name: /^(anmelden|sign in|log in|se connecter|accedi)$/i }).click();
}

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, email = 'demo@partner.example', path = '/login') {
  await page.goto(path);
  await fillLogin(page, email);
  await expect(page).not.toHaveURL(/\/login/);
}
