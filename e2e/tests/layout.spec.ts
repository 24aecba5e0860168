import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';

// Issue 30: nothing cut off at 1280 px, nothing sideways at 390 px, in German and in French (docs/screens-and-layout.md).

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The element shows all of its content: no hidden overflow to the side. */
async function expectNoSidewaysOverflow(element: Locator) {
  const { scrollWidth, clientWidth } = await element.evaluate((node) => ({ scrollWidth: node.scrollWidth, clientWidth: node.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
}

/** The page itself does not scroll sideways. */
async function expectPageFits(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

for (const language of [
  { prefix: '', services: 'Dienstleistungen', invoices: 'Rechnungen', list: 'Kundenliste', download: /PDF/ },
  { prefix: '/fr', services: 'Services', invoices: 'Factures', list: 'Liste des clients', download: /PDF/ },
]) {
  const tag = language.prefix ? 'fr' : 'de';

  test(`at 1280 px (${tag}): the services' values and the invoices' PDF buttons are not cut off`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'demo@partner.example', `${language.prefix}/login`);
    // an invested client: the detail lists services with values
    await page.goto(`${language.prefix}/users/management?sort=invested_amount&direction=desc`);
    const table = page.getByRole('table', { name: language.list });
    await expect(table).toBeVisible();
    await shoot(page, `list-${tag}-1280`);
    await table.locator('tbody tr').first().getByRole('link').first().click();
    const services = page.getByRole('table', { name: language.services, exact: true });
    await expect(services).toBeVisible();
    await expectNoSidewaysOverflow(services.locator('xpath=..'));
    await shoot(page, `detail-${tag}-1280`);

    await page.goto(`${language.prefix}/invoices`);
    const invoices = page.locator('table').first();
    await expect(invoices).toBeVisible();
    await expectNoSidewaysOverflow(invoices.locator('xpath=..'));
    const pdf = invoices.locator('tbody tr').first().getByRole('button', { name: language.download });
    await expect(pdf).toBeInViewport({ ratio: 1 });
    await shoot(page, `invoices-${tag}-1280`);
  });

  test(`at 390 px (${tag}): a card per client and a stepper that wraps`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'demo@partner.example', `${language.prefix}/login`);
    await page.goto(`${language.prefix}/users/management`);
    const cards = page.getByRole('list', { name: language.list }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    // the key figures, not only name and status
    await expect(cards.first().locator('dt')).toHaveCount(4);
    await expectPageFits(page);
    await shoot(page, `list-${tag}-390`);

    await page.goto(`${language.prefix}/users/management/onboard`);
    const stepper = page.locator('#main-content nav').first();
    await expect(stepper).toBeVisible();
    await expectNoSidewaysOverflow(stepper);
    await expectPageFits(page);
    await shoot(page, `wizard-${tag}-390`);
  });
}
