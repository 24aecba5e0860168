// Builds what changed since the last build: the API bundle, the shell and every remote.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, run, sourceHash, stampIsCurrent, writeStamp } from './lib/proc.mjs';

const REMOTES = ['mf-statistics', 'mf-clients', 'mf-onboarding', 'mf-documents', 'mf-tools'];

export const targets = [
  { name: 'api', filter: '@portal/api', dirs: ['api/src', 'api/drizzle', 'api/package.json', 'shared/src'] },
  { name: 'shell', filter: '@portal/shell', dirs: ['shell', 'shared/src'] },
  ...REMOTES.filter((folder) => existsSync(path.join(root, folder, 'package.json'))).map((folder) => ({
    name: folder,
    filter: `@portal/${folder}`,
    dirs: [folder, 'shared/src'],
  })),
];

export async function build({ force = false } = {}) {
  for (const target of targets) {
    const hash = sourceHash(target.dirs);
    const stamp = path.join(root, target.name, 'dist', '.build-stamp');
    if (!force && stampIsCurrent(stamp, hash)) continue;
    console.log(`› building ${target.name}`);
    const { code } = await run('pnpm', ['--filter', target.filter, 'run', 'build'], {
      env: { NODE_ENV: 'production' },
    });
    if (code !== 0) throw new Error(`the build of ${target.name} failed`);
    writeStamp(stamp, hash);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
