// The remote registry as the Node scripts read it: the file, which remotes exist here and which are built.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federationName, registryProblems } from './remotes.mjs';

export const kitDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(kitDir, '..');
export const registryFile = path.join(kitDir, 'remotes.json');

/** The visible modules a route may require, read from the shared vocabulary (the one list the API also uses). */
export function visibleModules(root = repoRoot) {
  const source = readFileSync(path.join(root, 'shared', 'src', 'contracts', 'vocabulary.ts'), 'utf8');
  const list = /visibleModuleNames\s*=\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
}

/** Reads and checks build-kit/remotes.json; a broken registry stops every build, test run and start. */
export function readRegistry({ file = registryFile, root = repoRoot } = {}) {
  const registry = JSON.parse(readFileSync(file, 'utf8'));
  const problems = registryProblems(registry, { modules: visibleModules(root) });
  if (problems.length) throw new Error(`${path.relative(root, file)}:\n  ${problems.join('\n  ')}`);
  return registry;
}

export function writeRegistry(registry, { file = registryFile } = {}) {
  writeFileSync(file, `${JSON.stringify(registry, null, 2)}\n`);
}

/** The registered remotes whose folder is in this checkout (a package.json), in registry order. */
export function existingRemotes({ root = repoRoot, registry = readRegistry({ root }) } = {}) {
  return registry.remotes
    .filter((remote) => existsSync(path.join(root, remote.folder, 'package.json')))
    .map((remote) => ({ ...remote, name: federationName(remote.folder) }));
}

/** The existing remotes that have been built (dist/mf-manifest.json), with their package version. */
export function builtRemotes({ root = repoRoot, registry } = {}) {
  return existingRemotes({ root, registry })
    .filter((remote) => existsSync(path.join(root, remote.folder, 'dist', 'mf-manifest.json')))
    .map((remote) => ({
      ...remote,
      version: JSON.parse(readFileSync(path.join(root, remote.folder, 'package.json'), 'utf8')).version,
    }));
}
