// The import boundaries of docs/code-structure.md are lint rules (build-kit/eslint/boundaries.mjs). These tests lint small fixture
// sources placed, by file name, where each boundary applies, so that a rule cannot silently stop firing; and they check
// that the repository's eslint.config.mjs switches the rule on for every place it guards.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import portal from '../../build-kit/eslint/boundaries.mjs';
import { root } from '../lib/proc.mjs';

const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { portal },
    rules: { 'portal/boundaries': 'error' },
  },
];

/** The boundary messages for `code` as if it were the file at `rel` (relative to the repository root). */
function lint(rel, code) {
  return linter
    .verify(code, config, { filename: path.join(root, rel) })
    .map((m) => {
      assert.equal(m.fatal, undefined, `fixture does not parse: ${m.message}`);
      return m.message;
    })
    .filter(Boolean);
}

function assertFlags(rel, code, pattern) {
  const messages = lint(rel, code);
  assert.ok(
    messages.some((m) => pattern.test(m)),
    `expected ${pattern} for ${rel}:\n${code}\ngot: ${JSON.stringify(messages)}`,
  );
}

function assertClean(rel, code) {
  assert.deepEqual(lint(rel, code), [], `expected no boundary error for ${rel}:\n${code}`);
}

describe("a remote's theme is the shell's", () => {
  test('useTheme and alpha from @mui/material/styles are refused in a remote', () => {
    assertFlags('mf-tools/src/features/x/components/page.tsx', "import { alpha, useTheme } from '@mui/material/styles';", /use-theme/);
  });
  test('from @portal/shared/ui/use-theme, and types from @mui/material/styles, are fine; so is the shell', () => {
    assertClean(
      'mf-tools/src/features/x/components/page.tsx',
      "import { useTheme } from '@portal/shared/ui/use-theme';\nimport type { Theme } from '@mui/material/styles';\nimport { type SxProps } from '@mui/material/styles';",
    );
    assertClean('shared/src/ui/theme.ts', "import { createTheme } from '@mui/material/styles';");
  });
});

describe('react-i18next comes through @portal/shared/i18n/react', () => {
  test('a direct import is refused in a remote, the shell and the rest of shared', () => {
    for (const rel of ['mf-clients/src/features/x/components/page.tsx', 'shell/src/layouts/sidebar.tsx', 'shared/src/ui/amount.tsx'])
      assertFlags(rel, "import { useTranslation } from 'react-i18next';", /@portal\/shared\/i18n\/react/);
  });
  test('the shared module itself and its importers are fine', () => {
    assertClean('shared/src/i18n/react.ts', "export { useTranslation } from 'react-i18next';");
    assertClean('mf-clients/src/features/x/components/page.tsx', "import { useTranslation } from '@portal/shared/i18n/react';");
  });
});

describe('no remote imports another remote', () => {
  test('by package name', () => {
    assertFlags(
      'mf-clients/src/features/list/components/page.tsx',
      "import x from '@portal/mf-statistics/src/lib/stat';",
      /another remote/,
    );
  });
  test('by relative path', () => {
    assertFlags('mf-clients/src/lib/a.ts', "import { stat } from '../../../mf-statistics/src/lib/stat';", /another remote/);
  });
  test('its own files and shared are fine', () => {
    assertClean(
      'mf-clients/src/features/list/components/page.tsx',
      "import { x } from '../api/get-list';\nimport { y } from '@portal/shared/ui';",
    );
  });
});

