// `pnpm new:remote <name> [options]` (or `npm run new:remote -- <name> [options]`): creates a remote with the shape
// of mf-statistics from scripts/templates/remote and registers it in build-kit/remotes.json. It builds, passes its
// tests and loads in the shell (at its route base, with its sidebar entry) with no further edit.
//
//   <name>               the folder: mf-<name> (the prefix is added when missing), e.g. clients → mf-clients
//   --route /path        route base in the portal          (default: the registry's entry, else /<name with _>)
//   --module <module>    visible module the route requires (default: the registry's entry, else none)
//   --icon <Icon>        sidebar icon, a name of @mui/icons-material (default: the entry's, else WidgetsOutlined)
//   --label-de/-en/-fr/-it <text>   sidebar label and page title per language (default: the entry's, else the name)
//   --nav-key <key>      key of the sidebar entry          (default: the entry's, else the name in camelCase)
//   --no-nav             no sidebar entry (a route reached by links only)
//   --port <port>        dev server port                   (default: the entry's, else the next free from 8091)
//   --feature <name>     the first feature folder, src/features/<name> (default: the name)
//   --no-install         do not run `pnpm install` (which links the new package into the workspace)
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readRegistry, repoRoot, visibleModules, writeRegistry } from '@portal/build-kit/registry';
import { registryProblems, routeExpose } from '@portal/build-kit/remotes';
import { run } from './lib/proc.mjs';
import { syncRemotes } from './sync-remotes.mjs';

const TEMPLATES = path.join(path.dirname(new URL(import.meta.url).pathname), 'templates', 'remote');
const LOCALES = ['de', 'en', 'fr', 'it'];

const words = (text) => text.split(/[-_\s]+/).filter(Boolean);
const pascal = (text) =>
  words(text)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
const camel = (text) => pascal(text).replace(/^./, (first) => first.toLowerCase());
const title = (text) =>
  words(text)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

export function folderOf(name) {
  const folder = name.startsWith('mf-') ? name : `mf-${name}`;
  if (!/^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(folder)) {
    throw new Error(`"${name}" is no remote name: lower-case letters, digits and dashes, e.g. clients or custom-portfolios`);
  }
  return folder;
}

/** The registry entry of the remote: the existing one (completed by the options) or a new one. */
export function registryEntry(registry, folder, options) {
  const short = folder.slice(3);
  const existing = registry.remotes.find((remote) => remote.folder === folder);
  const route = existing?.routes[0] ?? {};
  const nextPort = Math.max(8090, ...registry.remotes.map((remote) => remote.devPort)) + 1;
  const labels = Object.fromEntries(
    LOCALES.map((locale) => [locale, options[`label-${locale}`] ?? route.nav?.label[locale] ?? title(short)]),
  );
  const nav = options['no-nav']
    ? undefined
    : {
        key: options['nav-key'] ?? route.nav?.key ?? camel(short),
        icon: options.icon ?? route.nav?.icon ?? 'WidgetsOutlined',
        label: labels,
      };
  const module = options.module ?? route.module;
  const first = {
    base: options.route ?? route.base ?? `/${short.replace(/-/g, '_')}`,
    ...(module ? { module } : {}),
    ...(route.expose ? { expose: route.expose } : {}),
    ...(nav ? { nav } : {}),
  };
  return {
    entry: {
      folder,
      devPort: options.port ? Number(options.port) : (existing?.devPort ?? nextPort),
      routes: [first, ...(existing?.routes.slice(1) ?? [])],
    },
    labels,
    existed: Boolean(existing),
  };
}

function packageJson(folder, root) {
  const shell = JSON.parse(readFileSync(path.join(root, 'shell', 'package.json'), 'utf8'));
  // The versions of the host, so that the singletons are the same on both sides (scripts/test/registry.test.mjs).
  const devDependencies = { '@portal/build-kit': 'workspace:*', ...shell.devDependencies };
  delete devDependencies['copy-webpack-plugin'];
  return {
    name: `@portal/${folder}`,
    version: '1.0.0',
    private: true,
    type: 'module',
    scripts: {
      build: 'webpack --mode production',
      dev: 'webpack serve --mode development',
      test: 'jest',
      typecheck: 'tsc -p tsconfig.json',
    },
    dependencies: shell.dependencies,
    devDependencies,
  };
}

