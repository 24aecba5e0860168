// The Module Federation `shared` map of the host and every remote (docs/architecture-contracts.md). One map, so
// that a singleton cannot drift: the required versions are the host's (shell/package.json), for everyone.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { existingRemotes, kitDir, repoRoot } from './registry.mjs';
import { registryRoutes } from './remotes.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

export const shellPackage = readJson(path.join(kitDir, '..', 'shell', 'package.json'));
export const sharedPackage = readJson(path.join(kitDir, '..', 'shared', 'package.json'));

/** The libraries shared as singletons; `name/` shares every path below the package, one module each. */
export const singletonLibraries = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  // No `react-router`: the router is shared through `@portal/shared/router`, the subset the portal uses, since a
  // shared package cannot be tree-shaken and react-router brings data routers, SSR and RSC along.
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['zustand', 'zustand'],
  ['i18next', 'i18next'],
  // No `react-i18next` either: it is shared through `@portal/shared/i18n/react` (useTranslation, I18nextProvider,
  // initReactI18next), without Trans, IcuTrans and their HTML parser.
  // Per path: the login page only pays for the MUI components it renders, not the whole library. Not
  // `@mui/material/styles` (MUI_UNSHARED below): a shared module is never tree-shaken, and its index brings every theme
  // helper along; the theme reaches every package through emotion's context, a singleton.
  ['@mui/material/', '@mui/material'],
  ['@emotion/react', '@emotion/react'],
  ['@emotion/styled', '@emotion/styled'],
  ['@emotion/cache', '@emotion/cache'],
  ['dayjs', 'dayjs'],
];

/**
 * The paths below `@mui/material/` that are not shared: `styles`, whose index (createTheme and every theme helper, 11 KB
 * gz) would be on the first load whole. Each build takes what it uses of it; remotes take `useTheme` and `alpha` from
 * `@portal/shared/ui/use-theme`, the shell's (lint: build-kit/eslint/boundaries.mjs).
 */
export const MUI_UNSHARED = /^styles$/;

/**
 * Webpack's warning, for every MUI path, that a singleton with an `exclude` filter could have several instances: the
 * filter leaves out `styles` only, the other paths stay singletons.
 */
