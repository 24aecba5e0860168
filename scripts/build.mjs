// Builds what changed since the last build: the API bundle, the shell and every remote.
import path from 'node:path';
import { existingRemotes } from '@portal/build-kit/registry';
import { precompress } from './lib/precompress.mjs';
import { root, run, sourceHash, stampIsCurrent, writeStamp } from './lib/proc.mjs';
import { syncRemotes } from './sync-remotes.mjs';

/** What to build: the API, the shell and every remote of build-kit/remotes.json whose folder exists. */
export function buildTargets() {
  return [
    { name: 'api', filter: '@portal/api', dirs: ['api/src', 'api/drizzle', 'api/package.json', 'shared/src'], web: false },
    // shared/package.json: the shell provides every entry point it lists (build-kit/federation.mjs)
    { name: 'shell', filter: '@portal/shell', dirs: ['shell', 'shared/src', 'shared/package.json', 'build-kit'], web: true },
    ...existingRemotes().map(({ folder }) => ({
      name: folder,
      filter: `@portal/${folder}`,
      dirs: [folder, 'shared/src', 'build-kit'],
      web: true,
    })),
  ];
}

/** `only`: the names of the targets to build (e.g. ['api'] for the suites that need only the API); default all. */
export async function build({ force = false, only } = {}) {
  // A remote registered by hand gets its sidebar icon and compose variable before the shell is built.
  for (const file of syncRemotes()) console.log(`› wrote ${file} from build-kit/remotes.json`);
  const targets = buildTargets().filter((target) => !only || only.includes(target.name));
  for (const target of targets) {
    const hash = sourceHash(target.dirs);
    const stamp = path.join(root, target.name, 'dist', '.build-stamp');
    if (!force && stampIsCurrent(stamp, hash)) continue;
    console.log(`› building ${target.name}`);
    const { code } = await run('pnpm', ['--filter', target.filter, 'run', 'build'], {
      env: { NODE_ENV: 'production' },
    });
    if (code !== 0) throw new Error(`the build of ${target.name} failed`);
    // what the browser downloads is compressed once here, not on every request (scripts/gateway.mjs serves the copies)
    if (target.web) await precompress(path.join(root, target.name, 'dist'));
    writeStamp(stamp, hash);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
