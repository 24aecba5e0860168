import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PreloadCriticalChunksPlugin } from './build/preload-critical-chunks.js';
import {
  federationDefaults,
  federationShared,
  homeRemoteSharedImports,
  ignoredFederationWarnings,
  remoteRoutesSharedImports,
} from '@portal/build-kit/federation';
import { localeAlternation, signInAddress } from '@portal/build-kit/pages';
import { existingRemotes } from '@portal/build-kit/registry';
import { cssRule, lazyTextsRule, resolve, swcRule, zodBrowserRule } from '@portal/build-kit/webpack';

const here = path.dirname(fileURLToPath(import.meta.url));

// The addresses of the login page (with the optional locale prefix): the login page loads without the query client,
// every other page with it. One pattern for src/index.ts (LOGIN_ADDRESS), the preloads of index.html and the gateways.
const loginAddress = signInAddress;

// The runtime plugin that hands the shell's federation runtime to the remotes (provideExternalRuntime, below), which
// the federation plugin adds by its CommonJS file: that file would bring a CommonJS copy of the runtime beside the ES
// module one that the shell runs (14 KB gz). Its ES module file instead, which imports the same runtime.
const federationRequire = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/webpack'));
const injectRuntimePlugin = federationRequire.resolve('@module-federation/inject-external-runtime-core-plugin');
const runtimeAlias = { [injectRuntimePlugin]: injectRuntimePlugin.replace(/\.cjs$/, '.js') };

// The remotes of this checkout (build-kit/remotes.json): the dev server proxies each to its own dev server.
const devRemotes = existingRemotes();

/**
 * The sign-in page's own build (src/sign-in.tsx): dist/login.html and its files under dist/sign-in/, without Module
 * Federation, for the first load of /login. Built after the portal's (whose `clean` empties dist/).
 */
const signInBuild = () => ({
  name: 'sign-in',
  dependencies: ['shell'],
  mode: 'production',
  entry: { 'sign-in': './src/sign-in.tsx' },
  devtool: 'hidden-source-map',
  output: {
    path: path.join(here, 'dist', 'sign-in'),
    filename: '[name].[contenthash].js',
    chunkFilename: '[name].[contenthash].js',
    publicPath: '/sign-in/',
  },
  resolve,
  module: { rules: [swcRule({ production: true }), cssRule, lazyTextsRule, zodBrowserRule] },
  plugins: [new HtmlWebpackPlugin({ template: './src/index.html', filename: '../login.html', favicon: './public/favicon.svg' })],
  performance: { hints: false },
});

export default (_env, argv) => {
  const production = argv.mode === 'production';
  const portal = portalBuild(production);
  // in development the portal serves /login itself (webpack serve runs the portal's build only)
  return production ? [portal, signInBuild()] : portal;
};

function portalBuild(production) {
  // The first render of a signed-in page: the bootstrap, its query client, the layout and the remote area (src/index.ts
  // and src/app/app-routes.tsx import them by these requests). The login page, which a production first load takes
  // from the sign-in build, only where the address is the login page's.
  const critical = new PreloadCriticalChunksPlugin({
    startup: ['./bootstrap', './app/query-layout', './query-layout', '../layouts/default-layout/default-layout', '../remotes/remote-area'],
    startupShared: homeRemoteSharedImports(),
    conditional: { 'login-page': `^${loginAddress}` },
    // every other remote page's shared modules, where the address (with or without its language) is the page's
    byAddress: remoteRoutesSharedImports().map(({ base, keys }) => ({
      pattern: `^(?:/(?:${localeAlternation}))?${base.replace(/:[^/]+/g, '[^/]+')}(?:/|$)`,
      shareKeys: keys,
    })),
  });
  return {
    name: 'shell',
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.ts' },
    // Production maps stay in dist/ for debugging, without the sourceMappingURL comment; the gateway does not serve .map files.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(here, 'dist'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash].js',
      publicPath: '/',
      clean: true,
    },
    resolve: { ...resolve, alias: runtimeAlias },
    module: { rules: [swcRule({ production }), cssRule, lazyTextsRule, zodBrowserRule] },
    plugins: [
      new ModuleFederationPlugin({
        ...federationDefaults,
        name: 'shell',
        // Remotes come from /portal-config.json at run time (src/remotes/register-remotes.ts).
        remotes: {},
        // The remotes' production builds use this runtime instead of their own (build-kit/webpack.mjs).
        experiments: { ...federationDefaults.experiments, provideExternalRuntime: true },
        shared: federationShared({ role: 'host' }),
      }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        favicon: './public/favicon.svg',
        chunks: ['main'],
      }),
      new webpack.DefinePlugin({ LOGIN_ADDRESS: JSON.stringify(`^${loginAddress}`) }),
      ...(production ? [critical] : []),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', to: '.', globOptions: { ignore: ['**/favicon.svg'] } }],
      }),
    ],
    optimization: {
      splitChunks: {
        // What later screens load keeps a chunk per shared module (each MUI component, each @portal/shared subpath);
        // the helpers they have in common would be copied into each of them below webpack's default 20 KB: 12 KB
        // keeps most of them once without many more requests.
        minSize: 12000,
        minRemainingSize: 0,
        // The first render's modules in two chunks (its libraries and the rest): build/preload-critical-chunks.js.
        cacheGroups: production ? critical.cacheGroups() : {},
      },
    },
    ignoreWarnings: ignoredFederationWarnings,
    performance: { hints: false },
    devServer: {
      port: 8090,
      historyApiFallback: true,
      hot: false,
      static: { directory: path.join(here, 'public') },
      proxy: [
        { context: ['/api'], target: 'http://127.0.0.1:3001' },
        ...devRemotes.map((remote) => ({
          context: [`/remotes/${remote.folder}`],
          target: `http://127.0.0.1:${remote.devPort}`,
          pathRewrite: { [`^/remotes/${remote.folder}`]: '' },
        })),
      ],
      // In development the gateway is not running, so the dev server answers /portal-config.json itself.
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app.get('/portal-config.json', (_req, res) => {
          res.json({
            apiBase: '/api/v1',
            remotes: Object.fromEntries(
              devRemotes.map((remote) => [remote.name, { manifest: `/remotes/${remote.folder}/mf-manifest.json`, version: 'dev' }]),
            ),
          });
        });
        return middlewares;
      },
    },
  };
}
