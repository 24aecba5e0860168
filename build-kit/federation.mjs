// The Module Federation `shared` map of the host and every remote (docs/architecture-contracts.md). One map, so
// that a singleton cannot drift: the required versions are the host's (shell/package.json), for everyone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { kitDir } from './registry.mjs';

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
  ['react-i18next', 'react-i18next'],
  // Per path: the login page only pays for the MUI components it renders, not the whole library.
  ['@mui/material/', '@mui/material'],
  ['@mui/material/styles', '@mui/material'],
  ['@emotion/react', '@emotion/react'],
  ['@emotion/styled', '@emotion/styled'],
  ['@emotion/cache', '@emotion/cache'],
  ['dayjs', 'dayjs'],
];

/** The packages whose versions every federated package must declare exactly as the host does. */
export const singletonPackages = [...new Set(singletonLibraries.map(([, pkg]) => pkg))];

// Every shared library is a singleton with the version range the host was built against, so that a remote built
// against an incompatible major is reported instead of silently running two copies.
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

/**
 * The `shared` option of ModuleFederationPlugin. The host (`role: 'host'`) also names every entry point of
 * @portal/shared, so that it provides each one (as a lazy chunk) even where only a remote imports it: a remote must
 * get the shell's copy, whose relative imports reach the shell's session, i18n and toasts.
 */
export function federationShared({ role }) {
  const deps = shellPackage.dependencies;
  // workspace:* is no semver range (nor a version webpack can read): the shared package's own version is both
  // what a package provides and what it requires.
  const portalShared = { ...singleton(`^${sharedPackage.version}`), version: sharedPackage.version };
  return {
    ...Object.fromEntries(singletonLibraries.map(([key, pkg]) => [key, singleton(deps[pkg])])),
    '@portal/shared/': portalShared,
    ...(role === 'host'
      ? Object.fromEntries(
          Object.keys(sharedPackage.exports)
            .filter((subpath) => subpath !== './test-utils')
            .map((subpath) => [`@portal/shared/${subpath.slice(2)}`, portalShared]),
        )
      : {}),
  };
}

/** The options of ModuleFederationPlugin that host and remotes have in common. */
export const federationDefaults = {
  filename: 'remoteEntry.js',
  shareStrategy: 'loaded-first',
  dts: false,
  // the browser only: the runtime's code for Node (its module loading, file system paths) is left out
  experiments: { optimization: { target: 'web' } },
};
