import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '@portal/build-kit/chromium';

// The composed portal (docker-compose.yml), brought up by ops/compose-test.mjs, which passes its URL in BASE_URL.
export default defineConfig({
  testDir: '.',
  timeout: 300_000,
  expect: { timeout: 60_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:18080',
    locale: 'de-CH',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
});
