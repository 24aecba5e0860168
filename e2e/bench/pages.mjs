// Front-end measures of one page: the JavaScript it loads initially (KB gzip, computed from the response bodies so
// that it does not depend on the server's compression), the part of it and the number of requests that finished
// before the largest paint (on the dashboard: the figures), and the median Largest Contentful Paint of cold loads.
// Usage: node bench/pages.mjs <baseUrl> <path> [--login email] [--runs 5] [--json-out file]
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, CHROMIUM_ARGS } from '@portal/build-kit/chromium';
import { isSignInPath } from '@portal/build-kit/pages';

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
let promptId = null;
if (login) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // the feature prompt's id, to close it for the measured loads (below)
  const promptRead = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/admin_partner/feature_prompt'), {
    timeout: 30_000,
  });
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/e-mail/i).fill(login);
  await page
    .getByLabel(/passwort|password/i)
    .first()
    .fill(process.env.BENCH_PASSWORD ?? 'Partner-2026');
  await page.getByRole('button', { name: /anmelden|log ?in|sign ?in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  storageState = await context.storageState();
  promptId = (await (await promptRead.catch(() => null))?.json())?.feature_prompt?.id ?? null;
  await context.close();
}

const lcps = [];
const beforeLcp = [];
let initialJsGzip = 0;
let initialJsFiles = 0;
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({ storageState, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  // The feature prompt is a notice that comes after the page and its figures (shell: usePageShown); a larger paint
  // than the figures, it would be taken for them whenever it arrives before the measurement ends. None here (as after
  // the adviser closed it, which the API keeps), so that what is measured is the page's own paint.
  if (promptId !== null) {
    await page.route('**/api/v1/admin_partner/feature_prompt*', (route) => route.fulfill({ json: { feature_prompt: null } }));
  }
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  // Only the addresses during the load: reading and compressing each script's body as it arrives (as this bench first
  // did) took the CPU the page needs and put its largest paint 150 ms later (848 against 692 ms, median of ten
  // interleaved loads each, docs/performance.md). The bodies are read once the paint is measured.
  const scriptUrls = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scriptUrls.push(response.url());
  });
  await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  // LCP is final once the user interacts; a click on an empty spot freezes it.
  await page.mouse.click(2, 2);
  const lcp = await page.evaluate(() => window.__lcp);
  // a session that did not hold would measure the sign-in page instead of the page asked for
  const landed = new URL(page.url()).pathname;
  if (!isSignInPath(pagePath) && isSignInPath(landed)) throw new Error(`${pagePath} led to ${landed}: not signed in`);
  lcps.push(lcp);
  const scripts = [];
  for (const url of scriptUrls) {
    const response = await context.request.get(url);
    scripts.push({ url, gzip: gzipSync(await response.body()).length });
  }
  // what had arrived when the largest element painted: every request, and the scripts among them
  const before = await page.evaluate(
    (at) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.responseEnd <= at)
        .map((entry) => entry.name),
    lcp,
  );
  const arrived = new Set(before);
  if (i === 0) {
    initialJsGzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
    initialJsFiles = scripts.length;
  }
  beforeLcp.push({
    js: scripts.filter((script) => arrived.has(script.url)).reduce((sum, script) => sum + script.gzip, 0),
    // the document itself is a navigation entry, not a resource one
    requests: before.length + 1,
  });
  await context.close();
}
await browser.close();

const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const result = {
  page: pagePath,
  initial_js_kb_gzip: +(initialJsGzip / 1024).toFixed(1),
  js_files: initialJsFiles,
  js_before_lcp_kb_gzip: +(middle(beforeLcp.map((run) => run.js)) / 1024).toFixed(1),
  requests_before_lcp: middle(beforeLcp.map((run) => run.requests)),
  lcp_median_ms: Math.round(middle(lcps)),
  lcp_runs_ms: lcps.map(Math.round),
};
console.log(JSON.stringify(result));
const out = opt('json-out');
if (out) writeFileSync(out, JSON.stringify(result));
