// Front-end measures of the portal's pages, each against a reference page measured in the same run: the JavaScript a
// page loads initially (KB gzip, computed from the response bodies so that it does not depend on the server's
// compression), the files, kilobytes and requests that had arrived before its largest paint, and the median Largest
// Contentful Paint of cold loads (new browser context, empty HTTP cache), of warm ones (the same context's second
// visit, its HTTP cache primed) and of everyday ones (the third visit, V8's compiled code cached too), each also as a
// ratio to the reference page's median of the same kind.
// The loads are interleaved (each round visits every page, starting one page further each time), so that the shared
// machine's changing load falls on every page alike; the ratios, not the milliseconds, are what compare across runs.
// Usage: node bench/pages.mjs <baseUrl> --baseline <path> --page /login --page / --page /users/management
//          [--page client] [--login email] [--runs 5] [--json-out file]
// `client` is the detail page of the first client of the list, found with the session.
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, CHROMIUM_ARGS } from '@portal/build-kit/chromium';
import { isSignInPath } from '@portal/build-kit/pages';

const [, , baseUrl, ...rest] = process.argv;
const opt = (name, fallback) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : fallback;
};
const all = (name) => rest.flatMap((arg, i) => (rest[i - 1] === `--${name}` ? [arg] : []));
const runs = Number(opt('runs', 5));
const login = opt('login');
const baseline = opt('baseline');

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

// Signing in once through the UI gives the session cookies; every measured load of a signed-in page starts from them.
let storageState;
let clientPath;
if (login) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The sign-in page loads the whole portal at the address it leads to: the portal is there once it asks for the
  // feature prompt (a navigation before that would be cut off by the portal's own load).
  const portalLoaded = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/admin_partner/feature_prompt'), {
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
  await portalLoaded;
  if (all('page').includes('client')) {
    // the first client of the list: its detail page is the one measured
    await page.goto(`${baseUrl}/users/management`);
    // a client's link (/users/management/42), not the onboarding one (/users/management/onboard)
    const link = await page.waitForFunction(
      () => [...document.querySelectorAll('a')].find((a) => /\/users\/management\/\d+$/.test(a.pathname))?.pathname,
      undefined,
      { timeout: 60_000 },
    );
    clientPath = await link.jsonValue();
  }
  storageState = await context.storageState();
  await context.close();
}

/** What is measured: the reference page first, then the pages asked for; only the portal's own pages sign in. */
const targets = [
  ...(baseline ? [{ name: 'baseline', path: baseline, signedIn: false }] : []),
  ...all('page').map((name) => {
    const path = name === 'client' ? clientPath : name;
    if (!path) throw new Error('--page client needs --login');
    return { name, path, signedIn: Boolean(login) && !isSignInPath(path) };
  }),
];

/** The bytes the server sends for `url` to a browser that accepts only `encoding` (its prebuilt copy). */
const wireBytes = (url, encoding) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });

