import { expect, test, type Page, type Request } from '@playwright/test';
import { signIn } from './support';

/** Swiss grouping as the portal shows it: 1'234'567.50 */
const grouped = (value: number) => {
  const [whole, cents] = value.toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, "'")}.${cents}`;
};

type ListItem = {
  id: number;
  first_name: string;
  last_name: string;
  invested_amount: number;
  status: string;
  adviser: { id: number; name: string } | null;
};
type ListBody = { clients: ListItem[]; currency: string; scope: string };

const isListRequest = (r: Request) => new URL(r.url()).pathname.endsWith('/admin_partner/clients') && r.method() === 'GET';

/** What the API answers to the page's own request, read again with the page's bearer. */
async function readAsPage<T>(page: Page, request: Request): Promise<{ body: T; headers: Record<string, string> }> {
  const authorization = (await request.headerValue('authorization')) ?? '';
  const response = await page.request.get(request.url(), { headers: { authorization, 'app-type': 'partner' } });
  expect(response.status()).toBe(200);
  return { body: (await response.json()) as T, headers: response.headers() };
}

test('the client list shows the seeded clients the API answers, page by page, in German', async ({ page }) => {
  await signIn(page);
  const firstRequest = page.waitForRequest(isListRequest);
  await page.goto('/users/management');
  await expect(page.getByRole('heading', { level: 1, name: 'Kunden' })).toBeVisible();
  const { body, headers } = await readAsPage<ListBody>(page, await firstRequest);
  expect(Number(headers['x-total'])).toBeGreaterThan(10);
  expect(body.clients).toHaveLength(10);

  const table = page.getByRole('table', { name: 'Kundenliste' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  for (const [index, client] of body.clients.entries()) {
    const row = rows.nth(index);
    await expect(row.getByRole('link', { name: `${client.first_name} ${client.last_name}` })).toBeVisible();
    await expect(row).toContainText(`${body.currency} ${grouped(client.invested_amount)}`);
  }
  await expect(page.getByText(`1–10 von ${headers['x-total']}`)).toBeVisible();

  const secondRequest = page.waitForRequest(isListRequest);
  await page.getByRole('button', { name: 'Nächste Seite' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  const second = await readAsPage<ListBody>(page, await secondRequest);
  await expect(
    rows.first().getByRole('link', { name: `${second.body.clients[0]!.first_name} ${second.body.clients[0]!.last_name}` }),
  ).toBeVisible();
});

const AMOUNT = /(CHF|EUR|USD)\s?-?\d/;
const shots = process.env.CLIENTS_SCREENSHOTS;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

/** Signs in and opens the client list; returns the API's answer to the page's first list request. */
async function openList(page: Page, path = '/users/management', login = '/login') {
  await signIn(page, 'demo@partner.example', login);
  const request = page.waitForRequest(isListRequest);
  await page.goto(path);
  return readAsPage<ListBody>(page, await request);
}

test('typing in the search cancels the request in flight and shows what the API finds', async ({ page }) => {
  const { body } = await openList(page);
  const target = body.clients[0]!;
  const first = target.last_name.slice(0, 1);
  // the answer to the first letter is held back, so that the next letter finds it still in flight
  let held: (() => void) | undefined;
  await page.route(
    (url) => url.pathname.endsWith('/admin_partner/clients') && url.searchParams.get('search') === first,
    async (route) => {
      await new Promise<void>((resolve) => (held = resolve));
      await route.continue().catch(() => undefined);
    },
  );
  const failed = page.waitForEvent('requestfailed', (r) => isListRequest(r) && new URL(r.url()).searchParams.get('search') === first);
  const search = page.getByRole('searchbox', { name: 'Suchen' });
  await search.pressSequentially(first);
  await expect.poll(() => held !== undefined).toBe(true);
  const answered = page.waitForRequest((r) => isListRequest(r) && new URL(r.url()).searchParams.get('search') === target.last_name);
  await search.fill(target.last_name);
  expect((await failed).failure()?.errorText).toMatch(/abort/i);
  held?.();
  const { body: found } = await readAsPage<ListBody>(page, await answered);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(target.last_name)}`));
  const rows = page.getByRole('table', { name: 'Kundenliste' }).locator('tbody tr');
  await expect(rows).toHaveCount(found.clients.length);
  await expect(rows.getByRole('link', { name: `${target.first_name} ${target.last_name}` })).toBeVisible();
});

