// Many advisers at once (bench only, not a test): each in a browser context of its own (an empty HTTP cache, its own
// session) has the sign-in page open and filled in (one after another), then all sign in at once, each waiting for
// the dashboard's figures (the totals, marked for Element Timing), then opening the client list from the sidebar and
// waiting for its rows. Reported: the p50 and p95 of the time
// from the sign-in click to the figures, from the list's click to its rows, and from the start to both.
// The advisers are sessions of the demo partner's adviser (demo@), each its own sign-in and session.
// Usage: node bench/advisers.mjs <baseUrl> [--advisers 20]
import { chromium } from '@playwright/test';
import os from 'node:os';
import { CHROMIUM, CHROMIUM_ARGS } from '@portal/build-kit/chromium';

const [, , baseUrl, ...rest] = process.argv;
const opt = (name, fallback) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : fallback;
};
const advisers = Number(opt('advisers', 20));
const USERS = ['demo@partner.example'];
const password = process.env.BENCH_PASSWORD ?? 'Partner-2026';

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

/** A client's link of the list (/users/management/42), not the onboarding one (/users/management/onboard). */
const CLIENT_LINK = () => [...document.querySelectorAll('a')].some((a) => /\/users\/management\/\d+$/.test(a.pathname));

/** An adviser on the sign-in page, the form filled in: opened one after another, before anyone signs in. */
async function signInPage(index) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  // the feature prompt would cover the sidebar: none here, as after the adviser closed it
  await page.route('**/api/v1/admin_partner/feature_prompt*', (route) => route.fulfill({ json: { feature_prompt: null } }));
  await page.goto(`${baseUrl}/login`, { timeout: 180_000 });
  await page.getByLabel(/e-mail/i).fill(USERS[index % USERS.length]);
  await page
    .getByLabel(/passwort|password/i)
    .first()
    .fill(password);
  return { context, page };
}

/** One adviser's visit from the sign-in click; the times in ms, or the error that stopped it. */
async function visit({ context, page }) {
  try {
    const start = Date.now();
    await page.getByRole('button', { name: /anmelden|log ?in|sign ?in/i }).click();
    // the totals' value is on the page once the figures answered (mf-statistics: the totals widget)
    await page.locator('[elementtiming="dashboard-totals"]').first().waitFor({ timeout: 180_000 });
    const figures = Date.now() - start;
    const listClick = Date.now();
    await page.locator('a[href$="/users/management"]').first().click();
    await page.waitForFunction(CLIENT_LINK, undefined, { timeout: 180_000 });
    const list = Date.now() - listClick;
    return { figures, list, total: Date.now() - start };
  } catch (error) {
    return { error: error.message.split('\n')[0] };
  } finally {
    await context.close();
  }
}

const load = os.loadavg()[0];
const advisersReady = [];
for (let index = 0; index < advisers; index += 1) advisersReady.push(await signInPage(index));
// all at once from here
const results = await Promise.all(advisersReady.map(visit));
await browser.close();

const done = results.filter((result) => !result.error);
const failed = results.filter((result) => result.error);
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const of = (key) => ({
  p50: percentile(
    done.map((r) => r[key]),
    50,
  ),
  p95: percentile(
    done.map((r) => r[key]),
    95,
  ),
});
console.log(
  JSON.stringify({
    advisers,
    completed: done.length,
    failed: failed.map((result) => result.error),
    load_average_1m: +load.toFixed(1),
    figures_ms: done.length ? of('figures') : null,
    list_ms: done.length ? of('list') : null,
    total_ms: done.length ? of('total') : null,
  }),
);
if (failed.length > 0) process.exitCode = 1;
