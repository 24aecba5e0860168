// The remote registry (build-kit/remotes.json) and what is derived from it.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import lazyTextsLoader from '@portal/build-kit/lazy-texts-loader.cjs';
import { lazyTextsRule } from '@portal/build-kit/webpack';
import {
  federationShared,
  homeRemoteSharedImports,
  muiComponentsInUse,
  remoteRoutesSharedImports,
  singletonPackages,
} from '@portal/build-kit/federation';
import { builtRemotes, existingRemotes, readRegistry, repoRoot, visibleModules } from '@portal/build-kit/registry';
import { federationName, manifestEnvName, registryProblems, registryRoutes } from '@portal/build-kit/remotes';
import { portalConfig } from '../gateway.mjs';
import { composeWithRemotes, navIconsSource, syncRemotes } from '../sync-remotes.mjs';

const entry = (folder, devPort, base, extra = {}) => ({ folder, devPort, routes: [{ base, ...extra }] });

describe('federation names', () => {
  it('replace every dash, not only the first', () => {
    assert.equal(federationName('mf-statistics'), 'mf_statistics');
    assert.equal(federationName('mf-custom-portfolios'), 'mf_custom_portfolios');
    assert.equal(federationName('mf-a-b-c-d'), 'mf_a_b_c_d');
  });

  it('are identifiers for any folder name', () => {
    for (const folder of ['mf-custom-portfolios', 'mf-x.y', '9-lives', 'mf-ü']) {
      assert.match(federationName(folder), /^[A-Za-z_$][A-Za-z0-9_$]*$/, folder);
    }
  });

  it('name the environment variable of the manifest', () => {
    assert.equal(manifestEnvName('mf-custom-portfolios'), 'REMOTE_MF_CUSTOM_PORTFOLIOS_URL');
  });

  it('reach portal-config.json for a folder with several dashes', () => {
    const remotes = [{ folder: 'mf-custom-portfolios', name: federationName('mf-custom-portfolios'), version: '1.0.0' }];
    assert.deepEqual(portalConfig(remotes, {}).remotes, {
      mf_custom_portfolios: { manifest: '/remotes/mf-custom-portfolios/mf-manifest.json', version: '1.0.0' },
    });
    assert.equal(
      portalConfig(remotes, { REMOTE_MF_CUSTOM_PORTFOLIOS_URL: 'https://cdn.example/m.json' }).remotes.mf_custom_portfolios.manifest,
      'https://cdn.example/m.json',
    );
  });
});

describe('the registry', () => {
  it('is valid', () => {
    assert.doesNotThrow(() => readRegistry());
  });

  it('reports duplicates, bad routes, unknown modules and missing labels', () => {
    const problems = registryProblems(
      {
        remotes: [
          entry('mf-one', 8091, '/one'),
          entry('mf-one', 8091, '/one'),
          entry('mf_two', 80, 'two', { module: 'nope' }),
          entry('mf-three', 8093, '/three', { nav: { key: 'three', icon: 'People', label: { de: 'Drei' } } }),
        ],
      },
      { modules: ['clients'] },
    );
    const text = problems.join('\n');
    for (const expected of [
      'registered twice',
      'devPort 8091 is taken',
      'route base /one is taken',
      'folder must look like mf-name',
      'devPort must be a port number',
      'route base "two" must be an absolute path',
      'module "nope" is none of clients',
      'nav.label.en is missing',
    ]) {
      assert.ok(text.includes(expected), `expected "${expected}" in:\n${text}`);
    }
    assert.deepEqual(registryProblems({ remotes: [entry('mf-one', 8091, '/one', { module: 'clients' })] }, { modules: ['clients'] }), []);
  });

  it('orders routes most specific first, so that a nested remote wins over its parent', () => {
    const routes = registryRoutes({
      remotes: [entry('mf-clients', 8092, '/users/management'), entry('mf-onboarding', 8093, '/users/management/onboard')],
    });
    assert.deepEqual(
      routes.map((route) => [route.base, route.remote, route.expose]),
      [
        ['/users/management/onboard', 'mf_onboarding', 'routes'],
        ['/users/management', 'mf_clients', 'routes'],
      ],
    );
  });

  it('takes route parameters in a base below a static first segment (/users/management/:uid/services)', () => {
    const ok = (base) => registryProblems({ remotes: [entry('mf-one', 8091, base)] }).length === 0;
    assert.ok(ok('/users/management/:uid/services'));
    assert.ok(ok('/users/management/onboard'));
    assert.ok(!ok('/:locale/anything'), 'a first segment that is a parameter would swallow every path');
    assert.ok(!ok('/users/:/services'));
    assert.ok(!ok('/users/management/:1id'));
  });

  it('takes the modules from the shared vocabulary', () => {
    assert.ok(visibleModules().includes('clients'));
    assert.ok(visibleModules().includes('expected_revenue'));
  });
});

