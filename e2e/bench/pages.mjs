// Front-end measures of one page: the JavaScript it loads initially (KB gzip, computed from the response bodies so
// that it does not depend on the server's compression) and the median Largest Contentful Paint of cold loads.
// Usage: node bench/pages.mjs <baseUrl> <path> [--login email] [--runs 5]
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, CHROMIUM_ARGS } from '@portal/build-kit/chromium';

const [, , baseUrl, pagePath, ...rest] = process.argv;
const opt = (name, fallback) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : fallback;
};
const runs = Number(opt('runs', 5));
const login = opt('login');

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

// Signing in once through the UI gives the session cookies; every measured load starts from an empty cache.
let storageState;
if (login) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/e-mail/i).fill(login);
  await page
    .getByLabel(/passwort|password/i)
    .first()
    .fill(process.env.BENCH_PASSWORD ?? 'Partner-2026');
  await page.getByRole('button', { name: /anmelden|log ?in|sign ?in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  storageState = await context.storageState();
  await context.close();
}

const lcps = [];
let initialJsGzip = 0;
let initialJsFiles = 0;
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({ storageState, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.push(gzipSync(await response.body()).length);
    } catch {
      // a response without a body (redirect, aborted) carries no script
    }
  });
  await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  // LCP is final once the user interacts; a click on an empty spot freezes it.
  await page.mouse.click(2, 2);
  lcps.push(await page.evaluate(() => window.__lcp));
  if (i === 0) {
    initialJsGzip = scripts.reduce((a, b) => a + b, 0);
    initialJsFiles = scripts.length;
  }
  await context.close();
}
await browser.close();

lcps.sort((a, b) => a - b);
const median = lcps[Math.floor(lcps.length / 2)];
console.log(
  JSON.stringify({
    page: pagePath,
    initial_js_kb_gzip: +(initialJsGzip / 1024).toFixed(1),
    js_files: initialJsFiles,
    lcp_median_ms: Math.round(median),
    lcp_runs_ms: lcps.map(Math.round),
  }),
);
