// Copies what a workspace package needs at run time out of the pnpm node_modules: its production dependencies and
// theirs, as the `.pnpm/<id>` folders they live in, with the package's own node_modules links pointing at them.
// The API's image runs from that copy (like `pnpm deploy --prod`, but offline and without the store).
// usage: node ops/prod-deps.mjs <package folder> <output folder>
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/** The `.pnpm/<id>` folder that holds a package's real files, or null for a workspace package. */
function storeEntry(realPackageDir, storeRoot) {
  const relative = path.relative(storeRoot, realPackageDir);
  if (relative.startsWith('..')) return null;
  return path.join(storeRoot, relative.split(path.sep)[0]);
}

/** The links inside `.pnpm/<id>/node_modules`: the package itself and its dependencies (scoped ones one level down). */
function linksIn(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name.startsWith('@')) return readdirSync(full).map((sub) => path.join(full, sub));
    return [full];
  });
}

export function productionClosure(root, packageDir) {
  const storeRoot = path.join(root, 'node_modules', '.pnpm');
  const pkg = JSON.parse(readFileSync(path.join(root, packageDir, 'package.json'), 'utf8'));
  const direct = Object.entries(pkg.dependencies ?? {})
    .filter(([, version]) => !String(version).startsWith('workspace:'))
    .map(([name]) => name);
  const entries = new Set();
  const queue = direct.map((name) => realpathSync(path.join(root, packageDir, 'node_modules', name)));
  while (queue.length > 0) {
    const entry = storeEntry(queue.pop(), storeRoot);
    if (!entry || entries.has(entry)) continue;
    entries.add(entry);
    const links = linksIn(path.join(entry, 'node_modules'));
    // optional peers (typescript for swissqrbill's types, say) are linked when installed, but not needed to run
    const optionalPeers = new Set(
      links
        .filter((link) => !lstatSync(link).isSymbolicLink() && existsSync(path.join(link, 'package.json')))
        .flatMap((dir) => {
          const meta = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).peerDependenciesMeta ?? {};
          return Object.entries(meta).filter(([, value]) => value?.optional).map(([name]) => name);
        }),
    );
    for (const link of links) {
      const name = path.relative(path.join(entry, 'node_modules'), link).split(path.sep).join('/');
      if (lstatSync(link).isSymbolicLink() && !optionalPeers.has(name)) queue.push(realpathSync(link));
    }
  }
  return { direct, entries: [...entries] };
}

export function copyProduction(root, packageDir, out) {
  const { direct, entries } = productionClosure(root, packageDir);
  const storeOut = path.join(out, 'node_modules', '.pnpm');
  mkdirSync(storeOut, { recursive: true });
  for (const entry of entries) cpSync(entry, path.join(storeOut, path.basename(entry)), { recursive: true, verbatimSymlinks: true });
  const ownModules = path.join(out, packageDir, 'node_modules');
  for (const name of direct) {
    const target = realpathSync(path.join(root, packageDir, 'node_modules', name));
    const link = path.join(ownModules, name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.relative(path.dirname(link), path.join(storeOut, path.relative(path.join(root, 'node_modules', '.pnpm'), target))), link);
  }
  return entries.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [packageDir, out] = process.argv.slice(2);
  const count = copyProduction(process.cwd(), packageDir, out);
  console.log(`${packageDir}: ${count} packages copied to ${out}`);
}
