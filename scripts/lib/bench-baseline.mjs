// The bench's reference page: the portal's sign-in form (the shell's LoginPage with its providers, texts and
// configuration) built by plain webpack in production mode — no Module Federation, no chunk groups of our own, no
// preloads — into a temporary folder, compressed as the portal's files are (lib/precompress.mjs). The gateway serves it
// at BASELINE_PREFIX beside the portal, so that every page's largest paint is measured as a ratio to this one's in the
// same run on the same machine (docs/performance.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cssRule, lazyTextsRule, resolve, swcRule, zodBrowserRule } from '@portal/build-kit/webpack';
import { precompress } from './precompress.mjs';
import { root } from './proc.mjs';

export const BASELINE_PREFIX = '/bench-baseline/';

const shellDir = path.join(root, 'shell');
// webpack and its HTML plugin as the shell has them (the scripts package has no webpack of its own)
const shellRequire = createRequire(path.join(shellDir, 'package.json'));

/**
 * The entry: the sign-in routes of the shell's light build at the address /login, in a memory router so that the page
 * renders the form at any address (the gateway serves it under BASELINE_PREFIX).
 */
const entrySource = (shellSrc) => `import '${shellSrc}/zod-config';
import { MemoryRouter } from 'react-router';
import { BaseProviders } from '@portal/shared/ui/base-providers';
import { SignInRoutes } from '${shellSrc}/app/sign-in-routes';
import { startShell } from '${shellSrc}/start-shell';

void startShell({
  name: 'the reference page',
  render: () => (
    <BaseProviders>
      <MemoryRouter initialEntries={['/login']}>
        <SignInRoutes loadPortal={() => undefined} />
      </MemoryRouter>
    </BaseProviders>
  ),
});
`;

/** Builds the reference page into `dir` (which must exist and be empty); resolves with `dir`. */
export async function buildBaseline(dir) {
  const webpack = shellRequire('webpack');
  const HtmlWebpackPlugin = shellRequire('html-webpack-plugin');
  const src = path.join(dir, 'src');
  const out = path.join(dir, 'dist');
  mkdirSync(src, { recursive: true });
  const entry = path.join(src, 'baseline.tsx');
  writeFileSync(entry, entrySource(path.join(shellDir, 'src')));
  const config = {
    mode: 'production',
    context: shellDir,
    entry: { baseline: entry },
    output: { path: out, filename: '[name].[contenthash].js', chunkFilename: '[name].[contenthash].js', publicPath: BASELINE_PREFIX },
    // the entry lives outside the workspace: its packages are the shell's
    resolve: { ...resolve, modules: ['node_modules', path.join(shellDir, 'node_modules')] },
    module: { rules: [swcRule({ production: true }), cssRule, lazyTextsRule, zodBrowserRule] },
    plugins: [new HtmlWebpackPlugin({ template: path.join(shellDir, 'src', 'index.html') })],
    performance: { hints: false },
  };
  await new Promise((resolvePromise, reject) => {
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolvePromise();
    });
  });
  await precompress(out);
  return out;
}
