// Browser tests and benchmarks use Debian's Chromium: test tools cannot download their own browsers here.
// One place for its path and flags: scripts/lib/debian-packages.mjs (benchmarks, Lighthouse) and e2e/playwright.config.ts.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