describe('existing and built remotes', () => {
  function checkout() {
    const root = mkdtempSync(path.join(os.tmpdir(), 'registry-'));
    mkdirSync(path.join(root, 'build-kit'));
    mkdirSync(path.join(root, 'shared', 'src', 'contracts'), { recursive: true });
    writeFileSync(
      path.join(root, 'shared', 'src', 'contracts', 'vocabulary.ts'),
      "export const visibleModuleNames = ['clients'] as const;\n",
    );
    const registry = {
      remotes: [
        entry('mf-statistics', 8091, '/'),
        entry('mf-custom-portfolios', 8096, '/custom_portfolios', { module: 'clients' }),
        entry('mf-later', 8097, '/later'),
      ],
    };
    writeFileSync(path.join(root, 'build-kit', 'remotes.json'), JSON.stringify(registry));
    for (const folder of ['mf-statistics', 'mf-custom-portfolios']) {
      mkdirSync(path.join(root, folder, 'dist'), { recursive: true });
      writeFileSync(path.join(root, folder, 'package.json'), JSON.stringify({ version: '2.0.0' }));
    }
    writeFileSync(path.join(root, 'mf-custom-portfolios', 'dist', 'mf-manifest.json'), '{}');
    return { root, registry: readRegistry({ file: path.join(root, 'build-kit', 'remotes.json'), root }) };
  }

  it('a remote counts when its folder exists, and is served when it is built', () => {
    const { root, registry } = checkout();
    try {
      assert.deepEqual(
        existingRemotes({ root, registry }).map((remote) => remote.name),
        ['mf_statistics', 'mf_custom_portfolios'],
      );
      assert.deepEqual(
        builtRemotes({ root, registry }).map(({ folder, name, version }) => ({ folder, name, version })),
        [{ folder: 'mf-custom-portfolios', name: 'mf_custom_portfolios', version: '2.0.0' }],
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('files derived from the registry', () => {
  it('are up to date (else: node scripts/sync-remotes.mjs)', () => {
    assert.deepEqual(syncRemotes({ check: true }), []);
  });

  it('import one icon per sidebar entry', () => {
    const source = navIconsSource([
      {
        routes: [
          { base: '/a', nav: { icon: 'PeopleAltOutlined' } },
          { base: '/b', nav: { icon: 'FolderOutlined' } },
        ],
      },
      { routes: [{ base: '/c' }, { base: '/d', nav: { icon: 'PeopleAltOutlined' } }] },
    ]);
    assert.match(source, /^import FolderOutlined from '@mui\/icons-material\/FolderOutlined';$/m);
    assert.equal(source.match(/^import PeopleAltOutlined /gm)?.length, 1);
  });

  it('give the gateway of docker-compose.yml one manifest variable per remote', () => {
    // from the file with only the dashboard (whichever remotes the repository has built by now)
    const compose = composeWithRemotes(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), [{ folder: 'mf-statistics' }]);
    const written = composeWithRemotes(compose, [{ folder: 'mf-statistics' }, { folder: 'mf-custom-portfolios' }]);
    assert.match(
      written,
      /^ {6}REMOTE_MF_CUSTOM_PORTFOLIOS_URL: \$\{REMOTE_MF_CUSTOM_PORTFOLIOS_URL:-\/remotes\/mf-custom-portfolios\/mf-manifest\.json\}$/m,
    );
    // rewriting with fewer remotes drops the others again, whichever remotes the repository has today
    assert.equal(composeWithRemotes(written, [{ folder: 'mf-statistics' }]), composeWithRemotes(compose, [{ folder: 'mf-statistics' }]));
    assert.doesNotMatch(composeWithRemotes(written, [{ folder: 'mf-statistics' }]), /REMOTE_MF_CUSTOM_PORTFOLIOS_URL/);
  });
});

const pick = ({ singleton, requiredVersion }) => ({ singleton, requiredVersion });

describe('the federation shared map', () => {
  it('is the same for host and remotes, the host also providing by file what a remote may ask of it', () => {
    const host = federationShared({ role: 'host' });
    const remote = federationShared({ role: 'remote' });
    for (const [key, value] of Object.entries(remote)) {
      assert.deepEqual({ singleton: host[key].singleton, requiredVersion: host[key].requiredVersion }, pick(value), key);
    }
    assert.ok(Object.values(host).every((value) => value.singleton === true && typeof value.requiredVersion === 'string'));
    // every entry point of @portal/shared and every MUI component a package imports, each by its file and version:
    // webpack provides a bare name only where the host itself imports it
    for (const key of ['@portal/shared/router', '@portal/shared/ui/amount', '@mui/material/Chip', '@mui/material/Box']) {
      assert.ok(path.isAbsolute(host[key]?.import ?? ''), key);
      assert.ok(existsSync(host[key].import), host[key].import);
      assert.match(host[key].version, /^\d+\.\d+\.\d+/, key);
    }
    // the browser build's file (the `import` condition), not the CommonJS one
    assert.match(host['@mui/material/Chip'].import, /Chip[\\/]index\.mjs$/);
    assert.equal(host['@portal/shared/test-utils'], undefined);
    // a remote's production build takes @portal/shared from the shell only; its development build has a copy
    assert.equal(federationShared({ role: 'remote', inShell: true })['@portal/shared/'].import, false);
    assert.equal(remote['@portal/shared/'].import, undefined);
  });

  it('knows the MUI components of every package, those only a remote imports too', () => {
    const components = muiComponentsInUse();
    assert.ok(components.includes('Chip'), 'mf-statistics imports @mui/material/Chip');
    assert.ok(components.includes('AppBar'), 'the shell imports @mui/material/AppBar');
    assert.deepEqual(components, [...new Set(components)].sort());
  });

  it("loads with the shell's first render what the home page's remote imports statically, not its lazy dialogs", () => {
    const keys = homeRemoteSharedImports();
    // the dashboard's widgets (mf-statistics, the remote of `/`)
    for (const key of ['@mui/material/Chip', '@mui/material/Card', '@portal/shared/ui/amount', '@portal/shared/api/client']) {
      assert.ok(keys.includes(key), key);
    }
    // the targets dialog is a lazy chunk of its own: its text field waits for the dialog
    assert.ok(!keys.includes('@mui/material/TextField'));
    // no test helper, no type-only import
    assert.ok(keys.every((key) => !key.includes('test-utils')));
  });

  it("has index.html preload every other remote page's shared modules by its address, the page's own route first", () => {
    const routes = remoteRoutesSharedImports();
    const bases = routes.map((route) => route.base);
    // a page's own route before the route it lies under, which would match its address too
    for (const base of ['/users/management/onboard', '/users/management/:uid/services']) {
      assert.ok(bases.indexOf(base) < bases.indexOf('/users/management'), base);
    }
    assert.ok(!bases.includes('/'), 'the home page has its modules in the startup chunks');
    const list = routes.find((route) => route.base === '/users/management').keys;
    // the client list's table (mf-clients), not what only a client's page (a lazy chunk of its own) imports
    for (const key of ['@mui/material/Table', '@mui/material/TablePagination', '@portal/shared/ui/data-table']) {
      assert.ok(list.includes(key), key);
    }
    assert.ok(!list.includes('@portal/shared/ui/chart'));
  });

  it('brings no barrel of @portal/shared into the first load of the dashboard or the client list', () => {
    // a shared module is never tree-shaken, and the shell's start does not load these two: one static import of them
    // from a page's exposed module adds the whole barrel to its first load (docs/performance.md); lazy chunks may
    const pages = [
      { base: '/', keys: homeRemoteSharedImports() },
      remoteRoutesSharedImports().find((route) => route.base === '/users/management'),
    ];
    for (const { base, keys } of pages) {
      assert.ok(keys.includes('@portal/shared/router'), `${base}: its imports were found`);
      const barrels = keys.filter((key) => key === '@portal/shared/contracts' || key === '@portal/shared/ui');
      assert.deepEqual(barrels, [], `${base}: import an entry point of its own instead (@portal/shared/contracts/clients, …)`);
    }
  });

  it('cannot drift: every federated package declares the versions of the shell', () => {
    const shell = JSON.parse(readFileSync(path.join(repoRoot, 'shell', 'package.json'), 'utf8'));
    for (const folder of existingRemotes().map((remote) => remote.folder)) {
      const pkg = JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8'));
      for (const name of singletonPackages) {
        assert.equal(pkg.dependencies?.[name], shell.dependencies[name], `${folder}: ${name}`);
      }
    }
  });
});

describe('the translations of the languages other than the default', () => {
  it('are left out of the bundle: a module that loads them as a chunk per language', () => {
    assert.ok(lazyTextsRule.test.test('/repo/mf-clients/src/locales/fr.json'));
    assert.ok(lazyTextsRule.test.test('/repo/shared/src/i18n/locales/it.json'));
    assert.ok(!lazyTextsRule.test.test('/repo/shell/src/locales/de.json'), 'the default language stays in the bundle');
    const source = lazyTextsLoader.call({ resourcePath: '/repo/shell/src/locales/fr.json' });
    assert.match(source, /import\(\/\* webpackChunkName: "texts-fr" \*\/ "\.\/fr\.json\?eager"\)/);
    assert.match(source, /Symbol\.for\('@portal\/shared\/lazy-texts'\)/);
    assert.deepEqual(lazyTextsRule.resourceQuery, { not: [/eager/] });
  });
});