test('filters come from the URL, and the scope switch is remembered', async ({ page }) => {
  const { body, headers } = await openList(page, '/users/management?status=invested&funnel_stage=invested');
  const sent = new URL(page.url());
  expect(sent.searchParams.getAll('status')).toEqual(['invested']);
  expect(body.clients.length).toBeGreaterThan(0);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Investiert');
  const rows = page.getByRole('table', { name: 'Kundenliste' }).locator('tbody tr');
  await expect(rows).toHaveCount(body.clients.length);
  for (const row of await rows.all()) await expect(row.getByText('Investiert', { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`von ${headers['x-total']}$`))).toBeVisible();

  const personal = page.waitForRequest((r) => isListRequest(r) && new URL(r.url()).searchParams.get('scope') === 'personal');
  await page.getByRole('button', { name: 'Eigene Kunden' }).click();
  const mine = await readAsPage<ListBody>(page, await personal);
  expect(mine.body.scope).toBe('personal');
  await expect(page.getByRole('button', { name: 'Eigene Kunden' })).toHaveAttribute('aria-pressed', 'true');
  if (mine.body.clients[0])
    await expect(rows.first()).toContainText(`${mine.body.clients[0].first_name} ${mine.body.clients[0].last_name}`);
  await shoot(page, 'list-de-personal');
  // a reload keeps the choice (the API remembers it per user)
  await page.reload();
  await expect(page.getByRole('button', { name: 'Eigene Kunden' })).toHaveAttribute('aria-pressed', 'true');
  const company = page.waitForRequest((r) => isListRequest(r) && new URL(r.url()).searchParams.get('scope') === 'company');
  await page.getByRole('button', { name: 'Alle Kunden' }).click();
  await company;
  await expect(page.getByRole('button', { name: 'Alle Kunden' })).toHaveAttribute('aria-pressed', 'true');
});

test('the adviser filter offers the company’s advisers and keeps the choice in the URL', async ({ page }) => {
  await openList(page);
  // company-wide: another test may have left the remembered scope on own clients
  await page.getByRole('button', { name: 'Alle Kunden' }).click();
  await expect(page.getByRole('button', { name: 'Alle Kunden' })).toHaveAttribute('aria-pressed', 'true');
  const filtered = page.waitForRequest((r) => isListRequest(r) && new URL(r.url()).searchParams.getAll('adviser[]').length === 1);
  await page.getByRole('combobox', { name: 'Berater' }).click();
  await page.getByRole('option', { name: 'Laura Bianchi' }).click();
  await page.keyboard.press('Escape');
  const { body } = await readAsPage<ListBody>(page, await filtered);
  expect(body.clients.length).toBeGreaterThan(0);
  expect(body.clients.every((client) => client.adviser?.name === 'Laura Bianchi')).toBe(true);
  await expect(page).toHaveURL(/[?&]adviser=\d+/);
  const rows = page.getByRole('table', { name: 'Kundenliste' }).locator('tbody tr');
  await expect(rows).toHaveCount(body.clients.length);
  for (const row of await rows.all()) await expect(row).toContainText('Laura Bianchi');
  // a reload shows the same list
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Berater' })).toHaveText('Laura Bianchi');
  await expect(rows).toHaveCount(body.clients.length);
});

test('Ctrl+K finds a client by name from any page and opens it', async ({ page }) => {
  const { body } = await openList(page);
  const target = body.clients[1]!;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Kunden finden' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Name des Kunden' }).fill(`${target.first_name} ${target.last_name}`.slice(0, 40));
  await expect(dialog.getByRole('option', { name: new RegExp(`${target.first_name} ${target.last_name}`) }).first()).toBeVisible();
  // the chosen client is the first match; arrows and Enter, as with the keyboard only
  const options = dialog.getByRole('option');
  const names = await options.allInnerTexts();
  const index = names.findIndex((name) => name.startsWith(`${target.first_name} ${target.last_name}`));
  for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/users/management/${target.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`${target.first_name} ${target.last_name}`) })).toBeVisible();
});

const signedPercent = (value: number) => `${value > 0 ? '+' : value < 0 ? '-' : ''}${Math.abs(value * 100).toFixed(2)}%`;

/**
 * The invested client with the most invested whose first service has at least `months` months of transactions, as
 * the API answers: the seed's histories end today, so which client has a long one is asked, not assumed.
 */
