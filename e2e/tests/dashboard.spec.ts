import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Registry } from '@portal/build-kit/remotes';
import { PASSWORD, signIn } from './support';

// Amounts as the portal prints them: a currency code next to digits with Swiss or other grouping.
const AMOUNT = /(CHF|EUR|USD)\s?-?\d|\d[\d'’ .,]*\s?(CHF|EUR|USD)/;

test('the dashboard shows every widget with seeded figures in German', async ({ page }) => {
  await signIn(page);
  for (const title of [
    'Übersicht',
    'Kunden-Funnel',
    'Entwicklung der verwalteten Vermögen',
    'AUM-Ziele',
    'Kennzahlen',
    'Erwartete Einnahmen',
    'Vermögen je Produkt',
    'Nächster Investitionstermin',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByText(AMOUNT).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alle Kunden' })).toBeVisible();
});

/** Swiss grouping as the portal shows it: 48'250'000. */
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, "'");

test('the dashboard shows the figures the API answers for the seeded data', async ({ page }) => {
  // The page's own requests say which scope and currency it asks for; the test reads the same addresses itself.
  const totalsRequest = page.waitForRequest((r) => r.url().includes('/statistics/total_clients?'));
  const statesRequest = page.waitForRequest((r) => r.url().includes('/statistics/client_states?'));
  await signIn(page);
  // the page's bearer, as its own request sent it (no script can read the token, issue 9)
  const token = ((await (await totalsRequest).headerValue('authorization')) ?? '').replace(/^Bearer /, '');
  async function read<T>(url: string): Promise<T> {
    const response = await page.request.get(url, { headers: { authorization: `Bearer ${token}`, 'app-type': 'partner' } });
    expect(response.status()).toBe(200);
    return (await response.json()) as T;
  }

  const totals = await read<{ total_clients: number; total_invested_amount: number; currency: string }>((await totalsRequest).url());
  // the seed gives demo@'s company about 120 clients with invested money: a figure, not an empty state
  expect(totals.total_clients).toBeGreaterThan(50);
  expect(totals.total_invested_amount).toBeGreaterThan(1_000_000);
  const overview = page.getByRole('region', { name: 'Übersicht' });
  await expect(overview.getByText(grouped(totals.total_clients), { exact: true })).toBeVisible();
  await expect(
    overview.getByText(`${totals.currency} ${grouped(Math.round(totals.total_invested_amount))}`, { exact: true }),
  ).toBeVisible();

  const states = await read<Record<'added' | 'invited' | 'registration_started' | 'registered' | 'ready' | 'invested', number>>(
    (await statesRequest).url(),
  );
  const stages = page.getByRole('region', { name: 'Kunden-Funnel' }).getByRole('list', { name: 'Kunden je Phase' }).getByRole('listitem');
  await expect(stages).toHaveText([
    `Erfasst${grouped(states.added)}`,
    `Eingeladen${grouped(states.invited)}`,
    `Registrierung begonnen${grouped(states.registration_started)}`,
    `Registriert${grouped(states.registered)}`,
    `Bereit${grouped(states.ready)}`,
    `Investiert${grouped(states.invested)}`,
  ]);
  expect(Object.values(states).filter((count) => count > 0).length).toBeGreaterThan(3);
});

test('the dashboard in French', async ({ page }) => {
  await signIn(page, 'demo@partner.example', '/fr/login');
  await expect(page).toHaveURL(/\/fr\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tous les clients' })).toBeVisible();
  await page.goto('/?locale=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('the AUM chart switches its range', async ({ page }) => {
  await signIn(page);
  const card = page.getByRole('region', { name: 'Entwicklung der verwalteten Vermögen' });
  await expect(card).toBeVisible();
  const request = page.waitForRequest((r) => r.url().includes('/statistics/aum_growth') && r.url().includes('range=3m'));
  await card.getByRole('button', { name: '3 Monate' }).click();
  await request;
  await expect(card.getByRole('button', { name: '3 Monate' })).toHaveAttribute('aria-pressed', 'true');
});

test('an adviser sets an AUM target, with validation', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Ziele festlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'AUM-Ziele festlegen' });
  const amount = dialog.getByLabel(/Zielbetrag/).last();
  await amount.fill('-5');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Bitte geben Sie einen gültigen Wert ein').first()).toBeVisible();
  await amount.fill('987654321');
  const year = new Date().getFullYear() + 2;
  await dialog
    .getByLabel(/Zieldatum/)
    .last()
    .fill(`${year}-12-31`);
  // The confirmation is a toast that lives 2 s of the page's time. A loaded machine can let those pass between two
  // polls of an assertion, so the page itself watches for it from before the click, in every animation frame.
  const confirmed = page.waitForFunction(
    (text) => [...document.querySelectorAll('[role="alert"]')].some((alert) => alert.textContent?.includes(text)),
    'Ihre Ziele wurden gespeichert.',
    { polling: 'raf' },
  );
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await confirmed;
  await expect(dialog).toBeHidden();
  // and the widget shows the saved target
  await expect(page.getByRole('region', { name: 'AUM-Ziele' }).getByText("CHF 987'654'321").first()).toBeVisible();
});

test('private mode hides every amount', async ({ page }) => {
  // start from a visible state, whatever an earlier attempt saved in the profile
  const login = await page.request.post('/api/v1/admin_partner/authorization/login', {
    data: { email: 'demo@partner.example', password: PASSWORD },
  });
  const { tokens } = (await login.json()) as { tokens: { access_token: string } };
  await page.request.put('/api/v1/admin_partner/profile', {
    headers: { authorization: `Bearer ${tokens.access_token}` },
    data: { private_mode: false },
  });
  await signIn(page);
  await expect(page.getByRole('region', { name: 'Übersicht' }).getByText(AMOUNT)).toBeVisible();
  // the widgets below the first screen too
  await expect(page.getByRole('heading', { name: 'Vermögen je Produkt' })).toBeVisible();
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: /Privatmodus/ }).click();
  await page.keyboard.press('Escape');
  // every figure of every widget; the blog's editorial texts may quote amounts
  const widgets = await page.getByRole('main').getByRole('region').all();
  expect(widgets.length).toBeGreaterThan(6);
  for (const widget of widgets) {
    if (await widget.getByRole('heading', { name: 'Neuigkeiten' }).count()) continue;
    await expect(widget.getByText(AMOUNT)).toHaveCount(0);
    expect(await widget.innerText()).not.toMatch(AMOUNT);
  }
  await expect(page.getByText('••••••').first()).toBeVisible();
  // the choice is saved in the profile: a reload keeps it
  await page.reload();
  await expect(page.getByRole('region', { name: 'Übersicht' }).getByText('••••••')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Übersicht' }).getByText(AMOUNT)).toHaveCount(0);
  // and switch it off again
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: /Privatmodus/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Übersicht' }).getByText(AMOUNT)).toBeVisible();
});

