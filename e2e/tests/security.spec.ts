import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/** Collects every Content-Security-Policy violation the page reports, from the event and from the console. */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the portal works under its Content-Security-Policy: login and dashboard without violations', async ({ page }) => {
  const violations = await watchCspViolations(page);
  const login = await page.goto('/login');
  const headers = login!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toMatch(/script-src 'self'/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();

  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kennzahlen' })).toBeVisible();
  // A reload loads the dashboard page directly (the other preload branch of index.html's inline script).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kennzahlen' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the login page cannot be framed', async ({ page }) => {
  await page.goto('/404-framing-test');
  await page.setContent(`<iframe src="${new URL('/login', page.url()).href}"></iframe>`);
  // frame-ancestors 'none' (and X-Frame-Options: DENY) make Chromium show its error page in the frame instead.
  await expect
    .poll(
      () =>
        page
          .frames()
          .find((f) => f !== page.mainFrame())
          ?.url() ?? '',
    )
    .toMatch(/^chrome-error:/);
});

test('production source maps are not served and not referenced', async ({ request }) => {
  const main = await request.get('/main.js');
  expect(main.ok()).toBeTruthy();
  expect(await main.text()).not.toContain('sourceMappingURL');
  expect((await request.get('/main.js.map')).status()).toBe(404);
  const entry = await request.get('/remotes/mf-statistics/remoteEntry.js');
  expect(await entry.text()).not.toContain('sourceMappingURL');
  expect((await request.get('/remotes/mf-statistics/remoteEntry.js.map')).status()).toBe(404);
});
