import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { signIn } from './support';

const isProjection = (url: string) => new URL(url).pathname.endsWith('/admin_partner/projections');

async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test.describe('financial simulator', () => {
  test('projects in German, cancels the request in flight when the horizon changes, and exports the PDF', async ({ page }) => {
    await signIn(page);
    // the first projection is held back, so that the next input arrives while it is still in flight
    let held: Route | undefined;
    await page.route(
      (url) => isProjection(url.toString()),
      async (route) => {
        if (!held) {
          held = route;
          return;
        }
        await route.continue();
      },
    );
    const aborted = page.waitForEvent('requestfailed', (request) => isProjection(request.url()));
    await page.getByRole('link', { name: 'Finanzsimulator' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Finanzsimulator' })).toBeVisible();
    await expect.poll(() => held !== undefined).toBe(true);

    const years = page.getByLabel('Anlagehorizont (Jahre)');
    await years.fill('15');
    expect(new URL((await aborted).url()).searchParams.get('years')).toBe('20');
    await expect(page.getByText('Median nach 15 Jahren')).toBeVisible();
    const chart = page.getByRole('figure', { name: 'Projektion des Vermögens über 15 Jahre' });
    await expect(chart.getByText('Total einbezahlt')).toBeVisible();
    // 100'000 + 500 × 12 × 15 paid in
    await expect(page.getByText("CHF 190'000", { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Beispielportfolio' }).getByRole('row')).not.toHaveCount(0);
    await shoot(page, 'simulator-de');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Als PDF exportieren' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('projection-15y.pdf');
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await held?.abort().catch(() => undefined);
  });

  test("says 'Kein Beispielportfolio verfügbar.' for a strategy without one", async ({ page }) => {
    await signIn(page);
    await page.goto('/financial_simulator');
    await page.getByRole('combobox', { name: 'Strategie' }).click();
    await page.getByRole('option', { name: 'Aktien Schweiz' }).click();
    await expect(page.getByText('Kein Beispielportfolio verfügbar.')).toBeVisible();
  });

  test('in French and at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'demo@partner.example', '/fr/login');
    await page.goto('/fr/financial_simulator');
    await expect(page.getByRole('heading', { level: 1, name: 'Simulateur financier' })).toBeVisible();
    await expect(page.getByText('Médiane après 20 ans')).toBeVisible();
    await shoot(page, 'simulator-fr-390');
  });
});
