import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '@portal/build-kit/chromium';

// The portal is started by scripts/test.mjs (production build, fresh embedded database) and its URL passed in BASE_URL.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
