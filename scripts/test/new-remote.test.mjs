// The generator writes a remote of the shape of mf-statistics and its registry entry, into a throwaway checkout; the
// last test type-checks, tests and builds what it wrote there, with the workspace's installed packages.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { readRegistry, repoRoot } from '@portal/build-kit/registry';
import { check } from '../../build-kit/eslint/boundaries.mjs';
import { createRemote, folderOf, formatWritten, throwawayCheckout } from '../new-remote.mjs';

function files(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) =>
    statSync(path.join(dir, name)).isDirectory() ? files(path.join(dir, name), `${prefix}${name}/`) : [`${prefix}${name}`],
  );
}

describe('pnpm new:remote', () => {
  let root;
  beforeEach(() => {
    root = throwawayCheckout('new-remote-', ['mf-statistics/package.json']);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names the folder mf-<name>', () => {
    assert.equal(folderOf('model-portfolios'), 'mf-model-portfolios');
    assert.equal(folderOf('mf-tools'), 'mf-tools');
    assert.throws(() => folderOf('Bad_Name'), /no remote name/);
  });

  it('creates the shape of mf-statistics, with nothing left to fill in', () => {
    createRemote('model-portfolios', { module: 'custom_strategies', icon: 'TuneOutlined', 'label-de': 'Eigene Strategien' }, { root });
    const dir = path.join(root, 'mf-model-portfolios');
    const written = files(dir);
    for (const expected of [
      'package.json',
      'tsconfig.json',
      'jest.config.js',
      'jest.setup.ts',
      'webpack.config.js',
      'src/index.ts',
      'src/bootstrap.tsx',
      'src/routes.tsx',
      'src/i18n.ts',
      'src/lib/query-keys.ts',
      'src/features/model-portfolios/api/get-overview.ts',
      'src/features/model-portfolios/components/model-portfolios-page.tsx',
      'src/features/model-portfolios/components/model-portfolios-page.test.tsx',
      'src/locales/de.json',
      'src/locales/en.json',
      'src/locales/fr.json',
      'src/locales/it.json',
    ]) {
      assert.ok(written.includes(expected), `${expected} is missing`);
    }
    for (const file of written) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      assert.doesNotMatch(text, /__[A-Z_]+__/, `${file} has a placeholder left`);
      // what it imports keeps the architecture's rules (react-i18next through @portal/shared/i18n/react, ...)
      for (const [, specifier] of text.matchAll(/from '([^']+)'/g)) {
        assert.deepEqual(check(`mf-model-portfolios/${file}`, specifier), [], `${file} imports ${specifier}`);
      }
    }
    assert.match(readFileSync(path.join(dir, 'src/routes.tsx'), 'utf8'), /export default function ModelPortfoliosRoutes/);
    assert.match(
      readFileSync(path.join(dir, 'src/lib/query-keys.ts'), 'utf8'),
      /export const modelPortfoliosKeys = \{\n {2}all: \['modelPortfolios'\]/,
    );
    assert.deepEqual(JSON.parse(readFileSync(path.join(dir, 'src/locales/de.json'), 'utf8')).page.title, 'Eigene Strategien');
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const shell = JSON.parse(readFileSync(path.join(root, 'shell/package.json'), 'utf8'));
    assert.equal(pkg.name, '@portal/mf-model-portfolios');
    assert.deepEqual(pkg.dependencies, shell.dependencies);
    assert.equal(pkg.devDependencies['@portal/build-kit'], 'workspace:*');
  });

  it('adds one registry entry with defaults, and syncs the sidebar icons, docker-compose.yml and the shell image', () => {
    createRemote('model-portfolios', {}, { root });
    const registry = readRegistry({ root });
    const entry = registry.remotes.at(-1);
    assert.deepEqual(entry, {
      folder: 'mf-model-portfolios',
      devPort: Math.max(...registry.remotes.slice(0, -1).map((remote) => remote.devPort)) + 1,
      routes: [
        {
          base: '/model_portfolios',
          nav: {
            key: 'modelPortfolios',
            icon: 'WidgetsOutlined',
            label: { de: 'Model Portfolios', en: 'Model Portfolios', fr: 'Model Portfolios', it: 'Model Portfolios' },
          },
        },
      ],
    });
    assert.match(
      readFileSync(path.join(root, 'shell/src/app/nav-icons.generated.ts'), 'utf8'),
      /import WidgetsOutlined from '@mui\/icons-material\/WidgetsOutlined';/,
    );
    assert.match(
      readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'),
      /REMOTE_MF_MODEL_PORTFOLIOS_URL: \$\{REMOTE_MF_MODEL_PORTFOLIOS_URL:-\/remotes\/mf-model-portfolios\/mf-manifest\.json\}/,
    );
    // the shell's image reads the new remote's sources (the MUI components it provides for it)
    assert.match(
      readFileSync(path.join(root, 'shell/Dockerfile'), 'utf8'),
      /^COPY mf-model-portfolios\/src\/ \/src\/mf-model-portfolios\/src\/$/m,
    );
  });

  it('takes a registered remote as it is declared, and options change its entry', () => {
    const before = readRegistry({ root }).remotes.find((remote) => remote.folder === 'mf-clients');
    createRemote('clients', { port: '8420' }, { root });
    const after = readRegistry({ root }).remotes.filter((remote) => remote.folder === 'mf-clients');
    assert.equal(after.length, 1);
    assert.deepEqual(after[0], { ...before, devPort: 8420 });
    const de = JSON.parse(readFileSync(path.join(root, 'mf-clients/src/locales/de.json'), 'utf8'));
    assert.equal(de.page.title, before.routes[0].nav.label.de);
  });

  it('writes one exposed module per expose of a registered entry with several routes, and mounts each in the standalone host', () => {
    const file = path.join(root, 'build-kit/remotes.json');
    const registry = JSON.parse(readFileSync(file, 'utf8'));
    const label = { de: 'Rechner', en: 'Calculator', fr: 'Calculatrice', it: 'Calcolatrice' };
    const entry = {
      folder: 'mf-toolbox',
      devPort: 8499,
      routes: [
        { base: '/toolbox_one', expose: 'toolbox-one', nav: { key: 'toolboxOne', icon: 'InsightsOutlined', label } },
        { base: '/toolbox_two', module: 'custom_strategies', expose: 'toolbox-two' },
      ],
    };
    writeFileSync(file, JSON.stringify({ ...registry, remotes: [...registry.remotes, entry] }));
    createRemote('toolbox', { 'no-install': true }, { root });
    const dir = path.join(root, 'mf-toolbox');
    for (const [expose, component, base] of [
      ['toolbox-one', 'ToolboxOneRoutes', '/toolbox_one'],
      ['toolbox-two', 'ToolboxTwoRoutes', '/toolbox_two'],
    ]) {
      const text = readFileSync(path.join(dir, 'src', `${expose}.tsx`), 'utf8');
      assert.match(text, new RegExp(`export default function ${component}\\(`));
      assert.match(text, new RegExp(`\\(${base}\\)`));
    }
    assert.equal(existsSync(path.join(dir, 'src', 'routes.tsx')), false);
    const host = readFileSync(path.join(dir, 'src/bootstrap.tsx'), 'utf8');
    assert.match(host, /import ToolboxOneRoutes from '\.\/toolbox-one';/);
    assert.match(host, /<Route path="\/toolbox_two\/\*" element=\{<ToolboxTwoRoutes \/>\} \/>/);
    assert.match(host, /<Route path="\*" element=\{<ToolboxOneRoutes \/>\} \/>/);
    for (const name of files(dir))
      assert.doesNotMatch(readFileSync(path.join(dir, name), 'utf8'), /__[A-Z_]+__/, `${name} has a placeholder left`);
    assert.deepEqual(
      readRegistry({ root }).remotes.find((remote) => remote.folder === 'mf-toolbox'),
      entry,
    );
  });

  it('refuses an invalid entry or an existing folder without writing anything', () => {
    const registry = readFileSync(path.join(root, 'build-kit/remotes.json'), 'utf8');
    assert.throws(() => createRemote('reports', { module: 'nope' }, { root }), /module "nope"/);
    assert.throws(() => createRemote('reports', { route: '/' }, { root }), /route base \/ is taken/);
    assert.throws(() => createRemote('statistics', {}, { root }), /exists already/);
    assert.equal(readFileSync(path.join(root, 'build-kit/remotes.json'), 'utf8'), registry);
    assert.equal(existsSync(path.join(root, 'mf-reports')), false);
  });

  it(
    'writes a remote that type-checks, passes its own tests and builds to a federation manifest exposing its routes',
    { timeout: 8 * 60_000 },
    async () => {
      const { folder, written } = createRemote(
        'model-portfolios',
        { module: 'custom_strategies', 'label-de': 'Eigene Strategien' },
        { root },
      );
      await formatWritten(written, { root });
      const dir = path.join(root, folder);
      // the throwaway checkout borrows what a remote of this shape has installed (the dependencies of mf-statistics,
      // which the generator copies) and the build kit's compiler settings
      symlinkSync(path.join(repoRoot, 'mf-statistics', 'node_modules'), path.join(dir, 'node_modules'), 'dir');
      symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
      cpSync(path.join(repoRoot, 'build-kit', 'tsconfig.base.json'), path.join(root, 'build-kit', 'tsconfig.base.json'));
      const bin = path.join(dir, 'node_modules', '.bin');
      const step = (command, ...args) => {
        const result = spawnSync(path.join(bin, command), args, {
          cwd: dir,
          encoding: 'utf8',
          // the registry of the throwaway checkout, which holds the new remote (build-kit/webpack.mjs)
          env: { ...process.env, PORTAL_REMOTES_FILE: path.join(root, 'build-kit', 'remotes.json'), CI: '1' },
          timeout: 5 * 60_000,
        });
        assert.equal(result.status, 0, `${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
        return `${result.stdout}${result.stderr}`;
      };
      step('tsc', '-p', 'tsconfig.json', '--noEmit');
      assert.match(step('jest', '--ci', '--maxWorkers=1'), /Tests:\s+\d+ passed, \d+ total/);
      step('webpack', '--mode', 'production');
      const manifest = JSON.parse(readFileSync(path.join(dir, 'dist', 'mf-manifest.json'), 'utf8'));
      assert.equal(manifest.name, 'mf_model_portfolios');
      assert.ok(
        manifest.exposes.some((expose) => expose.path === './routes'),
        `./routes is not exposed: ${JSON.stringify(manifest.exposes)}`,
      );
      assert.ok(existsSync(path.join(dir, 'dist', manifest.metaData.remoteEntry.name)), 'the remote entry is missing');
    },
  );
});
