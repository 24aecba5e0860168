import clock from '@portal/build-kit/jest/clock';

const { dateOnlyClock } = clock;

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '(@electric-sql/pglite/dist/.*\\.cjs|@fastify/cookie/index\\.js|unpdf/dist/index\\.cjs)$':
      '<rootDir>/test/dynamic-import-transform.cjs',
    '^.+\\.[cm]?[jt]sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2023' }, module: { type: 'commonjs' } }],
  },
  // several dependencies (jose, cookie, content-disposition, ...) ship ES modules only; under pnpm every real path
  // passes through `.pnpm/`, so node_modules are compiled too (once: jest caches the result)
  transformIgnorePatterns: ['^(?!.*/node_modules/\\.pnpm/).*/node_modules/(?!@portal/)'],
  moduleNameMapper: {
    '^@portal/shared/(.*)$': '<rootDir>/../shared/src/$1/index.ts',
    // unpdf loads its PDF.js bundle with import(), an export for ES modules only: the file itself, compiled like the rest
    '^unpdf/pdfjs$': '<rootDir>/node_modules/unpdf/dist/pdfjs.mjs',
  },
  // The seed writes two years of figures up to "today", and the statistics count from today: the suite runs on a fixed
  // date so that no assertion depends on the day (or the quarter, or a midnight between seeding and asserting). Only
  // Date is fake and it runs on from there; timers, I/O and the database's work stay real (build-kit/jest/clock.cjs).
  fakeTimers: { enableGlobally: true, ...dateOnlyClock() },
  // the run's demo database is migrated and seeded once per worker; each test file starts from a copy (test/helpers.ts)
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  // the first file of each worker migrates and seeds the demo database: with every suite of several engineers on two
  // cores (load 25), opening, migrating and seeding PGlite took more than 240 s; a passing test never waits for this limit
  testTimeout: 600_000,
};
