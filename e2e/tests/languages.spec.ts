import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// Issue 30: a language prefix (/fr/…) is kept by every internal link and navigation; the recurring fee has one
// definition, the same on every screen (docs/screens-and-layout.md, docs/documents.md).

/** Every internal link on the page (sidebar and content) leads under /fr; downloads from the API excepted. */
async function expectLinksUnderFr(page: Page) {
  await expect(page.locator('#main-content')).toBeVisible();
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !/^\/fr(\/|\?|#|$)/.test(href) && !href.startsWith('/api/'))).toEqual([]);
}

test('a page opened under /fr/ keeps /fr/ through the menu and the links in the pages', async ({ page }) => {
  // demo@ saved German: only the prefix says French
  await signIn(page, 'demo@partner.example', '/fr/login');
  await expect(page).toHaveURL(/\/fr\/?$/);
  await expectLinksUnderFr(page);

  // every entry of the menu, one after the other
  const menu = page.getByRole('navigation', { name: 'Navigation principale' });
  const entries = await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(entries.length).toBeGreaterThan(3);
  for (const href of entries) {
    await menu.locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`^[^?#]*${href.replace(/[?]/g, '\\?')}`));
    expect(new URL(page.url()).pathname).toMatch(/^\/fr(\/|$)/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectLinksUnderFr(page);
  }

  // client list -> client detail -> back to the list
  await page.goto('/fr/users/management');
  const table = page.getByRole('table', { name: 'Liste des clients' });
  await table.locator('tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/fr\/users\/management\/\d+$/);
  await expectLinksUnderFr(page);
  await page.getByRole('link', { name: 'Retour à la liste des clients' }).click();
  await expect(page).toHaveURL(/\/fr\/users\/management(\?.*)?$/);

  // a tile of the dashboard: the funnel's stages lead to the filtered client list
  await page.goto('/fr/');
  await expectLinksUnderFr(page);
  const tileLink = page.locator('#main-content a[href^="/fr/users/management"]').first();
  await tileLink.click();
  await expect(page).toHaveURL(/\/fr\/users\/management/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
});

test('the recurring fee is a yearly rate charged monthly, in the same words on every screen', async ({ page }) => {
  const label = 'Frais récurrents (% p.a., débités mensuellement)';
  const rule = "Un taux annuel sur l'AUM quotidien moyen du mois ; un douzième est débité chaque mois.";
  await signIn(page, 'demo@partner.example', '/fr/login');

  // the onboarding wizard
  await page.goto('/fr/users/management/onboard');
  await expect(page.getByRole('textbox', { name: label })).toBeVisible();
  await expect(page.getByText(rule)).toBeVisible();

  // the referral dialog
  await page.goto('/fr/users/management');
  await page.getByRole('button', { name: 'Lien de recommandation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un lien de recommandation' });
  await expect(dialog.getByRole('textbox', { name: label })).toBeVisible();
  await dialog.press('Escape');

  // the client detail
  const table = page.getByRole('table', { name: 'Liste des clients' });
  await table.locator('tbody tr').first().getByRole('link').first().click();
  await expect(page.getByText(label, { exact: true })).toBeVisible();

  // the invoices
  await page.goto('/fr/invoices');
  await expect(page.getByText(rule)).toBeVisible();
});