function locale(lang, pageTitle) {
  const signedInAs = {
    de: 'Angemeldet als {{name}} ({{company}}).',
    en: 'Signed in as {{name}} ({{company}}).',
    fr: 'Connecté en tant que {{name}} ({{company}}).',
    it: 'Connesso come {{name}} ({{company}}).',
  }[lang];
  return `${JSON.stringify({ page: { title: pageTitle, signedInAs } }, null, 2)}\n`;
}

function templateFiles(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? templateFiles(full, path.join(prefix, name)) : [path.join(prefix, name)];
  });
}

/** Writes the remote's folder and its registry entry; returns what it did. Throws before writing anything on a problem. */
/** What the generator reads and edits in a checkout besides its templates: the registry, the modules' vocabulary, the
 * shell's package (the shared versions), the compose file and the shell's Dockerfile (the remotes it lists). */
const CHECKOUT_FILES = [
  'build-kit/remotes.json',
  'shared/src/contracts/vocabulary.ts',
  'shell/package.json',
  'docker-compose.yml',
  'shell/Dockerfile',
];

/**
 * A throwaway checkout for the generator's tests: a temporary folder holding copies of the files it reads and edits
 * (and of `extra` files of this checkout), which `createRemote(…, { root })` writes into.
 */
export function throwawayCheckout(prefix, extra = []) {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const file of [...CHECKOUT_FILES, ...extra]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(path.join(repoRoot, file), path.join(root, file));
  }
  mkdirSync(path.join(root, 'shell', 'src', 'app'), { recursive: true });
  return root;
}

export function createRemote(name, options = {}, { root = repoRoot } = {}) {
  const folder = folderOf(name);
  const target = path.join(root, folder);
  if (existsSync(target)) throw new Error(`${folder}/ exists already`);
  const file = path.join(root, 'build-kit', 'remotes.json');
  const registry = readRegistry({ file, root });
  const { entry, labels, existed } = registryEntry(registry, folder, options);
  const remotes = existed ? registry.remotes.map((remote) => (remote.folder === folder ? entry : remote)) : [...registry.remotes, entry];
  const next = { ...registry, remotes };
  const problems = registryProblems(next, { modules: visibleModules(root) });
  if (problems.length) throw new Error(`the registry entry would be invalid:\n  ${problems.join('\n  ')}`);
  const feature = options.feature ?? folder.slice(3);
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(feature)) throw new Error(`--feature ${feature}: lower-case letters, digits and dashes`);

  const tokens = {
    __FOLDER__: folder,
    __FEATURE__: feature,
    __PASCAL__: pascal(feature),
    __CAMEL__: camel(folder.slice(3)),
    __NS__: camel(folder.slice(3)),
    __BASE__: entry.routes[0].base,
    __TITLE_DE__: labels.de,
    __TITLE_FR__: labels.fr,
  };
  // `more` goes first, so that a longer token (__PASCAL__Routes) is replaced before the shorter one it starts with
  const fill = (text, more = {}) =>
    Object.entries({ ...more, ...tokens }).reduce((out, [token, value]) => out.split(token).join(more[token] ?? value), text);

  // The standalone host mounts what the remote exposes: its one `./routes`, or each exposed module at its route base
  // (the first one also at every other path, so that the host's start page shows it).
  const exposed = [...new Set(entry.routes.map(routeExpose))].map((expose) => ({
    expose,
    component: `${expose === 'routes' ? pascal(feature) : pascal(expose)}Routes`,
    base: entry.routes.find((route) => routeExpose(route) === expose).base,
  }));
  // (bootstrap.tsx, the page of the development build; the host itself is @portal/shared/standalone)
  const standalone =
    exposed.length === 1
      ? {
          __STANDALONE_IMPORTS__: `import ${exposed[0].component} from './${exposed[0].expose}';`,
          __STANDALONE_ROUTES__: `                <${exposed[0].component} />`,
        }
      : {
          __STANDALONE_IMPORTS__: exposed.map(({ expose, component }) => `import ${component} from './${expose}';`).join('\n'),
          __STANDALONE_ROUTES__: [
            '                <Routes>',
            ...exposed.map(
              ({ base, component }) => `                  <Route path="${base === '/' ? '' : base}/*" element={<${component} />} />`,
            ),
            `                  <Route path="*" element={<${exposed[0].component} />} />`,
            '                </Routes>',
          ].join('\n'),
        };

  const written = [];
  const write = (relative, content) => {
    const full = path.join(target, relative);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
    written.push(path.join(folder, relative));
  };
  write('package.json', `${JSON.stringify(packageJson(folder, root), null, 2)}\n`);
  const routesTemplate = path.join('src', 'routes.tsx.tmpl');
  for (const template of templateFiles(TEMPLATES)) {
    if (template === routesTemplate) continue;
    write(fill(template).replace(/\.tmpl$/, ''), fill(readFileSync(path.join(TEMPLATES, template), 'utf8'), standalone));
  }
  // One exposed module per `expose` of the entry: webpack exposes src/<expose>.tsx for each (build-kit/webpack.mjs),
  // so an entry registered with several routes (mf-tools) or a named expose needs every one of those files.
  const exposes = [...new Set(entry.routes.map(routeExpose))];
  for (const expose of exposes) {
    const route = entry.routes.find((candidate) => routeExpose(candidate) === expose);
    const name = expose === 'routes' ? pascal(feature) : pascal(expose);
    const text = readFileSync(path.join(TEMPLATES, routesTemplate), 'utf8').split('`./routes`').join(`\`./${expose}\``);
    write(path.join('src', `${expose}.tsx`), fill(text, { __PASCAL__Routes: `${name}Routes`, __BASE__: route.base }));
  }
  for (const lang of LOCALES) write(path.join('src', 'locales', `${lang}.json`), locale(lang, labels[lang]));

  writeRegistry(next, { file });
  const synced = syncRemotes({ root });
  return { folder, entry, existed, written, synced };
}

