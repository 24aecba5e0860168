import { expect, test } from '@playwright/test';

test('the reset e-mail links to the address the portal runs at', async ({ page, request, baseURL }) => {
  const since = Date.now() - 1000;
  await page.goto('/forgot-password');
  await page.getByLabel(/e-mail/i).fill('other@second-partner.example');
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();

  let link: string | undefined;
  await expect(async () => {
    const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent('other@second-partner.example')}`);
    const { messages } = (await res.json()) as { messages: { text: string; created_at: string }[] };
    link = messages.find((m) => new Date(m.created_at).getTime() >= since)?.text.match(/https?:\/\/\S+reset-password\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 30_000 });

  // e2e runs on its own port (E2E_PORT), not on 8080: the link must follow it
  expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Neues Passwort setzen' })).toBeVisible();
});
