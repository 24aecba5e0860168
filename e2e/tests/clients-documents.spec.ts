import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// The export of the client list, the client's documents (a QR-bill), a report made in the background and the
// operator's admin actions, through the mf-clients remote against the real API (issue 10).

/** Signs in and returns a function that reads the API with the page's own bearer token. */
async function signInWithApi(page: Page, email = 'demo@partner.example', path = '/login') {
  const request = page.waitForRequest((r) => r.url().includes('/api/v1/admin_partner/') && Boolean(r.headers().authorization));
  await signIn(page, email, path);
  const authorization = (await (await request).headerValue('authorization')) ?? '';
  const read = async <T>(apiPath: string): Promise<T> => {
    const response = await page.request.get(`/api/v1/admin_partner/${apiPath}`, { headers: { authorization, 'app-type': 'partner' } });
    expect(response.status()).toBe(200);
    return (await response.json()) as T;
  };
  return Object.assign(read, {
    post: (apiPath: string) => page.request.post(`/api/v1/admin_partner/${apiPath}`, { headers: { authorization, 'app-type': 'partner' } }),
  });
}

type ListBody = { clients: { id: number; first_name: string; last_name: string; status: string }[] };

test('the filtered client list downloads as CSV with the rows of the list (German)', async ({ page }) => {
  const read = await signInWithApi(page);
  await page.goto('/users/management?status[]=invested');
  const expected = await read<ListBody & { clients: unknown[] }>('clients?status[]=invested&per_page=100');
  await page.getByRole('button', { name: 'Exportieren' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Als CSV herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kunden-\d{8}\.csv$/);
  const text = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toContain('"Name";"E-Mail";"Status"');
  expect(lines).toHaveLength(expected.clients.length + 1);
  expect(lines.slice(1).every((line) => line.includes('"Investiert"'))).toBe(true);
});