/**
 * Formats the files the generator wrote (paths relative to `root`) with the repository's Prettier settings, so that a new
 * remote passes `pnpm lint` as it is: how Prettier wraps a line depends on the remote's name.
 */
export async function formatWritten(files, { root = repoRoot } = {}) {
  const prettier = await import('prettier');
  const config = (await prettier.resolveConfig(path.join(repoRoot, 'package.json'))) ?? {};
  for (const file of files) {
    const full = path.join(root, file);
    const { ignored, inferredParser } = await prettier.getFileInfo(full, { ignorePath: path.join(repoRoot, '.prettierignore') });
    if (ignored || !inferredParser) continue;
    const text = readFileSync(full, 'utf8');
    const formatted = await prettier.format(text, { ...config, filepath: full });
    if (formatted !== text) writeFileSync(full, formatted);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      route: { type: 'string' },
      module: { type: 'string' },
      icon: { type: 'string' },
      'nav-key': { type: 'string' },
      'no-nav': { type: 'boolean' },
      port: { type: 'string' },
      feature: { type: 'string' },
      'no-install': { type: 'boolean' },
      ...Object.fromEntries(LOCALES.map((lang) => [`label-${lang}`, { type: 'string' }])),
    },
  });
  if (positionals.length !== 1) {
    console.error(
      'usage: pnpm new:remote <name> [--route /path] [--module m] [--icon Icon] [--label-de ..] [--port n] [--no-nav] [--feature f]',
    );
    process.exit(1);
  }
  try {
    const { folder, entry, existed, written, synced } = createRemote(positionals[0], values);
    await formatWritten(written);
    console.log(
      `› ${existed ? 'completed' : 'added'} the entry of ${folder} in build-kit/remotes.json:\n${JSON.stringify(entry, null, 2)}`,
    );
    console.log(`› wrote ${written.length} files in ${folder}/`);
    for (const file of synced) console.log(`› wrote ${file}`);
    if (!values['no-install']) {
      console.log('› pnpm install (links the new package into the workspace)');
      const { code } = await run('pnpm', ['install', '--prefer-offline'], { cwd: repoRoot });
      if (code !== 0) throw new Error('pnpm install failed');
    }
    console.log(
      `\nNext: pnpm --filter @portal/${folder} test · pnpm --filter @portal/${folder} dev (standalone, port ${entry.devPort}) · npm start (the portal, at ${entry.routes[0].base})`,
    );
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