export const ignoredFederationWarnings = [{ message: /"singleton: true" is used together with "exclude\.request/ }];

/** The packages whose versions every federated package must declare exactly as the host does. */
export const singletonPackages = [...new Set(singletonLibraries.map(([, pkg]) => pkg))];

// Every shared library is a singleton with the version range the host was built against, so that a remote built
// against an incompatible major is reported instead of silently running two copies.
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

/** The TypeScript sources below a folder, tests aside. */
function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** An import of a shared module by name: `@mui/material/Chip`, `@portal/shared/ui/amount` (types aside). */
const SHARED_IMPORT = /^import\s+(?!type\b)[^;]*?from\s+'(@mui\/material\/[A-Za-z]+|@portal\/shared\/[a-z/-]+)'/gm;

/** The shared modules that a package's sources import. */
export function sharedImportsOf(folder, root = repoRoot) {
  const keys = new Set();
  for (const file of sourceFiles(path.join(root, folder, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(SHARED_IMPORT)) keys.add(match[1]);
  }
  return [...keys].sort();
}

/** The MUI components (`Chip`) that the shell, the shared package or any remote of this checkout imports. */
export function muiComponentsInUse(root = repoRoot) {
  const folders = ['shell', 'shared', ...existingRemotes({ root }).map((remote) => remote.folder)];
  const names = folders.flatMap((folder) =>
    sharedImportsOf(folder, root)
      .filter((key) => key.startsWith('@mui/material/'))
      .map((key) => key.slice('@mui/material/'.length))
      .filter((name) => !MUI_UNSHARED.test(name)),
  );
  return [...new Set(names)].sort();
}

/** The module files that `file` imports statically (relative `import … from` and `export … from`, types aside). */
function staticImportClosure(file) {
  const seen = new Set();
  const queue = [file];
  while (queue.length > 0) {
    const current = queue.shift();
    if (seen.has(current)) continue;
    seen.add(current);
    const source = readFileSync(current, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'(\.[^']+)'/gm)) {
      const base = path.resolve(path.dirname(current), match[1].replace(/\.js$/, ''));
      const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
      if (found) queue.push(found);
    }
  }
  return [...seen];
}

/** The shared modules that a route's exposed module and what that imports statically (not its lazy parts) import. */
function routeSharedImports(folder, expose, root) {
  const keys = new Set();
  for (const file of staticImportClosure(path.join(root, folder, 'src', `${expose}.tsx`))) {
    for (const match of readFileSync(file, 'utf8').matchAll(SHARED_IMPORT)) keys.add(match[1]);
  }
  return [...keys].sort();
}

/**
 * The shared modules that the first render of the portal's home page (the route `/`, where sign-in leads) takes from
 * the shell: those its remote's exposed module and what that imports statically (not its lazy dialogs) import. The
 * shell loads them with its own first render (shell/build/preload-critical-chunks.js) rather than one by one after
 * the remote arrives. None where this checkout has no such remote.
 */
export function homeRemoteSharedImports(root = repoRoot) {
  const home = registryRoutes({ remotes: existingRemotes({ root }) }).find((route) => route.base === '/');
  return home ? routeSharedImports(home.folder, home.expose, root) : [];
}

/**
 * The same for every other remote route of this checkout, by its base (`/users/management`,
 * `/users/management/:uid/services`), most specific first as the route table has them: the shell's index.html asks for
 * them where the address is the route's, while it loads its own first render, instead of after the remote's entry.
 */
export function remoteRoutesSharedImports(root = repoRoot) {
  return registryRoutes({ remotes: existingRemotes({ root }) })
    .filter((route) => route.base !== '/')
    .map((route) => ({ base: route.base, keys: routeSharedImports(route.folder, route.expose, root) }));
}

/**
 * What the host provides whether or not it imports it itself: every entry point of @portal/shared, so that a remote
 * gets the shell's copy (whose relative imports reach the shell's session, i18n and toasts), and every MUI component
 * the portal's packages use, so that a remote's MUI component is the shell's and shares its styling internals (a
 * remote's own Chip brings its own copy of MUI's styles, emotion's serializer and ButtonBase: 30 KB gz on the
 * dashboard). Webpack provides a module by a bare name only where the host imports it; by a path, always: so each
 * is given by the file the browser build resolves to, with its version.
 */
function hostProvided() {
  const sharedDir = path.join(kitDir, '..', 'shared');
  const portalShared = Object.entries(sharedPackage.exports)
    .filter(([subpath]) => subpath !== './test-utils' && subpath !== './package.json')
    .map(([subpath, file]) => [`@portal/shared/${subpath.slice(2)}`, path.join(sharedDir, file), sharedPackage.version]);
  const shellRequire = createRequire(path.join(kitDir, '..', 'shell', 'package.json'));
  const muiDir = path.dirname(shellRequire.resolve('@mui/material/package.json'));
  const mui = JSON.parse(readFileSync(path.join(muiDir, 'package.json'), 'utf8'));
  const muiComponents = muiComponentsInUse()
    .filter((name) => mui.exports[`./${name}`]?.import?.default)
    .map((name) => [`@mui/material/${name}`, path.join(muiDir, mui.exports[`./${name}`].import.default), mui.version]);
  return [...portalShared, ...muiComponents];
}

/**
 * The `shared` option of ModuleFederationPlugin. The host (`role: 'host'`) also provides what a remote may ask of it
 * (hostProvided), each by its file. A remote built for the portal (`inShell`: its production build, which runs in the
 * shell only) takes @portal/shared from the shell alone, without a copy of its own to fall back on: the shell provides
 * every entry point, and a copy would not be the shell's session, i18n and toasts anyway.
 */
export function federationShared({ role, inShell = false }) {
  const deps = shellPackage.dependencies;
  // workspace:* is no semver range (nor a version webpack can read): the shared package's own version is both
  // what a package provides and what it requires.
  const portalShared = { ...singleton(`^${sharedPackage.version}`), version: sharedPackage.version };
  const shared = {
    ...Object.fromEntries(singletonLibraries.map(([key, pkg]) => [key, singleton(deps[pkg])])),
    '@portal/shared/': role === 'remote' && inShell ? { ...portalShared, import: false } : portalShared,
  };
  shared['@mui/material/'] = { ...shared['@mui/material/'], exclude: { request: MUI_UNSHARED } };
  if (role !== 'host') return shared;
  for (const [key, file, version] of hostProvided()) {
    const pkg = key.startsWith('@mui/') ? '@mui/material' : null;
    shared[key] = { ...(pkg ? singleton(deps[pkg]) : portalShared), import: file, version };
  }
  return shared;
}

/** The options of ModuleFederationPlugin that host and remotes have in common. */
export const federationDefaults = {
  filename: 'remoteEntry.js',
  shareStrategy: 'loaded-first',
  dts: false,
  // the browser only: the runtime's code for Node (its module loading, file system paths) is left out
  experiments: { optimization: { target: 'web' } },
};
