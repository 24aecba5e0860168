// Many advisers at once (bench only, not a test). Each adviser is a session of its own of the demo partner's adviser
// (demo@), signed in one after another: the sign-in throttle counts an attempt as a failure before it checks the
// password (api/src/lib/login-throttle.ts), so twenty sign-ins of one account at the same moment look like guessing
// and most of them are asked for the e-mailed code, which is what kept half the advisers of earlier runs from their
// figures. Then all at once: each opens the dashboard and waits for its figures (the totals, marked for Element
// Timing), then opens the client list and waits for its rows. Reported: the p50 and p95 of the time from opening the
// dashboard to its figures, from the list's click to its rows, and of both; every API answer of 400 and above, by
// status (a rate limit would show as 429s).
// In the browser, each adviser has a context of its own (its session, its HTTP cache, primed by the sign-in's visit)
// and opens the dashboard by reloading it. With --replay, one adviser's visit in the browser records the API calls
// the dashboard and the list make, and every adviser replays them over HTTP: the portal's share, without twenty
// browsers on the same cores.
// Usage: node bench/advisers.mjs <baseUrl> [--advisers 20] [--replay]
import { chromium } from '@playwright/test';
import os from 'node:os';
import { CHROMIUM, CHROMIUM_ARGS } from '@portal/build-kit/chromium';

const [, , baseUrl, ...rest] = process.argv;
const opt = (name, fallback) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : fallback;
};
const advisers = Number(opt('advisers', 20));
const email = 'demo@partner.example';
const password = process.env.BENCH_PASSWORD ?? 'Partner-2026';
const TIMEOUT = 180_000;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

/** A client's link of the list (/users/management/42), not the onboarding one (/users/management/onboard). */
const CLIENT_LINK = () => [...document.querySelectorAll('a')].some((a) => /\/users\/management\/\d+$/.test(a.pathname));
const dashboardFigures = (page) => page.locator('[elementtiming="dashboard-totals"]').first().waitFor({ timeout: TIMEOUT });
const listRows = (page) => page.waitForFunction(CLIENT_LINK, undefined, { timeout: TIMEOUT });

/** Counts the failed answers (400 and above) of the API by status into `into`. */
const countFailed = (into, status) => {
  if (status >= 400) into[status] = (into[status] ?? 0) + 1;
};

/** An adviser signed in through the sign-in page, its dashboard shown once. */
async function signedInPage() {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  // The feature prompt would cover the sidebar: hidden, not answered away through page.route, which would turn the
  // HTTP cache off and make the dashboard's reload below a cold load (docs/performance.md).
  await page.addInitScript(() => {
    const style = document.createElement('style');
    style.textContent = '[aria-labelledby="feature-prompt-title"] { display: none !important; }';
    document.addEventListener('DOMContentLoaded', () => document.head.append(style));
  });
  await page.goto(`${baseUrl}/login`, { timeout: TIMEOUT });
  await page.getByLabel(/e-mail/i).fill(email);
  await page
    .getByLabel(/passwort|password/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /anmelden|log ?in|sign ?in/i }).click();
  await dashboardFigures(page);
  return { context, page };
}

/** One adviser's visit in the browser: the dashboard reloaded, then the list; the times in ms, or what stopped it. */
async function visit({ context, page }) {
  const failedStatuses = {};
  page.on('response', (response) => response.url().includes('/api/') && countFailed(failedStatuses, response.status()));
  try {
    const start = Date.now();
    await page.reload({ timeout: TIMEOUT });
    await dashboardFigures(page);
    const figures = Date.now() - start;
    const listClick = Date.now();
    await page.locator('a[href$="/users/management"]').first().click();
    await listRows(page);
    return { figures, list: Date.now() - listClick, total: Date.now() - start, failedStatuses };
  } catch (error) {
    return { error: error.message.split('\n')[0], failedStatuses };
  } finally {
    await context.close();
  }
}

/** The GETs (path and query) the API got from one adviser's dashboard until its figures showed and the page went
 * quiet, and from the client list until its rows showed. */
async function recordCalls() {
  const { context, page } = await signedInPage();
  const calls = { dashboard: new Set(), list: new Set() };
  let phase = 'dashboard';
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') calls[phase]?.add(url.pathname + url.search);
  });
  await page.reload({ timeout: TIMEOUT });
  await dashboardFigures(page);
  await page.waitForLoadState('networkidle');
  phase = 'list';
  await page.locator('a[href$="/users/management"]').first().click();
  await listRows(page);
  await page.waitForLoadState('networkidle');
  phase = 'done';
  await context.close();
  return { dashboard: [...calls.dashboard], list: [...calls.list] };
}

/** A session over HTTP: its access token. */
async function signInOverHttp() {
  const response = await fetch(`${baseUrl}/api/v1/admin_partner/authorization/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'app-type': 'partner' },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json();
  if (!body.tokens) throw new Error(`sign-in answered ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body.tokens.access_token;
}

/** One adviser replaying the recorded calls: the dashboard's all at once, then the list's. */
async function replay(token, calls) {
  const failedStatuses = {};
  const get = async (call) => {
    const response = await fetch(`${baseUrl}${call}`, { headers: { authorization: `Bearer ${token}` } });
    countFailed(failedStatuses, response.status);
    await response.arrayBuffer();
  };
  try {
    const start = Date.now();
    await Promise.all(calls.dashboard.map(get));
    const figures = Date.now() - start;
    const listStart = Date.now();
    await Promise.all(calls.list.map(get));
    return { figures, list: Date.now() - listStart, total: Date.now() - start, failedStatuses };
  } catch (error) {
    return { error: error.message.split('\n')[0], failedStatuses };
  }
}

// one after another: the sign-ins; all at once from there
let results;
let replayed;
let load;
if (rest.includes('--replay')) {
  replayed = await recordCalls();
  await browser.close();
  const tokens = [];
  for (let index = 0; index < advisers; index += 1) tokens.push(await signInOverHttp());
  load = os.loadavg()[0];
  results = await Promise.all(tokens.map((token) => replay(token, replayed)));
} else {
  const signedIn = [];
  for (let index = 0; index < advisers; index += 1) signedIn.push(await signedInPage());
  load = os.loadavg()[0];
  results = await Promise.all(signedIn.map(visit));
  await browser.close();
}

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
const failedAnswers = {};
for (const result of results)
  for (const [status, n] of Object.entries(result.failedStatuses)) failedAnswers[status] = (failedAnswers[status] ?? 0) + n;
console.log(
  JSON.stringify({
    advisers,
    mode: replayed ? 'replay' : 'browser',
    calls: replayed ? { dashboard: replayed.dashboard.length, list: replayed.list.length } : undefined,
    completed: done.length,
    failed: failed.map((result) => result.error),
    failed_answers: failedAnswers,
    load_average_1m: +load.toFixed(1),
    figures_ms: done.length ? of('figures') : null,
    list_ms: done.length ? of('list') : null,
    total_ms: done.length ? of('total') : null,
  }),
);
if (failed.length > 0) process.exitCode = 1;
