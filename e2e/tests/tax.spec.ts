import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// The simulator's pillar 3a tax figures (issue 31, docs/taxes.md) for three clients, each in the language of their
// place: single, CHF 100,000 taxable, no church, the year's maximum of CHF 7,258. The savings are those
// api/test/tax-engine.test.ts works out from the tariffs: 1,907.50 (Zürich), 2,527.25 (Lausanne), 2,093.05 (Lugano).
const separator = `['’\\s\\u00a0\\u202f]`;
/** An amount in whole francs as the page's language writes it: CHF 1'908 (de), 2 527 CHF (fr, thin spaces). */
const amount = (thousands: string, rest: string) => new RegExp(`^(CHF\\s)?${thousands}${separator}${rest}(\\sCHF)?$`);
/** The same with its centimes: CHF 1'907.50 (de), 2 527,25 CHF (fr). */
const cents = (thousands: string, rest: string, centimes: string) =>
  new RegExp(`^(CHF\\s)?${thousands}${separator}${rest}[.,]${centimes}(\\sCHF)?$`);

const clients = [
  {
    locale: 'de',
    zip: '8001',
    place: 'Gemeinde: Zürich (ZH)',
    saving: amount('1', '908'),
    savingCents: cents('1', '907', '50'),
    product: ['Anlageart', 'Säule 3a'],
    zipLabel: 'Postleitzahl',
    figures: 'Steuerersparnis und Bezugssteuer',
    source: 'Quelle: ESTV, Steuerrechner 2025',
    perYear: 'Beitrag und Steuerersparnis pro Jahr',
    chart: 'Einkommenssteuer und 3a-Ersparnis in den 26 Kantonshauptorten',
  },
  {
    locale: 'fr',
    zip: '1003',
    place: 'Commune : Lausanne (VD)',
    saving: amount('2', '527'),
    savingCents: cents('2', '527', '25'),
    product: ['Type de placement', 'Pilier 3a'],
    zipLabel: 'Numéro postal',
    figures: "Économie d'impôt et impôt sur le retrait",
    source: "Source : AFC, calculateur d'impôts 2025",
    perYear: "Cotisation et économie d'impôt par an",
    chart: 'Impôt sur le revenu et économie 3a dans les 26 chefs-lieux',
  },
  {
    locale: 'it',
    zip: '6900',
    place: 'Comune: Lugano (TI)',
    saving: amount('2', '093'),
    savingCents: cents('2', '093', '05'),
    product: ['Tipo di investimento', 'Pilastro 3a'],
    zipLabel: 'Numero postale',
    figures: "Risparmio d'imposta e imposta sul prelievo",
    source: 'Fonte: AFC, calcolatore fiscale 2025',
    perYear: "Contributo e risparmio d'imposta per anno",
    chart: 'Imposta sul reddito e risparmio 3a nei 26 capoluoghi',
  },
] as const;
type Client = (typeof clients)[number];

/** The simulator's pillar 3a step in the client's language, with the client's postal code entered. */
async function openPillar3a(page: Page, client: Client) {
  const prefix = client.locale === 'de' ? '' : `/${client.locale}`;
  await signIn(page, 'demo@partner.example', `${prefix}/login`);
  await page.goto(`${prefix}/financial_simulator`);
  await page.getByRole('combobox', { name: client.product[0] }).click();
  await page.getByRole('option', { name: client.product[1] }).click();
  await page.getByLabel(client.zipLabel).fill(client.zip);
}

async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test.describe('pillar 3a taxes in the financial simulator', () => {
  for (const client of clients) {
    test(`shows the saving of a client in ${client.zip} in ${client.locale}, per year, and the 26 cantons`, async ({ page }) => {
      await openPillar3a(page, client);
      await expect(page.getByText(client.place)).toBeVisible();
      const figures = page.getByRole('region', { name: client.figures });
      await expect(figures.getByText(client.saving)).toBeVisible();
      await expect(figures.getByText(client.source).first()).toBeVisible();
      // every year of the default horizon of 20 years: its contribution and the income tax it saves
      const perYear = page.getByRole('table', { name: client.perYear });
      await expect(perYear.getByRole('row')).toHaveCount(21);
      await expect(perYear.getByRole('row').nth(20).getByRole('cell').nth(2)).toHaveText(client.savingCents);
      const chart = page.getByRole('figure', { name: client.chart });
      await expect(chart.getByText(/^[A-Z]{2} · /)).toHaveCount(26);
      await shoot(page, `tax-${client.locale}`);
    });
  }

  test('withdraws the accounts one a tax year before the AHV reference age (de)', async ({ page }) => {
    await openPillar3a(page, clients[0]);
    await page.getByLabel('3a-Konten (gestaffelter Bezug)').fill('3');
    // a woman born in 2000 reaches 65 in 2065: the three accounts fall within her window after the 20 years' horizon
    await page.getByLabel('Geburtsdatum (optional)').fill('2000-06-01');
    await page.getByRole('combobox', { name: 'Geschlecht' }).click();
    await page.getByRole('option', { name: 'Frau' }).click();
    const figures = page.getByRole('region', { name: clients[0].figures });
    await expect(figures.getByText('Steuer gestaffelt über 3 Konten')).toBeVisible();
    const withdrawals = page.getByRole('table', { name: 'Bezug der 3a-Konten pro Steuerjahr' });
    await expect(withdrawals.getByRole('row')).toHaveCount(4);
    await shoot(page, 'tax-de-staggered');
  });

  for (const client of [clients[1], clients[2]]) {
    test(`at phone width in ${client.locale}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openPillar3a(page, client);
      await expect(page.getByRole('region', { name: client.figures }).getByText(client.saving)).toBeVisible();
      await expect(page.getByRole('table', { name: client.perYear })).toBeVisible();
      await shoot(page, `tax-${client.locale}-390`);
    });
  }
});
