import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// Issue 12: partner documents and invoices in the mf-documents remote, through the real API and seeded database.

const shots = process.env.SCREENSHOT_DIR;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test('documents are listed by category, searched, the new ones marked, and one downloaded as a PDF', async ({ page }) => {
  // an adviser whose documents no other test has opened (the seed's last look was 20 days ago), in French
  await signIn(page, 'claire.dubois@partner.example');
  await page.getByRole('navigation').getByRole('link', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/documents\/resources$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();

  const regulatory = page.getByRole('region', { name: 'Réglementation' });
  const disclosure = regulatory.getByRole('listitem', { name: 'Divulgation des rémunérations de tiers (LSFin art. 26)' });
  await expect(disclosure.getByText('Nouveau')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Contrat de partenariat' }).getByText('Nouveau')).toHaveCount(0);
  await expect(page.getByText('3 nouveaux documents depuis votre dernière visite')).toBeVisible();
  await shot(page, 'documents-fr');

  await page.getByRole('searchbox', { name: 'Rechercher des documents' }).fill('fiche produit');
  const main = page.getByRole('main');
  await expect(main.getByRole('listitem')).toHaveCount(4);
  await expect(main.getByRole('listitem', { name: 'Contrat de partenariat' })).toHaveCount(0);

  const { name, bytes } = await downloaded(page, () => page.getByRole('button', { name: 'Télécharger Fiche produit Croissance' }).click());
  expect(name).toBe('Fiche-produit-Croissance.pdf');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // the look is remembered: opened again, nothing is new
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Contrat de partenariat' })).toBeVisible();
  await expect(page.getByText('Nouveau', { exact: true })).toHaveCount(0);
});

test('the documents page in German and at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/documents/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumente' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Partnervertrag' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await shot(page, 'documents-de-390');
});

test('invoices are listed by month with the chart of fees, and one downloaded as a PDF', async ({ page }) => {
  await signIn(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Rechnungen' }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rechnungen' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Rechnungen nach Monat' });
  await expect(table.locator('tbody tr')).toHaveCount(12);
  await expect(table.locator('tbody tr').first().getByText('Offen')).toBeVisible();
  await expect(table.locator('tbody tr').nth(1).getByText('Bezahlt')).toBeVisible();
  // the chart of 24 months is drawn (Highcharts' SVG with its two series)
  const chart = page.getByRole('figure', { name: 'Findergebühren und wiederkehrende Gebühren pro Monat in CHF.' });
  await expect(chart.locator('.highcharts-series-group .highcharts-series')).toHaveCount(2);
  await expect(page.getByText('Nächste Rechnung erwartet am')).toBeVisible();
  await shot(page, 'invoices-de');

  const month = (await table.locator('tbody tr').first().getByRole('rowheader').textContent())!;
  const { name, bytes } = await downloaded(page, () =>
    page.getByRole('button', { name: `PDF der Rechnung ${month} herunterladen` }).click(),
  );
  expect(name).toMatch(/^PF-\d{4}-\d{2}-\d{4}\.pdf$/);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('button', { name: `Positionen der Rechnung ${month}` }).click();
  const dialog = page.getByRole('dialog', { name: `Positionen der Rechnung ${month}` });
  await expect(dialog.getByText('Zwischentotal')).toBeVisible();
  await shot(page, 'invoices-lines-de');
});

test('the invoices page in English at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'demo@partner.example', '/login?locale=en');
  await page.goto('/invoices?locale=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices by month' }).locator('tbody tr')).toHaveCount(12);
  await shot(page, 'invoices-en-390');
});

test('colleague@ (no invoices module) sees no invoices entry and is told /invoices is not available', async ({ page }) => {
  await signIn(page, 'colleague@partner.example');
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Dokumente' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Rechnungen' })).toHaveCount(0);
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { level: 1, name: /Dieses Modul ist für Sie nicht verfügbar/ })).toBeVisible();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rechnungen' })).toHaveCount(0);
  await page.goto('/en/invoices');
  await expect(page.getByRole('heading', { level: 1, name: /This module is not available to you/ })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/(en\/?)?$/);
});
