// The jest configuration of the frontend packages (shared, the shell, every remote).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

// Dates in the tests read as a Swiss adviser sees them.
process.env.TZ = 'Europe/Zurich';

/**
 * `environment`: 'jsdom-fetch' (jsdom with Node's fetch, for components that call the API) or 'jsdom'.
 * Anything in `overrides` replaces the preset's value.
 */
export function jestConfig({ environment = 'jsdom-fetch', ...overrides } = {}) {
  /** @type {import('jest').Config} */
  const config = {
    testEnvironment: environment === 'jsdom-fetch' ? path.join(here, 'environment.cjs') : 'jsdom',
    testEnvironmentOptions: { url: 'http://localhost/' },
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    roots: ['<rootDir>/src'],
    // a fixed today (fixed-clock.cjs), the stand-ins for what jsdom lacks and charts need, then the package's own set-up
    setupFiles: [path.join(here, 'fixed-clock.cjs'), path.join(here, 'jsdom-svg.cjs')],
    setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    transform: { '^.+\\.[cm]?[jt]sx?$': path.join(here, 'transform.cjs') },
    // ky 2 and react-router 8 ship only ES modules; under pnpm their real paths pass through `.pnpm/`.
    // @portal/shared resolves to its TypeScript source through the workspace link.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|ky|react-router|@remix-run|cookie-es|set-cookie-parser|@portal)/)'],
    // generous: on a loaded machine a whole dashboard renders in seconds; a passing test never waits for this
    testTimeout: 120_000,
  };
  return { ...config, ...overrides };
}
