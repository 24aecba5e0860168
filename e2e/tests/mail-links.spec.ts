import { expect, test } from '@playwright/test';
import { newMail, outboxIds } from './support';

const address = 'other@second-partner.example';

test('the reset e-mail links to the address the portal runs at', async ({ page, request, baseURL }) => {
  const before = await outboxIds(request, address);
  await page.goto('/forgot-password');
  await page.getByLabel(/e-mail/i).fill(address);
  await page.getByRole('button', { name: 'Link senden' }).click();
  // the request is accepted: the success notice, not an error
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  const link = (await newMail(request, address, before)).match(/https?:\/\/\S+reset-password\?token=[\w-]+/)?.[0];
  expect(link).toBeDefined();

  // e2e runs on its own port (E2E_PORT), not on 8080: the link must follow it
  expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Neues Passwort setzen' })).toBeVisible();
});
