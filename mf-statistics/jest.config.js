/** @type {import('jest').Config} */
export default {
  testEnvironment: '<rootDir>/jest.environment.cjs',
  testEnvironmentOptions: { url: 'http://localhost/' },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.[cm]?[jt]sx?$': [
      '<rootDir>/jest.transform.cjs',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ky 2 and react-router 8 ship only ES modules; under pnpm their real paths pass through `.pnpm/`.
  // @portal/shared resolves to its TypeScript source through the workspace link.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|ky|react-router|@remix-run|cookie-es|@portal)/)'],
  // generous: on a loaded machine a whole dashboard renders in seconds; a passing test never waits for this
  testTimeout: 120_000,
};
