// One lint configuration for the whole repository (`pnpm lint`, and the `lint` suite of `npm test`).
// TypeScript is linted with type information (each file's nearest tsconfig.json); plain JavaScript without it.
// Formatting is Prettier's job (`pnpm format`), so eslint-config-prettier switches off every rule it owns.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import portal from './build-kit/eslint/boundaries.mjs';

const TS = ['**/*.{ts,tsx,mts,cts}'];
const FRONTEND = ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'];
const TESTS = ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', '**/test-utils/**/*.{ts,tsx}'];

export default tseslint.config(
  {
    // Generated and built output, installed tools and reports are never linted.
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.reports/**',
      '**/.toolchain/**',
      '**/.data/**',
      '**/.bench/**',
      '**/.screens/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/blob-report/**',
      'api/drizzle/**',
      'scripts/templates/**',
      '**/*.generated.ts',
      '**/*.d.mts',
      '**/*.d.cts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TS })),
  {
    files: TS,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // An async function without await is how a handler, a mutation or a mock keeps the Promise-returning shape its
      // caller expects; flagging those says nothing about correctness.
      '@typescript-eslint/require-await': 'off',
      // React and react-hook-form take Promise-returning handlers (onSubmit={form.handleSubmit(...)}); floating promises
      // elsewhere are still errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // An aborted request rejects with its signal's reason (typed any by the DOM), as fetch itself does.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
    },
  },
  {
    // Outside every tsconfig (it needs Node's types, which the browser package shared does not load): no type information.
    files: ['shared/jest.setup.ts'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { parserOptions: { projectService: false, project: null } },
  },
  {
    // Tests read JSON answers (app.inject, mocked fetch) as untyped values and assert on them.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      // `response.json() as Body` states the shape a test expects of an answer; a type argument would say the same.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
  {
    files: ['shell/build/**/*.js', 'shell/src/**/*.js', 'mf-*/src/**/*.js', 'e2e/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: FRONTEND,
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // MUI's autoFocus (TextField, Button) moves the focus where docs/screens-and-layout.md asks for it (the first field of a sign-in form,
      // the safe choice of a dialog); raw DOM elements still may not take it.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: FRONTEND,
    ignores: TESTS,
    rules: {
      // Every answer a frontend reads is parsed with its contract (`.json(schema)`), never trusted by a type.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='json'][typeArguments]",
          message: 'Parse the answer with its contract: .json(schema) from @portal/shared/contracts, not .json<Type>().',
        },
        {
          selector: "TSAsExpression > CallExpression[callee.property.name='json']",
          message: 'Parse the answer with its contract: .json(schema) from @portal/shared/contracts, not .json() as Type.',
        },
        {
          selector: "TSAsExpression > AwaitExpression > CallExpression[callee.property.name='json']",
          message: 'Parse the answer with its contract: schema.parse(await response.json()), not a type assertion.',
        },
      ],
    },
  },
  {
    files: TESTS.map((glob) => glob.replace('**/', '{shell,mf-*,shared}/**/')),
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // `await act(async () => renderWithProviders(...))` flushes lazy routes and Suspense before the first assertion.
      'testing-library/no-unnecessary-act': 'off',
      // Charts (Highcharts' SVG) and the toaster's text styles have no role or label to find them by.
      'testing-library/no-node-access': 'off',
      'testing-library/render-result-naming-convention': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { portal },
    rules: { 'portal/boundaries': 'error' },
  },
  prettier,
);
