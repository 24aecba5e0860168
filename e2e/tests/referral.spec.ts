import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a referral from the link to the registration to the new client in the list', async ({ page, browser }) => {
  // the adviser makes a link with the fees, in French
  await signIn(page);
  await page.goto('/users/management');
  await page.getByRole('button', { name: 'Empfehlungslink' }).click();
  const dialog = page.getByRole('dialog', { name: 'Empfehlungslink erstellen' });
  await dialog.getByRole('textbox', { name: /Findergebühr/ }).fill('1,5');
  await dialog.getByRole('textbox', { name: /Wiederkehrende Gebühr/ }).fill('0.35');
  await dialog.getByRole('combobox', { name: /Sprache/ }).click();
  await page.getByRole('option', { name: 'Französisch' }).click();
  await dialog.getByRole('button', { name: 'Link erstellen' }).click();
  const link = dialog.getByRole('textbox', { name: 'Empfehlungslink' });
  await expect(link).toHaveValue(/\/fr\/register\/[a-z2-9]{10}$/);
  const url = await link.inputValue();
  await dialog.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill('elodie.favre@example.ch');
  await dialog.getByRole('button', { name: 'Per E-Mail senden' }).click();
  await expect(page.getByText('Vorgang erfolgreich')).toBeVisible();
  await dialog.getByRole('button', { name: 'Schliessen' }).click();

  // the prospect opens it without an account, on a phone, and registers
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const prospect = await visitor.newPage();
  await prospect.goto(url);
  await expect(prospect.getByRole('heading', { level: 1, name: 'Inscription' })).toBeVisible();
  await expect(prospect.getByText(/de Alpen Finanz AG vous a invité·e/)).toBeVisible();
  await prospect.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(prospect.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await prospect.getByRole('textbox', { name: /Prénom/ }).fill('Élodie');
  await prospect.getByRole('textbox', { name: /^Nom/ }).fill('Favre');
  await prospect.getByRole('textbox', { name: /E-mail/ }).fill('elodie.favre@example.ch');
  await prospect.getByRole('textbox', { name: /Téléphone/ }).fill('+41 22 555 01 02');
  await shoot(prospect, 'registration-fr-390');
  await prospect.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(prospect.getByRole('status')).toHaveText(
    'Merci pour votre inscription. Votre conseillère ou votre conseiller vous contactera sous peu.',
  );
  await visitor.close();

  // the adviser finds the new client in the list, and in the notifications
  await page.goto('/users/management?search=Favre');
  await expect(page.getByRole('table', { name: 'Kundenliste' }).getByText('Élodie Favre')).toBeVisible();
  await page.getByRole('button', { name: /Benachrichtigungen/ }).click();
  await expect(page.getByText('Élodie Favre hat sich über Ihren Empfehlungslink registriert')).toBeVisible();
});

test('an unknown referral link says so, in the language of its address', async ({ page }) => {
  await page.goto('/it/register/abcdefghjk');
  await expect(page.getByText(/Questo link di raccomandazione non è valido o è scaduto/)).toBeVisible();
});