describe("no remote imports the shell's sources", () => {
  test('by relative path or by package name', () => {
    assertFlags(
      'mf-tools/src/features/x/components/page.tsx',
      "import { paths } from '../../../../../shell/src/lib/paths';",
      /the shell's sources/,
    );
    assertFlags('mf-tools/src/lib/a.ts', "import { x } from '@portal/shell/src/lib/paths';", /the shell's sources/);
  });
  test('the shell itself is fine', () => {
    assertClean('shell/src/app/a.ts', "import { paths } from '../lib/paths';");
  });
});

describe('the modules of the API meet only through their index.ts', () => {
  test("another module's files are flagged", () => {
    assertFlags(
      'api/src/modules/client-documents/service.ts',
      "import { seriesOf } from '../client-overview/routes';",
      /only through its index\.ts/,
    );
    assertFlags(
      'api/src/modules/onboarding/repository.ts',
      "import type { X } from '../clients/onboarding';",
      /only through its index\.ts/,
    );
  });
  test("another module's index, the module's own files and the API's libraries are fine", () => {
    assertClean(
      'api/src/modules/client-documents/service.ts',
      "import { seriesOf } from '../client-overview';\nimport { x } from '../client-overview/index';\nimport { y } from './texts';\nimport { t } from '../../lib/messages';",
    );
  });
});

describe('shared contracts and validation stay pure', () => {
  for (const dir of ['contracts', 'validation']) {
    test(`${dir} imports no React, MUI or ky`, () => {
      assertFlags(`shared/src/${dir}/a.ts`, "import { useState } from 'react';", /free of React/);
      assertFlags(`shared/src/${dir}/a.ts`, "import Box from '@mui/material/Box';", /free of React/);
      assertFlags(`shared/src/${dir}/a.ts`, "import ky from 'ky';", /free of React/);
    });
    test(`${dir} imports nothing else of shared`, () => {
      assertFlags(`shared/src/${dir}/a.ts`, "import { api } from '../api/client';", /only contracts and validation/);
    });
  }
  test('validation does not import contracts (no circle)', () => {
    assertFlags('shared/src/validation/index.ts', "export { x } from '../contracts/statistics';", /does not import the contracts/);
    assertFlags('shared/src/validation/index.ts', "import { x } from '@portal/shared/contracts';", /does not import the contracts/);
  });
  test('contracts build on validation and zod', () => {
    assertClean('shared/src/contracts/auth.ts', "import { z } from 'zod';\nimport { passwordSchema } from '../validation';");
  });
});

describe('the API takes only contracts and validation from shared', () => {
  test('other parts of shared are flagged', () => {
    assertFlags('api/src/modules/clients/routes.ts', "import { api } from '@portal/shared/api';", /only \/contracts and \/validation/);
    assertFlags('api/src/modules/clients/routes.ts', "import { i18n } from '@portal/shared/i18n';", /only \/contracts and \/validation/);
    assertFlags('api/src/modules/clients/routes.ts', "import { x } from '../../../../shared/src/contracts';", /by path/);
  });
  test('contracts and validation are fine', () => {
    assertClean(
      'api/src/modules/clients/routes.ts',
      "import { clientSchema } from '@portal/shared/contracts';\nimport { passwordSchema } from '@portal/shared/validation';",
    );
  });
});

describe('layers inside a package', () => {
  test('a feature does not import the app layer', () => {
    assertFlags('shell/src/features/auth/components/login-page.tsx', "import { paths } from '../../../app/paths';", /app layer/);
    assertFlags('shell/src/features/auth/components/login-page.tsx', "import { x } from '../../../routing/locale-path';", /app layer/);
    assertFlags('mf-statistics/src/features/kpis/components/w.tsx', "import { routes } from '../../../routes';", /app layer/);
  });
  test('a feature does not import another feature', () => {
    assertFlags(
      'shell/src/features/auth/components/login-page.tsx',
      "import { x } from '../../notifications/api/get-notifications';",
      /does not import feature 'notifications'/,
    );
    assertFlags(
      'mf-statistics/src/features/kpis/components/w.tsx',
      "const m = import('../../blog/components/blog-widget');",
      /does not import feature 'blog'/,
    );
  });
  test('the shared layer imports neither features nor the app layer', () => {
    assertFlags('shell/src/lib/paths.ts', "import { x } from '../features/auth/schemas';", /shared layer/);
    assertFlags('mf-statistics/src/lib/stat.tsx', "import { x } from '../app/dashboard';", /shared layer/);
  });
  test("a remote's exposed modules (remotes.json) are its app layer", () => {
    assertClean('mf-documents/src/invoices.tsx', "import { InvoicesPage } from './features/invoices/components/invoices-page';");
    assertFlags('mf-documents/src/features/invoices/components/w.tsx', "import x from '../../../invoices';", /app layer/);
    assertFlags('mf-documents/src/lib/invoices.tsx', "import { x } from '../features/invoices/components/invoices-page';", /shared layer/);
  });
  test('a feature may use its own files and the shared layer', () => {
    assertClean(
      'shell/src/features/auth/components/login-page.tsx',
      "import { paths } from '../../../lib/paths';\nimport { useLogin } from '../api/login-request';\nimport { AuthScreen } from './auth-screen';",
    );
  });
});

describe('endpoints are called only from api/ folders', () => {
  test('no ky client in a component', () => {
    assertFlags('mf-statistics/src/features/kpis/components/w.tsx', "import ky from 'ky';", /no ky here/);
  });
  test('no raw client of @portal/shared/api outside api/', () => {
    assertFlags(
      'mf-statistics/src/lib/use-statistics-params.ts',
      "import { api } from '@portal/shared/api';",
      /belongs in the feature's api\/ folder/,
    );
  });
  test('no fetch outside api/', () => {
    assertFlags('shell/src/features/auth/components/verify-email-page.tsx', "export const f = () => fetch('/api/v1/x');", /no fetch here/);
  });
  test('api/ folders and error helpers are fine', () => {
    assertClean('mf-statistics/src/features/kpis/api/get-kpis.ts', "import { api } from '@portal/shared/api';\nimport ky from 'ky';");
    assertClean('shared/src/query/index.ts', "import { isHTTPError } from 'ky';\nimport { toErrorMessage } from '@portal/shared/api';");
  });
});

describe('eslint.config.mjs switches the boundary rule on where it guards', () => {
  const eslint = new ESLint({ cwd: root });
  const places = [
    'mf-statistics/src/lib/use-statistics-params.ts',
    'mf-statistics/src/features/kpis/components/kpis-widget.tsx',
    'shell/src/features/auth/components/login-page.tsx',
    'shared/src/contracts/auth.ts',
    'shared/src/validation/index.ts',
    'api/src/modules/clients/routes.ts',
    'scripts/test.mjs',
  ];
  for (const rel of places) {
    test(rel, async () => {
      const computed = await eslint.calculateConfigForFile(path.join(root, rel));
      const setting = computed.rules?.['portal/boundaries'];
      assert.equal(Array.isArray(setting) ? setting[0] : setting, 2, `portal/boundaries is not an error for ${rel}`);
    });
  }
});

describe('answers are parsed with their contract in the frontends', () => {
  const fixtures = [
    "export const f = () => api.post('x').json<MessageResponse>();",
    "export const f = () => api.get('x').json() as Promise<Body>;",
    'export const f = async (r: Response) => (await r.json()) as Body;',
  ];
  for (const rel of [
    'shell/src/features/auth/api/verify-email.ts',
    'mf-statistics/src/features/kpis/api/get-kpis.ts',
    'shared/src/api/profile.ts',
  ]) {
    test(rel, async () => {
      const computed = await new ESLint({ cwd: root }).calculateConfigForFile(path.join(root, rel));
      const setting = computed.rules?.['no-restricted-syntax'];
      assert.ok(Array.isArray(setting) && setting[0] === 2, `no-restricted-syntax is not an error for ${rel}`);
      const rules = { 'no-restricted-syntax': setting };
      const only = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules }];
      for (const code of fixtures) {
        const messages = linter.verify(code, only, { filename: path.join(root, rel) }).map((m) => m.message);
        assert.ok(
          messages.some((m) => /Parse the answer with its contract/.test(m)),
          `not flagged: ${code} (${JSON.stringify(messages)})`,
        );
      }
      const parsed = "export const f = () => api.get('x').json(messageResponseSchema);";
      assert.deepEqual(linter.verify(parsed, only, { filename: path.join(root, rel) }), []);
    });
  }
});
