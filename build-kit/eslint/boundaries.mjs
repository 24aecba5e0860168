// The architecture rules of docs/code-structure.md as one lint rule, `portal/boundaries`. It reads only the import specifiers and
// the file's place in the repository (no module resolution), so it is fast and behaves the same for every tool:
//   - no remote (`mf-*`) imports another remote, nor the shell's sources;
//   - `shared/src/contracts` and `shared/src/validation` are pure: no React, MUI, Emotion or ky, nothing else of
//     `shared`, and validation does not import contracts (contracts build on validation, never the other way round);
//   - `api` takes from `@portal/shared` only the contracts and the validation;
//   - a module of the API (`api/src/modules/<module>/`) imports another module only through its `index.ts`;
//   - inside a frontend package, a feature imports neither the app layer nor another feature, and the shared layer
//     (lib, config, test helpers, ...) imports neither features nor the app layer;
//   - react-i18next is imported only by `shared/src/i18n/react.ts`, which every package imports instead;
//   - endpoints are called only from `api/` folders: elsewhere no `ky`, no `fetch`, no raw client of `@portal/shared/api`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRegistry } from '../registry.mjs';
import { routeExpose } from '../remotes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The folders under `src/` (and top-level files, without extension) that make the app layer of a frontend package. */
export const APP_LAYER = [
  'app',
  'routing',
  'layouts',
  'remotes',
  'standalone',
  'bootstrap',
  'routes',
  'index',
  'sign-in',
  'start-shell',
  'startup-error',
];

/**
 * The modules each remote exposes to the shell (`src/<expose>.tsx`, from build-kit/remotes.json: `routes` unless a
 * route names another): entry points that render a feature's pages, so they belong to the app layer too.
 */
const EXPOSED = new Map(readRegistry({ root }).remotes.map((remote) => [remote.folder, new Set(remote.routes.map(routeExpose))]));

/** Raw clients of the API: whoever imports one of these calls an endpoint. */
const CLIENT_EXPORTS = new Set(['api', 'getPaged', 'uploadWithProgress', 'refreshAccessToken']);
const CLIENT_MODULES = new Set(['@portal/shared/api', '@portal/shared/api/client', '@portal/shared/api/upload']);

/** The API module a path lies in (`api/src/modules/<module>/...`), or null. */
const apiModuleOf = (rel) => /^api\/src\/modules\/([^/]+)\/./.exec(rel)?.[1] ?? null;
const isModuleIndex = (rel) => /^api\/src\/modules\/[^/]+\/index(\.[cm]?[jt]s)?$/.test(rel);

const isTest = (rel) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(rel) || /(^|\/)(test|test-utils|__mocks__)\//.test(rel);

/** Where a path (relative to the repository root, with forward slashes) sits in the architecture. */
export function locate(rel) {
  const parts = rel.split('/');
  const pkg = parts[0];
  const info = { rel, pkg, frontend: pkg === 'shell' || pkg.startsWith('mf-'), layer: null, feature: null, shared: null };
  if (pkg === 'shared' && parts[1] === 'src') info.shared = parts[2]?.replace(/\.[cm]?[jt]sx?$/, '') ?? null;
  if (info.frontend && parts[1] === 'src' && parts.length > 2) {
    const top = parts[2].replace(/\.[cm]?[jt]sx?$/, '');
    if (top === 'features') {
      info.layer = 'feature';
      info.feature = parts[3] ?? null;
    } else {
      const exposed = parts.length === 3 && EXPOSED.get(pkg)?.has(top);
      info.layer = APP_LAYER.includes(top) || exposed ? 'app' : 'shared';
    }
  }
  return info;
}

function bareTarget(specifier) {
  const m = /^(@portal\/[^/]+|@[^/]+\/[^/]+|[^/]+)(\/.*)?$/.exec(specifier);
  return { name: m?.[1] ?? specifier, subpath: m?.[2] ?? '' };
}

const UI_PACKAGES = /^(react|react-dom|react-[a-z-]+|@mui\/.*|@emotion\/.*|@tanstack\/react-.*|ky|i18next|react-i18next)(\/|$)/;

