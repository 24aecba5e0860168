import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

type Limits = { metadata: { portfolio_limits: { kind: string; limit: number; used: number }[] } };

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/**
 * A client of demo@ ready to invest (so it may have every kind) who can take another pillar 3a portfolio; read with
 * the bearer of the client list's own request.
 */
async function readyClient(page: Page): Promise<{ id: number; name: string; authorization: string }> {
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/admin_partner/clients') && r.status() === 200);
  await page.goto('/users/management?funnel_stage=ready&sort=name');
  const response = await listed;
  const authorization = (await response.request().headerValue('authorization')) ?? '';
  const { clients } = (await response.json()) as { clients: { id: number; first_name: string; last_name: string }[] };
  for (const client of clients) {
    const strategies = await page.request.get(`/api/v1/admin_partner/strategies?user_id=${client.id}`, {
      headers: { authorization, 'app-type': 'partner' },
    });
    const { metadata } = (await strategies.json()) as Limits;
    const pillar = metadata.portfolio_limits.find((limit) => limit.kind === 'third_pillar');
    if (pillar && pillar.used < pillar.limit - 1) return { id: client.id, name: `${client.first_name} ${client.last_name}`, authorization };
  }
  throw new Error('no ready client of demo@ can take a pillar 3a portfolio');
}

test('the strategy selection flow: a service suggested in the wizard, its factsheet, then changed from the client detail', async ({
  page,
}) => {
  await signIn(page);
  const client = await readyClient(page);
  // a name of this run's own: a retry finds the first try's suggestion beside it
  const name = `Eigenheim ${randomUUID().slice(0, 4)}`;
  const title = `Säule 3a · ${name}`;

  await page.goto(`/users/management/onboard/${client.id}?step=servicesStep`);
  await expect(page.getByRole('heading', { level: 2, name: 'Dienstleistungen' })).toBeVisible();
  await page.getByRole('button', { name: 'Dienstleistung hinzufügen' }).click();

  // 0: the service
  await expect(page.getByRole('heading', { level: 2, name: 'Dienstleistung vorschlagen' })).toBeVisible();
  await page.getByRole('radio', { name: /Säule 3a/ }).check();
  await shoot(page, 'services-kind-de');
  await page.getByRole('button', { name: 'Weiter' }).click();

  // 1: the strategy, with its figures and factsheet
  const growth = page.getByRole('radio', { name: /Wachstum/ });
  await expect(growth).toBeVisible();
  await expect(page.getByRole('radio', { name: /Konservativ/ })).toHaveCount(0);
  await expect(page.getByText('Erwartete Rendite p. a.').first()).toBeVisible();
  const [factsheet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Factsheet Wachstum (PDF)' }).click(),
  ]);
  expect(factsheet.suggestedFilename()).toBe('Factsheet Wachstum.pdf');
  await growth.check();
  await shoot(page, 'services-strategy-de');
  await page.getByRole('button', { name: 'Weiter' }).click();

  // 2: the overview
  await page.getByRole('textbox', { name: 'Bezeichnung (optional)' }).fill(name);
  await page.getByRole('textbox', { name: 'Anlagebetrag in CHF (optional)' }).fill("7'258");
  await page.getByRole('button', { name: 'Dienstleistung vorschlagen' }).click();
  const list = page.getByRole('list', { name: 'Vorgeschlagene Dienstleistungen' });
  await expect(list.getByText(title)).toBeVisible();
  await expect(page.getByRole('navigation', { name: /Schritt/ }).getByRole('tab', { name: /Dienstleistungen/ })).toHaveText(
    /Abgeschlossen/,
  );
  await shoot(page, 'services-step-de');

  // the client detail lists it and leads to its change at /users/management/{uid}/services/{id}
  await page.goto(`/users/management/${client.id}`);
  const panel = page.getByRole('region', { name: 'Vorgeschlagene Dienstleistungen' });
  await panel.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(new RegExp(`/users/management/${client.id}/services/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: `${title} ändern: ${client.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Zurück', exact: true }).click();
  await page.getByRole('radio', { name: /Nachhaltig/ }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/management/${client.id}$`));
  await expect(panel.getByRole('link', { name: new RegExp(title) })).toContainText('Nachhaltig');
});

test('a new suggestion from the client detail, in French on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const client = await readyClient(page);
  await page.goto(`/fr/users/management/${client.id}/services`);
  await expect(page.getByRole('heading', { level: 1, name: `Proposer un service: ${client.name}` })).toBeVisible();
  await page.getByRole('radio', { name: /Pilier 3a/ }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('radio', { name: /Croissance/ }).check();
  await expect(page.getByText('Rendement attendu p. a.').first()).toBeVisible();
  await shoot(page, 'services-strategy-fr-390');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('textbox', { name: 'Montant à investir en CHF (facultatif)' }).fill('abc');
  await page.getByRole('button', { name: 'Proposer le service' }).click();
  await expect(page.getByText('Veuillez saisir une valeur valable')).toBeVisible();
  await page.getByRole('textbox', { name: 'Montant à investir en CHF (facultatif)' }).fill('25 000');
  await page.getByRole('button', { name: 'Proposer le service' }).click();
  await expect(page.getByText('Le service a été proposé.')).toBeVisible();
  // back on the client, still in French: the language prefix stays from link to link
  await expect(page).toHaveURL(new RegExp(`/fr/users/management/${client.id}$`));
  await expect(
    page
      .getByRole('region', { name: 'Services proposés' })
      .getByText(/25['\s]?000(\.00)?\sCHF/)
      .first(),
  ).toBeVisible();
});