test('a widget whose endpoint fails shows its error while the rest stays usable', async ({ page }) => {
  await page.route('**/api/v1/admin_partner/statistics/kpis*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal Server Error' }) }),
  );
  await signIn(page);
  const kpis = page.getByRole('region', { name: 'Kennzahlen' });
  await expect(kpis.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Kunden-Funnel' })).toBeVisible();
  await expect(page.getByText(AMOUNT).first()).toBeVisible();
  await page.unroute('**/api/v1/admin_partner/statistics/kpis*');
  await kpis.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(kpis.getByText('Net New Money')).toBeVisible();
});

test('a cold load of the dashboard takes its code in a handful of scripts, each once', async ({ page, browser, baseURL }) => {
  await signIn(page);
  // a new context: the session cookies, an empty cache
  const cold = await browser.newContext({ storageState: await page.context().storageState(), baseURL });
  const dashboard = await cold.newPage();
  // The feature prompt comes after the page and its figures, with its notice's code (shell unit tests): none here, so
  // that what is counted is the dashboard's.
  await dashboard.route('**/api/v1/admin_partner/feature_prompt*', (route) => route.fulfill({ json: { feature_prompt: null } }));
  const scripts: string[] = [];
  const statistics: string[] = [];
  dashboard.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
    if (pathname.includes('/statistics/')) statistics.push(pathname.split('/statistics/')[1]!);
  });
  await dashboard.goto('/');
  await expect(dashboard.getByText(AMOUNT).first()).toBeVisible();
  await dashboard.waitForLoadState('networkidle');
  // The shell's first render comes in main.js and two startup chunks (its libraries, the rest, with what the
  // dashboard's remote takes from the shell); the remote brings its entry, its exposed module and its widgets, and
  // Highcharts after them. Per-module chunks made it about a hundred.
  expect(scripts.filter((script) => /^\/startup(-vendor)?\./.test(script))).toHaveLength(2);
  expect(new Set(scripts).size).toBe(scripts.length);
  expect(scripts.length).toBeLessThanOrEqual(12);
  // The figures are asked for as soon as the remote's code is there (its prefetch), before the dashboard renders: the
  // key figures, last of the widgets in the page, go out before the chart's data, which its widget asks for.
  expect(statistics.indexOf('kpis')).toBeGreaterThanOrEqual(0);
  expect(statistics.indexOf('kpis')).toBeLessThan(statistics.indexOf('aum_growth'));
  await cold.close();
});

test('the remotes run on the federation runtime of the shell, which carries one copy of it', async ({ page }) => {
  // The files' sources (their source maps stay in dist/): the shell's main.js has the runtime as ES modules only, not
  // also the CommonJS copy that the plugin providing it to the remotes would bring; a remote's entry has none.
  const sources = (file: URL) => (JSON.parse(readFileSync(file, 'utf8')) as { sources: string[] }).sources;
  const shellRuntime = sources(new URL('../../shell/dist/main.js.map', import.meta.url)).filter((source) =>
    source.includes('/@module-federation/runtime-core/'),
  );
  expect(shellRuntime.length).toBeGreaterThan(0);
  expect(shellRuntime.filter((source) => source.endsWith('.cjs'))).toEqual([]);
  const registry = JSON.parse(readFileSync(new URL('../../build-kit/remotes.json', import.meta.url), 'utf8')) as Registry;
  const entries = registry.remotes
    .map((remote) => new URL(`../../${remote.folder}/dist/remoteEntry.js.map`, import.meta.url))
    .filter((file) => existsSync(file));
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    expect(sources(entry).filter((source) => source.includes('/@module-federation/runtime-core/'))).toEqual([]);
  }
  // and on it, the dashboard's remote shows its figures
  await signIn(page);
  await expect(page.getByText(AMOUNT).first()).toBeVisible();
});
