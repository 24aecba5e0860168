import { jestConfig } from '@portal/build-kit/jest';

// Component tests are the majority; a test that needs Node's fetch opts in with `@jest-environment node`.
export default jestConfig({
  environment: 'jsdom',
  moduleNameMapper: { '^@portal/shared/(.*)$': '<rootDir>/src/$1' },
});
