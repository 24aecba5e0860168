// A remote made by `pnpm new:remote` builds and passes its tests with no further edit: the generator writes it into a
// throwaway checkout (a copy of the registry and of the files it reads), its dependencies are linked from the shell's
// (the generator gives a remote the shell's own dependencies), and then its type check, its jest suite and its webpack
// production build run for real, once. The build reads the throwaway registry (PORTAL_REMOTES_FILE), never the real one.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { repoRoot } from '@portal/build-kit/registry';
import { createRemote, formatWritten } from '../new-remote.mjs';

/** Runs node with `args` in `cwd`; resolves with the exit code and the output (shown only when it fails). */
function node(args, { cwd, env = {} }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Links every dependency of the generated package.json from the packages that already have it installed. */
function linkDependencies(dir) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  const sources = ['shell', 'mf-statistics'].map((folder) => path.join(repoRoot, folder, 'node_modules'));
  for (const name of names) {
    const source = sources.map((modules) => path.join(modules, name)).find((candidate) => existsSync(candidate));
    assert.ok(source, `${name} is installed for neither the shell nor mf-statistics`);
    mkdirSync(path.dirname(path.join(dir, 'node_modules', name)), { recursive: true });
    symlinkSync(realpathSync(source), path.join(dir, 'node_modules', name), 'dir');
  }
}

describe('a remote made by pnpm new:remote', () => {
  let root;
  let dir;
  before(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'new-remote-build-'));
    for (const file of [
      'build-kit/remotes.json',
      'build-kit/tsconfig.base.json',
      'shared/src/contracts/vocabulary.ts',
      'shell/package.json',
      'docker-compose.yml',
    ]) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      cpSync(path.join(repoRoot, file), path.join(root, file));
    }
    mkdirSync(path.join(root, 'shell', 'src', 'app'), { recursive: true });
    const { folder, written } = createRemote('build-probe', { 'label-de': 'Probe' }, { root });
    await formatWritten(written, { root });
    dir = path.join(root, folder);
    linkDependencies(dir);
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('type-checks', async () => {
    const { code, output } = await node([path.join(dir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit'], {
      cwd: dir,
    });
    assert.equal(code, 0, output);
  });

  it('passes its jest suite', async () => {
    const jest = path.join(dir, 'node_modules/jest/bin/jest.js');
    const { code, output } = await node([jest, '--ci', '--maxWorkers=1'], { cwd: dir });
    assert.equal(code, 0, output);
    assert.match(output, /Tests:\s+\d+ passed, \d+ total/);
    assert.doesNotMatch(output, /Tests:.*failed/);
  });

  it('builds for production, exposing its routes in a federation manifest', async () => {
    const cli = path.join(dir, 'node_modules/webpack-cli/bin/cli.js');
    const { code, output } = await node([cli, '--mode', 'production'], {
      cwd: dir,
      env: { PORTAL_REMOTES_FILE: path.join(root, 'build-kit', 'remotes.json') },
    });
    assert.equal(code, 0, output);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'dist', 'mf-manifest.json'), 'utf8'));
    assert.equal(manifest.name, 'mf_build_probe');
    assert.ok(
      manifest.exposes.some((expose) => expose.path === './routes'),
      JSON.stringify(manifest.exposes),
    );
    assert.ok(existsSync(path.join(dir, 'dist', 'index.html')));
  });
});