async function clientWithHistory(page: Page, listRequest: Request, months: number): Promise<ListItem> {
  const authorization = (await listRequest.headerValue('authorization')) ?? '';
  const headers = { authorization, 'app-type': 'partner' };
  const list = new URL(listRequest.url());
  list.searchParams.set('per_page', '50');
  const base = list.href.replace(/\/clients\?.*$/, '');
  const { clients } = (await (await page.request.get(list.href, { headers })).json()) as ListBody;
  for (const client of clients) {
    const services = (await (await page.request.get(`${base}/client_overview/${client.id}/services`, { headers })).json()) as {
      services: { id: number }[];
    };
    const serviceId = services.services[0]?.id;
    if (serviceId === undefined) continue;
    let last: string | undefined;
    let count = 0;
    let more = true;
    while (more && count < months) {
      const query = `group_by=month${last ? `&last_loaded_month=${last}` : ''}`;
      const answer = await page.request.get(`${base}/client_overview/${client.id}/transactions/${serviceId}?${query}`, { headers });
      const month = (await answer.json()) as { month: string | null; has_more: boolean };
      if (!month.month) break;
      count += 1;
      last = month.month;
      more = month.has_more;
    }
    if (count >= months) return client;
  }
  throw new Error(`no invested client has ${months} months of transactions`);
}

test('the client detail shows every range with the figures of the API, and transactions month by month on scroll', async ({ page }) => {
  await signIn(page, 'demo@partner.example');
  const listRequest = page.waitForRequest(isListRequest);
  await page.goto('/users/management?sort=invested_amount&direction=desc&status=invested');
  // more months than the list's own height holds, so that only scrolling loads the oldest
  const client = await clientWithHistory(page, await listRequest, 6);
  const firstPerformance = page.waitForRequest((r) => r.url().includes(`/client_overview/${client.id}/overall_performance_for_period`));
  const firstTransactions = page.waitForRequest((r) => r.url().includes(`/client_overview/${client.id}/transactions/`));
  const olderRequests: string[] = [];
  page.on('request', (r) => {
    const month = r.url().includes('/transactions/') ? new URL(r.url()).searchParams.get('last_loaded_month') : null;
    if (month) olderRequests.push(month);
  });
  const devicesRequest = page.waitForRequest((r) => r.url().includes(`/client_overview/${client.id}/devices`));
  // found with the search, as an adviser would
  await page.getByRole('searchbox', { name: 'Suchen' }).fill(client.last_name);
  await page
    .getByRole('table', { name: 'Kundenliste' })
    .getByRole('link', { name: `${client.first_name} ${client.last_name}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/users/management/${client.id}$`));
  // the devices as the API answered, the outdated ones marked
  type DevicesBody = { devices: { model: string; app_version: string; outdated: boolean }[] };
  const { body: devices } = await readAsPage<DevicesBody>(page, await devicesRequest);
  const deviceRegion = page.getByRole('region', { name: 'Geräte' });
  if (devices.devices.length === 0) await expect(deviceRegion.getByText('Keine Geräte')).toBeVisible();
  const items = deviceRegion.getByRole('listitem');
  await expect(items).toHaveCount(devices.devices.length);
  for (const [index, device] of devices.devices.entries()) {
    await expect(items.nth(index)).toContainText(device.model);
    await expect(items.nth(index)).toContainText(`App-Version ${device.app_version}`);
    await expect(items.nth(index).getByText('Veraltet', { exact: true })).toHaveCount(device.outdated ? 1 : 0);
  }
  const performance = page.getByRole('region', { name: 'Performance' });
  const shown = async (request: Request) => {
    const { body: answer } = await readAsPage<{ twr: number | null; mwr: number | null }>(page, request);
    expect(answer.twr).not.toBeNull();
    await expect(performance.getByText(signedPercent(answer.twr!), { exact: true }).first()).toBeVisible();
    await expect(performance.getByText(signedPercent(answer.mwr!), { exact: true }).first()).toBeVisible();
  };
  const oneYear = await firstPerformance;
  await shown(oneYear);
  await shoot(page, 'detail-de');
  for (const [period, name] of [
    ['1m', '1 Monat'],
    ['3m', '3 Monate'],
    ['ytd', 'Seit Jahresbeginn'],
    ['max', 'Gesamter Zeitraum'],
  ] as const) {
    const request = page.waitForRequest(
      (r) => r.url().includes('overall_performance_for_period') && new URL(r.url()).searchParams.get('period') === period,
    );
    await performance.getByRole('button', { name: new RegExp(`\\(${name}\\)`) }).click();
    await shown(await request);
    await expect(page).toHaveURL(new RegExp(`range=${period}`));
  }
  // back to the default year: its answer is still in the cache, shown again without a request
  await performance.getByRole('button', { name: /\(1 Jahr\)/ }).click();
  await shown(oneYear);

  const { body: newest } = await readAsPage<{ month: string; has_more: boolean }>(page, await firstTransactions);
  expect(newest.has_more).toBe(true);
  const list = page.getByRole('region', { name: 'Transaktionen nach Monat' });
  const months = list.getByRole('heading', { level: 3 });
  await expect(months.first()).toBeVisible();
  // The list fills its own height by itself; scrolling to its end asks for the months before the last one shown.
  const before = await months.count();
  await expect
    .poll(async () => {
      await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      return months.count();
    })
    .toBeGreaterThan(before);
  expect(olderRequests).toContain(newest.month);
});

