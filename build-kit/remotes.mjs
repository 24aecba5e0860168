// The remote registry's rules, shared by the scripts (Node), the webpack configurations and the shell (browser):
// pure functions over the content of remotes.json, no file system here (see registry.mjs for that).

/**
 * The Module Federation name of a remote, derived from its folder: every character that cannot stand in a
 * JavaScript identifier becomes `_` (`mf-custom-portfolios` → `mf_custom_portfolios`).
 */
export function federationName(folder) {
  const name = String(folder).replace(/[^A-Za-z0-9_$]/g, '_');
  return /^[0-9]/.test(name) ? `_${name}` : name;
}

/** The variable that points a remote's manifest elsewhere at run time: REMOTE_MF_STATISTICS_URL. */
export function manifestEnvName(folder) {
  return `REMOTE_${federationName(folder).toUpperCase()}_URL`;
}

/** Where the gateway serves a remote's build. */
export function remotePublicPath(folder) {
  return `/remotes/${folder}/`;
}

const FOLDER = /^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
// Segments are static (`management`) or a route parameter (`:uid`, as in /users/management/:uid/services); the first
// segment is static, so that a base never swallows the paths of every other remote.
const BASE = /^\/([a-z0-9_]+(\/([a-z0-9_]+|:[a-z][A-Za-z0-9]*))*)?$/;
const NAV_KEY = /^[a-zA-Z][a-zA-Z0-9]*$/;
const ICON = /^[A-Z][A-Za-z0-9]*$/;
const EXPOSE = /^[a-z][a-z0-9-]*$/;
export const registryLocales = ['de', 'en', 'fr', 'it'];

/**
 * Checks the registry; returns the list of problems (empty when it is valid). `modules` are the names of the
 * visible modules a route may require (shared/src/contracts/vocabulary.ts).
 */
export function registryProblems(registry, { modules } = {}) {
  const problems = [];
  const folders = new Set();
  const ports = new Set();
  const bases = new Set();
  const navKeys = new Set();
  if (!registry || !Array.isArray(registry.remotes)) return ['remotes.json: "remotes" must be a list'];
  for (const [index, remote] of registry.remotes.entries()) {
    const at = `remotes[${index}]${remote?.folder ? ` (${remote.folder})` : ''}`;
    if (!FOLDER.test(remote?.folder ?? '')) problems.push(`${at}: folder must look like mf-name (lower case, dashes)`);
    if (folders.has(remote.folder)) problems.push(`${at}: the folder is registered twice`);
    folders.add(remote.folder);
    if (!Number.isInteger(remote.devPort) || remote.devPort < 1024 || remote.devPort > 65535) {
      problems.push(`${at}: devPort must be a port number from 1024`);
    } else if (ports.has(remote.devPort)) problems.push(`${at}: devPort ${remote.devPort} is taken by another remote`);
    ports.add(remote.devPort);
    if (!Array.isArray(remote.routes) || remote.routes.length === 0) {
      problems.push(`${at}: routes must list at least one route`);
      continue;
    }
    for (const route of remote.routes) {
      if (!BASE.test(route.base ?? ''))
        problems.push(
          `${at}: route base "${route.base}" must be an absolute path like /users/management or /users/management/:uid/services`,
        );
      if (bases.has(route.base)) problems.push(`${at}: route base ${route.base} is taken by another route`);
      bases.add(route.base);
      if (route.expose !== undefined && !EXPOSE.test(route.expose))
        problems.push(`${at}: expose "${route.expose}" must be a file name like routes`);
      if (route.module !== undefined && modules && !modules.includes(route.module)) {
        problems.push(`${at}: module "${route.module}" is none of ${modules.join(', ')}`);
      }
      if (route.nav) {
        const { key, icon, label } = route.nav;
        if (!NAV_KEY.test(key ?? '')) problems.push(`${at}: nav.key must be an identifier`);
        if (navKeys.has(key)) problems.push(`${at}: nav.key ${key} is taken by another entry`);
        navKeys.add(key);
        if (!ICON.test(icon ?? '')) problems.push(`${at}: nav.icon must name an icon of @mui/icons-material, e.g. PeopleAltOutlined`);
        for (const locale of registryLocales) {
          if (typeof label?.[locale] !== 'string' || !label[locale].trim()) problems.push(`${at}: nav.label.${locale} is missing`);
        }
      }
    }
  }
  return problems;
}

/** The exposed module of a route (`./routes` unless the route names another). */
export function routeExpose(route) {
  return route.expose ?? 'routes';
}

/** The routes of every remote, each with its remote's folder and federation name, most specific base first. */
export function registryRoutes(registry) {
  return registry.remotes
    .flatMap((remote) =>
      remote.routes.map((route) => ({
        ...route,
        folder: remote.folder,
        remote: federationName(remote.folder),
        expose: routeExpose(route),
      })),
    )
    .sort((a, b) => b.base.length - a.base.length);
}

/** The remote registered for a folder; throws for an unknown folder, so that a typo fails the build. */
export function registryRemote(registry, folder) {
  const remote = registry.remotes.find((entry) => entry.folder === folder);
  if (!remote) throw new Error(`${folder} is not in build-kit/remotes.json`);
  return remote;
}

/** The base of a remote's first route: where links into that remote start. */
export function routeBase(registry, folder) {
  const [first] = registryRemote(registry, folder).routes;
  return first.base;
}
