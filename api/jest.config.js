/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '(@electric-sql/pglite/dist/.*\\.cjs|@fastify/cookie/index\\.js)$': '<rootDir>/test/dynamic-import-transform.cjs',
    '^.+\\.[cm]?[jt]sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2023' }, module: { type: 'commonjs' } },
    ],
  },
  // several dependencies (jose, cookie, content-disposition, ...) ship ES modules only; under pnpm every real path
  // passes through `.pnpm/`, so node_modules are compiled too (once: jest caches the result)
  transformIgnorePatterns: ['^(?!.*/node_modules/\\.pnpm/).*/node_modules/(?!@portal/)'],
  moduleNameMapper: { '^@portal/shared/(.*)$': '<rootDir>/../shared/src/$1/index.ts' },
  // every file migrates and seeds its own database
  testTimeout: 60000,
};
