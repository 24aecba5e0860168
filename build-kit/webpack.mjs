// The webpack pieces of the shell and every remote, and the whole configuration of a remote.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federationDefaults, federationShared, ignoredFederationWarnings } from './federation.mjs';
import { defaultLocale, supportedLocales } from './pages.mjs';
import { readRegistry } from './registry.mjs';
import { federationName, registryRemote, routeExpose } from './remotes.mjs';

const SHARED_SOURCE = `${path.sep}shared${path.sep}src${path.sep}`;

/** TypeScript and JSX through swc; @portal/shared ships TypeScript source, so it is compiled here too. */
export function swcRule({ production }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: (file) => file.includes(`${path.sep}node_modules${path.sep}`) && !file.includes(SHARED_SOURCE),
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
        },
      },
    },
  };
}

export const cssRule = { test: /\.css$/, use: ['style-loader', 'css-loader'] };

/**
 * The translation files of the languages other than the default (`src/locales/fr.json`, the shared package's too)
 * load when the interface shows that language (build-kit/lazy-texts-loader.cjs); `?eager` is the JSON itself.
 */
export const lazyTextsRule = {
  test: new RegExp(
    `[\\\\/]locales[\\\\/](${supportedLocales()
      .filter((locale) => locale !== defaultLocale())
      .join('|')})\\.json$`,
  ),
  resourceQuery: { not: [/eager/] },
  type: 'javascript/auto',
  use: path.join(path.dirname(fileURLToPath(import.meta.url)), 'lazy-texts-loader.cjs'),
};

/** zod's JSON Schema generation, which the browser never runs, is left out of its bundles (build-kit/zod-browser-loader.cjs). */
export const zodBrowserRule = {
  test: /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/,
  use: path.join(path.dirname(fileURLToPath(import.meta.url)), 'zod-browser-loader.cjs'),
};

export const resolve = {
  extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
  // @portal/shared is TypeScript source; an import written with `.js` finds its `.ts` file.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

const standalonePage = path.join(path.dirname(fileURLToPath(import.meta.url)), 'standalone.html');

/** The title of a remote's standalone page: its first sidebar label in German (else its name) and its folder. */
export function standaloneTitle(entry) {
  const label = entry.routes.find((route) => route.nav)?.nav.label.de;
  const name = entry.folder.slice(3);
  return `${label ?? name[0].toUpperCase() + name.slice(1)} · ${entry.folder}`;
}

/**
 * The complete webpack configuration of a remote, from its registry entry: federation name, exposed modules
 * (`./routes` → src/routes.tsx), dev server port. `dir` is the remote's folder (its webpack.config.js's folder).
 */
export function remoteWebpackConfig({ dir }) {
  const folder = path.basename(dir);
  // PORTAL_REMOTES_FILE: another registry, for the generator's test, which builds a remote in a throwaway checkout.
  const registry = process.env.PORTAL_REMOTES_FILE ? readRegistry({ file: process.env.PORTAL_REMOTES_FILE }) : readRegistry();
  const entry = registryRemote(registry, folder);
  // The plugins come from the remote's own dependencies, so that they run with the webpack that runs them.
  const require = createRequire(path.join(dir, 'package.json'));
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  const exposes = Object.fromEntries([...new Set(entry.routes.map(routeExpose))].map((expose) => [`./${expose}`, `./src/${expose}.tsx`]));

  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      entry: './src/index.ts',
      // Production maps stay in dist/ for debugging, without the sourceMappingURL comment; the gateway does not serve .map files.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.resolve(dir, 'dist'),
        publicPath: 'auto',
        filename: '[name].js',
        chunkFilename: '[name].[contenthash].js',
        clean: true,
      },
      resolve,
      module: { rules: [swcRule({ production }), cssRule, lazyTextsRule, zodBrowserRule] },
      plugins: [
        new ModuleFederationPlugin({
          ...federationDefaults,
          experiments: {
            // a remote loads no other remote: its runtime leaves out the code that would (the host's keeps it)
            optimization: { ...federationDefaults.experiments.optimization, disableRemote: true },
            // Built for the portal, a remote uses the federation runtime of the shell, which provides it
            // (experiments.provideExternalRuntime), instead of bringing its own copy. The development build keeps its
            // own, since its standalone page (src/standalone, `pnpm dev`) runs without the shell.
            externalRuntime: production,
          },
          name: federationName(folder),
          exposes,
          manifest: true,
          shared: federationShared({ role: 'remote', inShell: production }),
        }),
        // the page of the standalone host (src/bootstrap.tsx), the same for every remote but for its title
        new HtmlWebpackPlugin({ template: standalonePage, title: standaloneTitle(entry), chunks: ['main'] }),
      ],
      performance: { hints: false },
      ignoreWarnings: ignoredFederationWarnings,
      devServer: {
        port: Number(process.env.PORT ?? entry.devPort),
        historyApiFallback: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        // The standalone host talks to the partner API on its own port; the proxy keeps it same-origin.
        proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://localhost:3001', changeOrigin: true }],
      },
    };
  };
}
