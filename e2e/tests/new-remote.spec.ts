import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signIn } from './support';

// `pnpm new:remote` writes a remote that the composed portal loads: the generator writes a fresh remote for the
// dashboard's registry entry into a throwaway checkout, webpack builds it, and the portal running for this suite is told
// (through its /portal-config.json, as a deployment would) to take the dashboard from that build instead of its own.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const TITLE = 'Generierte Übersicht';
const SERVED_AT = '/generated-remote/mf-statistics/';

let root: string;
let dist: string;

test.beforeAll(async () => {
  test.setTimeout(8 * 60_000);
  const { createRemote, throwawayCheckout } = (await import(path.join(repoRoot, 'scripts', 'new-remote.mjs'))) as {
    createRemote: (name: string, options: Record<string, string | boolean>, where: { root: string }) => { folder: string };
    throwawayCheckout: (prefix: string, extra: string[]) => string;
  };
  root = throwawayCheckout('e2e-new-remote-', ['build-kit/tsconfig.base.json']);
  const { folder } = createRemote('statistics', { 'label-de': TITLE, 'no-install': true }, { root });
  const dir = path.join(root, folder);
  // the throwaway checkout borrows the packages mf-statistics has installed (the generator gives it the same ones)
  symlinkSync(path.join(repoRoot, 'mf-statistics', 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const built = spawnSync(path.join(dir, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, PORTAL_REMOTES_FILE: path.join(root, 'build-kit', 'remotes.json'), CI: '1' },
    timeout: 6 * 60_000,
  });
  expect(built.status, `${built.stdout}\n${built.stderr}`).toBe(0);
  dist = path.join(dir, 'dist');
});

test.afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

test('a remote written by the generator loads in the composed portal in place of the one it replaces', async ({ page }) => {
  let replaced = '';
  await page.route('**/portal-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Record<string, { manifest: string; version: string }> };
    for (const [name, remote] of Object.entries(config.remotes)) {
      if (remote.manifest.includes('/mf-statistics/')) {
        config.remotes[name] = { manifest: `${SERVED_AT}mf-manifest.json`, version: 'generated' };
        replaced = name;
      }
    }
    await route.fulfill({ response, json: config });
  });
  await page.route(`**${SERVED_AT}**`, async (route) => {
    const file = new URL(route.request().url()).pathname.slice(SERVED_AT.length);
    await route.fulfill({
      body: readFileSync(path.join(dist, file)),
      contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
  });
  await signIn(page);
  expect(replaced).not.toBe('');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  // the generated page's first data: the signed-in user and company, from the API through the portal's session
  await expect(page.getByText(/^Angemeldet als .+ \(.+\)\.$/)).toBeVisible();
  // and not the dashboard the suite built
  await expect(page.getByRole('heading', { name: 'Kunden-Funnel' })).toHaveCount(0);
});