/** The problems of one import of `specifier` from the file at `fromRel`, as message texts (empty when fine). */
export function check(fromRel, specifier, importedNames = []) {
  const from = locate(fromRel);
  const problems = [];
  const relative = specifier.startsWith('.');
  const targetRel = relative ? path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), specifier)) : null;
  const target = targetRel ? locate(targetRel) : null;
  const bare = relative ? null : bareTarget(specifier);

  // Remotes are independent: what two of them need lives in shared.
  if (from.pkg.startsWith('mf-')) {
    const other = target?.pkg.startsWith('mf-') && target.pkg !== from.pkg ? target.pkg : null;
    const otherBare = bare && /^@portal\/mf-/.test(bare.name) && bare.name !== `@portal/${from.pkg}` ? bare.name : null;
    if (other || otherBare) problems.push(`A remote does not import another remote (${specifier}); move what both need to @portal/shared.`);
    // the shell hosts the remotes; what a remote needs of it lives in @portal/shared
    if (target?.pkg === 'shell' || bare?.name === '@portal/shell')
      problems.push(`A remote does not import the shell's sources (${specifier}); move what it needs to @portal/shared.`);
  }

  // `@mui/material/styles` is not shared (build-kit/federation.mjs): a remote's own useTheme would bring MUI's default
  // theme, createTheme and all, into its bundle. Its types are free.
  if (from.pkg.startsWith('mf-') && specifier === '@mui/material/styles' && importedNames.length > 0 && !isTest(from.rel))
    problems.push(
      `A remote takes useTheme and alpha from @portal/shared/ui/use-theme, the shell's, not from @mui/material/styles (its own copy would bring createTheme along); types may come from there.`,
    );

  // react-i18next is shared through @portal/shared/i18n/react (build-kit/federation.mjs): a remote's own copy would
  // have a context of its own, without the shell's i18n instance.
  if (bare?.name === 'react-i18next' && from.rel !== 'shared/src/i18n/react.ts' && !isTest(from.rel))
    problems.push(`Take useTranslation, I18nextProvider and initReactI18next from @portal/shared/i18n/react, not ${specifier}.`);

  // Contracts and validation are pure: the API and every frontend read them.
  if (from.shared === 'contracts' || from.shared === 'validation') {
    if (bare && UI_PACKAGES.test(specifier))
      problems.push(`shared/src/${from.shared} stays free of React, MUI, i18n and ky (${specifier}).`);
    const targetShared = target?.shared ?? (bare?.name === '@portal/shared' ? bare.subpath.split('/')[1] : null);
    if (targetShared && targetShared !== from.shared && !(relative && isTest(from.rel))) {
      if (targetShared !== 'contracts' && targetShared !== 'validation')
        problems.push(`shared/src/${from.shared} imports only contracts and validation from shared (${specifier}).`);
      else if (from.shared === 'validation')
        problems.push(
          `shared/src/validation does not import the contracts (${specifier}): contracts build on validation, not the other way round.`,
        );
    }
  }

  // The API shares only the contracts and the validation with the frontends.
  if (from.pkg === 'api') {
    if (bare?.name === '@portal/shared' && !/^\/(contracts|validation)$/.test(bare.subpath))
      problems.push(`api imports from @portal/shared only /contracts and /validation (${specifier}).`);
    if (target && target.pkg !== 'api') problems.push(`api does not reach into other packages by path (${specifier}).`);
    // a module's index.ts is its public face; the rest of its files are its own
    const own = apiModuleOf(from.rel);
    const other = targetRel ? apiModuleOf(targetRel) : null;
    if (own && other && other !== own && !isModuleIndex(targetRel))
      problems.push(`Module '${own}' imports module '${other}' only through its index.ts (${specifier}).`);
  }

  // Layers inside a frontend package: shared -> features -> app.
  if (from.frontend && target && target.pkg === from.pkg && from.layer && target.layer) {
    if (from.layer === 'feature' && target.layer === 'app')
      problems.push(`A feature does not import the app layer (${specifier}); move what it needs out of the app layer.`);
    if (from.layer === 'feature' && target.layer === 'feature' && target.feature !== from.feature)
      problems.push(`Feature '${from.feature}' does not import feature '${target.feature}' (${specifier}).`);
    if (from.layer === 'shared' && !isTest(from.rel) && (target.layer === 'feature' || target.layer === 'app'))
      problems.push(
        `The shared layer of a package does not import ${target.layer === 'app' ? 'the app layer' : 'a feature'} (${specifier}).`,
      );
  }

  // Endpoints are called through the api/ hooks of a feature (or of shared/src/api).
  if ((from.frontend || (from.pkg === 'shared' && from.shared !== 'api')) && !isTest(from.rel) && !/(^|\/)api\//.test(from.rel)) {
    // ky's error helpers (isHTTPError, HTTPError) are fine anywhere; its client is not.
    if (bare?.name === 'ky' && importedNames.some((name) => name === 'default' || name === '*'))
      problems.push(`Only api/ folders call endpoints: no ky here (${specifier}); use the feature's api/ hook.`);
    const client = importedNames.filter((name) => CLIENT_EXPORTS.has(name));
    if (bare && CLIENT_MODULES.has(specifier) && client.length)
      problems.push(`Only api/ folders call endpoints: ${client.join(', ')} from ${specifier} belongs in the feature's api/ folder.`);
  }
  return problems;
}

/** The values a declaration imports (`import type` and `type` specifiers are no import at run time). */
function importedNamesOf(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return [];
  return (node.specifiers ?? [])
    .filter((s) => s.importKind !== 'type' && s.exportKind !== 'type')
    .map((s) =>
      s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportNamespaceSpecifier' ? '*' : (s.imported?.name ?? s.local?.name),
    );
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between packages, layers and features of the portal (docs/code-structure.md).' },
    schema: [],
  },
  create(context) {
    const rel = path.relative(root, context.filename).split(path.sep).join('/');
    if (rel.startsWith('..')) return {};
    const from = locate(rel);
    const report = (node, specifier, names) => {
      for (const message of check(rel, specifier, names)) context.report({ node, message });
    };
    const onSource = (node) => {
      if (typeof node.source?.value === 'string') report(node.source, node.source.value, importedNamesOf(node));
    };
    const endpointsHere = (from.frontend || (from.pkg === 'shared' && from.shared !== 'api')) && !isTest(rel) && !/(^|\/)api\//.test(rel);
    return {
      ImportDeclaration: onSource,
      ExportNamedDeclaration: onSource,
      ExportAllDeclaration: onSource,
      ImportExpression(node) {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string') report(node.source, node.source.value, ['*']);
      },
      CallExpression(node) {
        if (endpointsHere && node.callee.type === 'Identifier' && node.callee.name === 'fetch')
          context.report({ node, message: "Only api/ folders call endpoints: no fetch here; use the feature's api/ hook." });
      },
    };
  },
};

export default { meta: { name: 'portal' }, rules: { boundaries } };