test('private mode hides every amount in the list and the detail', async ({ page }) => {
  // the invested clients first: their detail has figures to hide
  const { body } = await openList(page, '/users/management?sort=invested_amount&direction=desc&status=invested');
  const rows = page.getByRole('table', { name: 'Kundenliste' }).locator('tbody tr');
  await expect(rows.first()).toContainText(AMOUNT);
  await page.getByRole('button', { name: /Benutzermenü/ }).click();
  await page.getByRole('menuitem', { name: /Privatmodus/ }).click();
  await page.keyboard.press('Escape');
  try {
    await expect(rows.first()).toContainText('••••••');
    expect(await page.getByRole('main').innerText()).not.toMatch(AMOUNT);
    await shoot(page, 'list-de-private');
    const invested = body.clients.find((c) => Number(c.invested_amount) > 0)!;
    expect(invested).toBeDefined();
    await page.getByRole('link', { name: `${invested.first_name} ${invested.last_name}` }).click();
    await expect(page.getByRole('region', { name: 'Performance' }).getByText('••••••').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Transaktionen' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
    const main = page.getByRole('main');
    expect(await main.innerText()).not.toMatch(AMOUNT);
    // not even hidden text or the chart's SVG carries an amount
    expect(await main.evaluate((element) => element.textContent ?? '')).not.toMatch(/(CHF|EUR|USD)\s?-?\d|\d'\d{3}\.\d\d/);
  } finally {
    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    await page.getByRole('menuitem', { name: /Privatmodus/ }).click();
    await page.keyboard.press('Escape');
  }
});

test.describe('in Italian', () => {
  test('the list, the finder and the detail', async ({ page }) => {
    // the invested clients first: the detail of the one opened has figures
    const { body, headers } = await openList(page, '/it/users/management?sort=invested_amount&direction=desc&status=invested', '/it/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Clienti' })).toBeVisible();
    const rows = page.getByRole('table', { name: 'Elenco dei clienti' }).locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText(`${body.currency} ${grouped(body.clients[0]!.invested_amount)}`);
    await expect(page.getByText(new RegExp(`di ${headers['x-total']}$`))).toBeVisible();
    await shoot(page, 'list-it');
    const target = body.clients[2]!;
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Trovare un cliente' });
    await dialog.getByRole('combobox', { name: 'Nome del cliente' }).fill(target.last_name);
    await dialog
      .getByRole('option', { name: new RegExp(`${target.first_name} ${target.last_name}`) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/users/management/${target.id}$`));
    await expect(page.getByRole('region', { name: 'Dati del cliente' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Registro' })).toBeVisible();
    await expect(page.getByText('Rendimento ponderato per il capitale (XIRR)')).toBeVisible();
    await shoot(page, 'detail-it');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'detail-it-390');
    await page.goto('/it/users/management');
    // on a phone a card per client, with the key figures
    const cards = page.getByRole('list', { name: 'Elenco dei clienti' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText('Investito');
    await shoot(page, 'list-it-390');
  });
});

test('a page opened under /fr stays in French from link to link, whatever language the adviser saved', async ({ page }) => {
  // demo@ saved German
  await signIn(page);
  await page.goto('/fr/users/management');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Liste des clients' });
  await table.locator('tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/fr\/users\/management\/\d+$/);
  await expect(page.getByRole('link', { name: 'Retour à la liste des clients' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/fr\/documents\/resources$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