/** One load of `target` in `page`: its largest paint, and (for a cold one) the scripts and requests before it. */
async function measure(context, page, target, { cold }) {
  // Only the addresses during the load: reading and compressing each script's body as it arrives (as this bench first
  // did) took the CPU the page needs and put its largest paint 150 ms later (848 against 692 ms, median of ten
  // interleaved loads each, docs/performance.md). The bodies are read once the paint is measured.
  const scriptUrls = [];
  const onResponse = (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scriptUrls.push(response.url());
  };
  page.on('response', onResponse);
  await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  // LCP is final once the user interacts; a click on an empty spot freezes it.
  await page.mouse.click(2, 2);
  const lcp = await page.evaluate(() => window.__lcp);
  page.off('response', onResponse);
  // a session that did not hold would measure the sign-in page instead of the page asked for
  const landed = new URL(page.url()).pathname;
  if (target.signedIn && isSignInPath(landed)) throw new Error(`${target.path} led to ${landed}: not signed in`);
  // PAGE_TIMELINE=1 names the element that painted largest, and lists what a warm load waited for: every request
  // before its largest paint, with its start, its end and whether it came from the HTTP cache (0 bytes over the wire)
  // or was revalidated (a 304's few hundred)
  if (process.env.PAGE_TIMELINE) {
    const kind = cold ? 'cold' : 'warm';
    if (!cold) {
      const timeline = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => ({
          name: new URL(entry.name).pathname,
          start: entry.startTime,
          end: entry.responseEnd,
          bytes: entry.transferSize,
        })),
      );
      for (const entry of timeline.filter((item) => item.end <= lcp)) {
        const at = `${Math.round(entry.start)}–${Math.round(entry.end)} ms`;
        console.log(`  ${target.path} ${kind}: ${at.padEnd(14)} ${String(entry.bytes).padStart(6)} B ${entry.name}`);
      }
    }
    const element = await page.evaluate(() => window.__lcpElement);
    console.log(`  ${target.path} ${kind}: largest paint at ${Math.round(lcp)} ms: ${element}`);
  }
  if (!cold) return { lcp };
  // what had arrived when the largest element painted: every request, and the scripts among them
  const before = new Set(
    await page.evaluate(
      (at) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.responseEnd <= at)
          .map((entry) => entry.name),
      lcp,
    ),
  );
  const scripts = [];
  for (const url of scriptUrls) {
    const response = await context.request.get(url);
    scripts.push({ url, gzip: gzipSync(await response.body()).length, beforeLcp: before.has(url) });
  }
  const early = scripts.filter((script) => script.beforeLcp);
  // PAGE_FILES=1 lists what a page loads before its largest paint, biggest first: where to cut its JavaScript
  if (process.env.PAGE_FILES) {
    for (const script of [...early].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${target.path} before LCP: ${(script.gzip / 1024).toFixed(1)} KB gz ${new URL(script.url).pathname}`);
    }
  }
  // what the gateway sends: its gzip and its Brotli copies of the same scripts
  const served = { gzip: 0, br: 0 };
  for (const encoding of ['gzip', 'br']) {
    for (const script of scripts) served[encoding] += await wireBytes(script.url, encoding);
  }
  return {
    lcp,
    servedGzip: served.gzip,
    servedBr: served.br,
    jsGzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
    jsFiles: scripts.length,
    jsBeforeLcp: early.reduce((sum, script) => sum + script.gzip, 0),
    jsFilesBeforeLcp: early.length,
    // the document itself is a navigation entry, not a resource one
    requestsBeforeLcp: before.size + 1,
  };
}

/** A cold load of the target in a new context, then a warm one (the second visit) in the same context. */
async function coldAndWarm(target) {
  const context = await browser.newContext({
    storageState: target.signedIn ? storageState : undefined,
    viewport: { width: 1366, height: 900 },
  });
  // A session of its own (the API's sign-in sets the refresh cookie in the context's jar): the first session's refresh
  // cookie, rotated by the loads before, no longer held once a slow round had gone by.
  if (target.signedIn) {
    const signIn = await context.request.post(`${baseUrl}/api/v1/admin_partner/authorization/login`, {
      headers: { 'app-type': 'partner' },
      data: { email: login, password: process.env.BENCH_PASSWORD ?? 'Partner-2026' },
    });
    if (!signIn.ok()) throw new Error(`signing in for ${target.path} failed: ${signIn.status()}`);
  }
  const page = await context.newPage();
  // The feature prompt is a notice that comes after the page and its figures (shell: usePageShown); a larger paint
  // than the figures, it would be taken for them whenever it arrives before the measurement ends. Its paints are left
  // out here, so that what is measured is the page's own paint. (Answering its request with "no prompt" through
  // page.route, as this bench first did, turned Chromium's HTTP cache off for the whole page: every "warm" load
  // downloaded every file again, docs/performance.md.)
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.element?.closest('[aria-labelledby="feature-prompt-title"]')) continue;
        window.__lcp = entry.startTime;
        // what painted it, for PAGE_TIMELINE: its tag and the start of its text
        window.__lcpElement = entry.element ? `<${entry.element.tagName.toLowerCase()}> ${entry.element.textContent.slice(0, 60)}` : '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cold = await measure(context, page, target, { cold: true });
  await page.goto('about:blank');
  const warm = await measure(context, page, target, { cold: false });
  // The third visit: Chromium keeps V8's compiled code of a script only from its second load on (within 72 hours), so
  // the second visit still compiles every script; from the third, what an adviser who uses the portal every day gets,
  // the compiled code comes from the cache as well.
  await page.goto('about:blank');
  const everyday = await measure(context, page, target, { cold: false });
  await context.close();
  return { cold, warm, everyday };
}

const results = new Map(targets.map((target) => [target.name, []]));
const load = os.loadavg()[0];
for (let round = 0; round < runs; round++) {
  for (let k = 0; k < targets.length; k++) {
    const target = targets[(round + k) % targets.length];
    results.get(target.name).push(await coldAndWarm(target));
  }
}
await browser.close();

const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => +(bytes / 1024).toFixed(1);
const summary = Object.fromEntries(
  targets.map((target) => {
    // a load without any largest-paint entry (0: the page had painted nothing the browser reports) is left out
    const loads = results.get(target.name).filter((entry) => entry.cold.lcp > 0);
    if (loads.length === 0) throw new Error(`${target.path}: no load reported a largest paint`);
    const cold = loads.map((entry) => entry.cold);
    return [
      target.name,
      {
        path: target.path,
        initial_js_kb_gzip: kb(cold[0].jsGzip),
        // as the gateway sends them: gzip (level 9) and Brotli (quality 11) copies made at build time
        initial_js_kb_served_gzip: kb(cold[0].servedGzip),
        initial_js_kb_served_br: kb(cold[0].servedBr),
        js_files: cold[0].jsFiles,
        js_before_lcp_kb_gzip: kb(middle(cold.map((entry) => entry.jsBeforeLcp))),
        js_files_before_lcp: middle(cold.map((entry) => entry.jsFilesBeforeLcp)),
        requests_before_lcp: middle(cold.map((entry) => entry.requestsBeforeLcp)),
        lcp_median_ms: Math.round(middle(cold.map((entry) => entry.lcp))),
        lcp_runs_ms: cold.map((entry) => Math.round(entry.lcp)),
        warm_lcp_median_ms: Math.round(middle(loads.map((entry) => entry.warm.lcp))),
        warm_lcp_runs_ms: loads.map((entry) => Math.round(entry.warm.lcp)),
        everyday_lcp_median_ms: Math.round(middle(loads.map((entry) => entry.everyday.lcp))),
        everyday_lcp_runs_ms: loads.map((entry) => Math.round(entry.everyday.lcp)),
      },
    ];
  }),
);
if (baseline) {
  const reference = summary.baseline;
  for (const entry of Object.values(summary)) {
    entry.lcp_ratio = +(entry.lcp_median_ms / reference.lcp_median_ms).toFixed(2);
    entry.warm_lcp_ratio = +(entry.warm_lcp_median_ms / reference.warm_lcp_median_ms).toFixed(2);
    entry.everyday_lcp_ratio = +(entry.everyday_lcp_median_ms / reference.everyday_lcp_median_ms).toFixed(2);
  }
}
const result = { load_average_1m: +load.toFixed(1), load_average_1m_after: +os.loadavg()[0].toFixed(1), runs, pages: summary };
for (const [name, entry] of Object.entries(summary)) console.log(JSON.stringify({ page: name, ...entry }));
console.log(JSON.stringify({ load_average_1m: result.load_average_1m, load_average_1m_after: result.load_average_1m_after }));
const out = opt('json-out');
if (out) writeFileSync(out, JSON.stringify(result));
