// Writes what cannot read build-kit/remotes.json at run time, for the remotes whose folder exists:
//   shell/src/app/nav-icons.generated.ts  the sidebar icons (webpack needs a static import per icon)
//   docker-compose.yml                    the shell's REMOTE_<NAME>_URL variables and each remote's service
//   <remote>/Dockerfile                   each remote's image, from scripts/templates/remote/Dockerfile.tmpl
//   shell/Dockerfile                      the remotes' sources in the shell's build (build-kit/federation.mjs reads them)
// Run by the build and by `pnpm new:remote`; `--check` only reports files that disagree (scripts/test checks the same).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { existingRemotes, repoRoot } from '@portal/build-kit/registry';
import { manifestEnvName, remotePublicPath } from '@portal/build-kit/remotes';

export const ICONS_FILE = 'shell/src/app/nav-icons.generated.ts';
export const COMPOSE_FILE = 'docker-compose.yml';
export const SHELL_DOCKERFILE = 'shell/Dockerfile';

export function navIconsSource(remotes) {
  const icons = [...new Set(remotes.flatMap((remote) => remote.routes.flatMap((route) => (route.nav ? [route.nav.icon] : []))))].sort();
  return [
    '// Written by scripts/sync-remotes.mjs from build-kit/remotes.json (the remotes present here): do not edit.',
    "import type { ComponentType } from 'react';",
    ...icons.map((icon) => `import ${icon} from '@mui/icons-material/${icon}';`),
    '',
    "export const navIcons: Record<string, ComponentType<{ fontSize?: 'small' | 'medium' }>> = {",
    ...icons.map((icon) => `  ${icon},`),
    '};',
    '',
  ].join('\n');
}

/** Replaces the lines between `# >>> <marker>` and `# <<< <marker>` with `make(indent)`'s lines. */
function replaceSection(text, marker, make) {
  const lines = text.split('\n');
  const begin = lines.findIndex((line) => line.trim().startsWith(`# >>> ${marker}:`));
  const end = lines.findIndex((line) => line.trim() === `# <<< ${marker}`);
  if (begin === -1 || end < begin) throw new Error(`the markers "# >>> ${marker}:" and "# <<< ${marker}" are missing`);
  const indent = lines[begin].slice(0, lines[begin].indexOf('#'));
  return [...lines.slice(0, begin + 1), ...make(indent), ...lines.slice(end)].join('\n');
}

/** The variable of a remote's image tag in docker-compose.yml: MF_STATISTICS_TAG. */
export function tagEnvName(folder) {
  return `${folder.replace(/[^A-Za-z0-9]/g, '_').toUpperCase()}_TAG`;
}

/**
 * The compose file with, per remote, the shell's manifest variable (`remotes` section) and the remote's own
 * service (`remote services` section), whose image tag is the variable that rolls it forward or back.
 */
export function composeWithRemotes(compose, remotes) {
  const withVariables = replaceSection(compose, 'remotes', (indent) =>
    remotes.map((remote) => {
      const name = manifestEnvName(remote.folder);
      return `${indent}${name}: \${${name}:-${remotePublicPath(remote.folder)}mf-manifest.json}`;
    }),
  );
  return replaceSection(withVariables, 'remote services', (indent) =>
    remotes.flatMap((remote) => [
      `${indent}${remote.folder}:`,
      `${indent}  image: portal/${remote.folder}:\${${tagEnvName(remote.folder)}:-latest}`,
      `${indent}  build:`,
      `${indent}    context: .`,
      `${indent}    dockerfile: ${remote.folder}/Dockerfile`,
      `${indent}  restart: unless-stopped`,
    ]),
  );
}

/**
 * The shell's Dockerfile with the remotes' package files and sources copied into its build: the shell provides the
 * MUI components they import and loads what the home page's remote takes from it with its first render
 * (build-kit/federation.mjs).
 */
export function shellDockerfileWithRemotes(dockerfile, remotes) {
  return replaceSection(dockerfile, 'remotes', (indent) =>
    remotes.flatMap((remote) => [
      `${indent}COPY ${remote.folder}/package.json /src/${remote.folder}/`,
      `${indent}COPY ${remote.folder}/src/ /src/${remote.folder}/src/`,
    ]),
  );
}

/** A remote's Dockerfile, from the generator's template. */
export function remoteDockerfile(folder) {
  return readFileSync(path.join(import.meta.dirname, 'templates', 'remote', 'Dockerfile.tmpl'), 'utf8').replaceAll('__FOLDER__', folder);
}

/** Brings the generated files in line with the registry; returns the files that changed (or would, with check). */
export function syncRemotes({ root = repoRoot, check = false } = {}) {
  const remotes = existingRemotes({ root });
  const wanted = {
    [ICONS_FILE]: navIconsSource(remotes),
    [COMPOSE_FILE]: composeWithRemotes(readFileSync(path.join(root, COMPOSE_FILE), 'utf8'), remotes),
    [SHELL_DOCKERFILE]: shellDockerfileWithRemotes(readFileSync(path.join(root, SHELL_DOCKERFILE), 'utf8'), remotes),
    ...Object.fromEntries(remotes.map((remote) => [`${remote.folder}/Dockerfile`, remoteDockerfile(remote.folder)])),
  };
  const changed = [];
  for (const [file, content] of Object.entries(wanted)) {
    const full = path.join(root, file);
    let current = null;
    try {
      current = readFileSync(full, 'utf8');
    } catch {
      // not written yet
    }
    if (current === content) continue;
    changed.push(file);
    if (!check) writeFileSync(full, content);
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  try {
    const changed = syncRemotes({ check });
    if (check && changed.length) {
      console.error(`Out of date with build-kit/remotes.json: ${changed.join(', ')}. Run: node scripts/sync-remotes.mjs`);
      process.exit(1);
    }
    for (const file of changed) console.log(`› wrote ${file}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
