import { expect, test, type Page, type Request } from '@playwright/test';
import { signIn } from './support';

/** Swiss grouping as the portal shows it: 1'234'567.50 */
const grouped = (value: number) => {
  const [whole, cents] = value.toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, "'")}.${cents}`;
};

type ListItem = { id: number; first_name: string; last_name: string; invested_amount: number; status: string };
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
