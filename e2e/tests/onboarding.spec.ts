import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

// A reload asks first while there are unsaved entries (the browser's own prompt): the test confirms it.
test.beforeEach(({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
});

test('in French, with a custom custodian: its own steps, the messages translated, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/fr/users/management/onboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Intégration du client: Nouveau client' })).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Veuillez saisir une valeur valable')).toBeVisible();
  await page.getByRole('textbox', { name: /Commission d'apport/ }).fill('1');
  await shoot(page, 'fee-fr-390');
  await page.getByRole('button', { name: 'Suivant' }).click();

  await page.getByRole('checkbox', { name: /Eigene Depotbank/ }).check();
  await expect(page.getByText("Une banque dépositaire propre exige une pièce d'identité certifiée et des documents signés.")).toBeVisible();
  const stepper = page.getByRole('navigation', { name: /Étape/ });
  await expect(stepper.getByRole('tab')).toHaveText([
    /Frais/,
    /Banque/,
    /Données personnelles/,
    /Pièce d'identité certifiée/,
    /KYC/,
    /Profil d'investisseur/,
    /Signer les documents/,
  ]);
  await shoot(page, 'bank-fr-390');
  await page.getByRole('button', { name: 'Suivant' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Données personnelles' })).toBeVisible();
  await page.getByRole('button', { name: 'Créer le client' }).click();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await expect(page.getByText('Veuillez répondre à cette question.').first()).toBeVisible();
  await shoot(page, 'personal-data-fr-390');
});
