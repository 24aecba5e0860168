/** @type {import('jest').Config} */
export default {
  // Component tests are the majority; a test that needs Node's fetch opts in with `@jest-environment node`.
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.[cm]?[jt]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: {
            react: { runtime: 'automatic' },
            // react-router's SPA error path reads `import.meta.hot`, which CommonJS cannot parse; tests have no HMR.
            optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } },
          },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ky 2, react-router 8 and its dependencies ship only ES modules; under pnpm their real paths pass through `.pnpm/`.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|ky|react-router|@remix-run|cookie-es|@portal)/)'],
  moduleNameMapper: { '^@portal/shared/(.*)$': '<rootDir>/src/$1' },
  // generous: on a loaded machine a whole dashboard renders in seconds; a passing test never waits for this
  testTimeout: 120_000,
};
