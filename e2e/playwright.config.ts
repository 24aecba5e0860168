import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '@portal/build-kit/chromium';

// The portal is started by scripts/test.mjs (production build, fresh embedded database) and its URL passed in BASE_URL.
export default defineConfig({
  testDir: './tests',
  // Limits for a failing test only; a passing one goes on as soon as the page is there. With every suite of several
  // engineers on two cores, a sign-in, a reload and the feature prompt's handler took more than 10 s, a test over 60 s.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://localhost:8080',
    locale: 'de-CH',
    trace: 'off',
    screenshot: 'only-on-failure',
    // Debian's Chromium, with the flags of the benchmarks (build-kit/chromium.mjs).
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
});
