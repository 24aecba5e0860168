import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// The simulator's pillar 3a tax figures (issue 31, docs/taxes.md) for three clients, each in the language of their
// place: single, CHF 100,000 taxable, no church, the year's maximum of CHF 7,258. The savings are those
// api/test/tax-engine.test.ts works out from the tariffs: 1,907.50 (Zürich), 2,527.25 (Lausanne), 2,093.05 (Lugano).
/** An amount in whole francs as the page's language writes it: CHF 1'908 (de), 2 527 CHF (fr, thin spaces). */
const amount = (thousands: string, rest: string) => new RegExp(`^(CHF\\s)?${thousands}['’\\s\\u00a0\\u202f]${rest}(\\sCHF)?$`);

const clients = [
  {
    locale: 'de',
    zip: '8001',
    place: 'Gemeinde: Zürich (ZH)',
    saving: amount('1', '908'),
    product: ['Anlageart', 'Säule 3a'],
    zipLabel: 'Postleitzahl',
    figures: 'Steuerersparnis und Bezugssteuer',
    chart: 'Einkommenssteuer und 3a-Ersparnis in den 26 Kantonshauptorten',
  },
  {
    locale: 'fr',
    zip: '1003',
    place: 'Commune : Lausanne (VD)',
    saving: amount('2', '527'),
    product: ['Type de placement', 'Pilier 3a'],
    zipLabel: 'Numéro postal',
    figures: "Économie d'impôt et impôt sur le retrait",
    chart: 'Impôt sur le revenu et économie 3a dans les 26 chefs-lieux',
  },
  {
    locale: 'it',
    zip: '6900',
    place: 'Comune: Lugano (TI)',
    saving: amount('2', '093'),
    product: ['Tipo di investimento', 'Pilastro 3a'],
    zipLabel: 'Numero postale',
    figures: "Risparmio d'imposta e imposta sul prelievo",
    chart: 'Imposta sul reddito e risparmio 3a nei 26 capoluoghi',
  },
] as const;

async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test.describe('pillar 3a taxes in the financial simulator', () => {
  for (const client of clients) {
    test(`shows the saving of a client in ${client.zip} in ${client.locale} and the 26 cantons`, async ({ page }) => {
      const prefix = client.locale === 'de' ? '' : `/${client.locale}`;
      await signIn(page, 'demo@partner.example', `${prefix}/login`);
      await page.goto(`${prefix}/financial_simulator`);
      await page.getByRole('combobox', { name: client.product[0] }).click();
      await page.getByRole('option', { name: client.product[1] }).click();
      await page.getByLabel(client.zipLabel).fill(client.zip);
      await expect(page.getByText(client.place)).toBeVisible();
      const figures = page.getByRole('region', { name: client.figures });
      await expect(figures.getByText(client.saving)).toBeVisible();
      await expect(figures.getByText('Quelle: ESTV, Steuerrechner 2025').first()).toBeVisible();
      const chart = page.getByRole('figure', { name: client.chart });
      await expect(chart.getByText(/^[A-Z]{2} · /)).toHaveCount(26);
      await shoot(page, `tax-${client.locale}`);
    });
  }

  test('at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'demo@partner.example', '/fr/login');
    await page.goto('/fr/financial_simulator');
    await page.getByRole('combobox', { name: 'Type de placement' }).click();
    await page.getByRole('option', { name: 'Pilier 3a' }).click();
    await page.getByLabel('Numéro postal').fill('1003');
    await expect(
      page.getByRole('region', { name: "Économie d'impôt et impôt sur le retrait" }).getByText(amount('2', '527')),
    ).toBeVisible();
    await shoot(page, 'tax-fr-390');
  });
});
