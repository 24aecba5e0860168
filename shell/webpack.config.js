import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PreloadCriticalChunksPlugin } from './build/preload-critical-chunks.js';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = require('./package.json');
const sharedPkg = require('../shared/package.json');

const deps = pkg.dependencies;

// The addresses of the login page (with the optional locale prefix): the login page loads without the query client,
// every other page with it. One pattern for src/index.ts (LOGIN_ADDRESS) and for the preloads of index.html.
const loginAddress = String.raw`\/(?:(?:de|en|fr|it)\/)?login\/?$`;
// Every shared library is a singleton with the version range this package was built against, so that a
// remote built against an incompatible major is reported instead of silently running two copies.
const singleton = (range) => ({ singleton: true, requiredVersion: range });

const portalShared = { ...singleton(`^${sharedPkg.version}`), version: sharedPkg.version };

const shared = {
  react: singleton(deps.react),
  'react/': singleton(deps.react),
  'react-dom': singleton(deps['react-dom']),
  'react-dom/': singleton(deps['react-dom']),
  // No `react-router`: the router is shared through `@portal/shared/router`, the subset the portal uses, since a
  // shared package cannot be tree-shaken and react-router brings data routers, SSR and RSC along.
  '@tanstack/react-query': singleton(deps['@tanstack/react-query']),
  zustand: singleton(deps.zustand),
  i18next: singleton(deps.i18next),
  'react-i18next': singleton(deps['react-i18next']),
  // Per path: the login page only pays for the MUI components it renders, not the whole library.
  '@mui/material/': singleton(deps['@mui/material']),
  '@mui/material/styles': singleton(deps['@mui/material']),
  '@emotion/react': singleton(deps['@emotion/react']),
  '@emotion/styled': singleton(deps['@emotion/styled']),
  '@emotion/cache': singleton(deps['@emotion/cache']),
  dayjs: singleton(deps.dayjs),
  '@portal/shared/': portalShared,
  // Every entry point is also named, so that the shell provides each one (as a lazy chunk) even where only a remote
  // imports it: a remote must get the shell's copy, whose relative imports reach the shell's session, i18n and toasts.
  ...Object.fromEntries(
    Object.keys(sharedPkg.exports)
      .filter((subpath) => subpath !== './test-utils')
      .map((subpath) => [`@portal/shared/${subpath.slice(2)}`, portalShared]),
  ),
};

export default (_env, argv) => {
  const production = argv.mode === 'production';
  return {
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
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // @portal/shared is TypeScript source; its package.json `exports` point at .ts files.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.(ts|tsx)$/,
          exclude: /node_modules/,
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
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        filename: 'remoteEntry.js',
        // Remotes come from /portal-config.json at run time (src/remotes/register-remotes.ts).
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        dts: false,
      }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        favicon: './public/favicon.svg',
        chunks: ['main'],
      }),
      new webpack.DefinePlugin({ LOGIN_ADDRESS: JSON.stringify(`^${loginAddress}`) }),
      // The same choice as the early imports of src/index.ts: the login page there, the query client elsewhere.
      ...(production
        ? [
            new PreloadCriticalChunksPlugin({
              bootstrapRequest: './bootstrap',
              conditional: { 'login-page': `^${loginAddress}`, 'query-layout': `^(?!${loginAddress})` },
            }),
          ]
        : []),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', to: '.', globOptions: { ignore: ['**/favicon.svg'] } }],
      }),
    ],
    // Every shared module (each MUI component, each @portal/shared subpath) is a chunk of its own, and the helpers
    // they have in common would be copied into each of them below webpack's default 20 KB: 12 KB keeps most of them once without many more requests.
    optimization: {
      splitChunks: {
        minSize: 12000,
        minRemainingSize: 0,
        // The helpers of MUI and emotion that most per-path MUI chunks use: one request instead of a copy in each.
        cacheGroups: {
          muiCommon: {
            // Not the overlay machinery (modal, focus trap, portal, transitions) that dialogs, menus and tooltips share:
            // the login page renders none of it, so it goes to a chunk of its own that loads with the first overlay.
            test: (module) =>
              /[\\/]node_modules[\\/]\.pnpm[\\/](@mui\+(material|system|utils|styled-engine)|@emotion\+)/.test(module.resource ?? '') &&
              !/[\\/]@mui[\\/]material[\\/](Modal|Unstable_TrapFocus|Portal|Backdrop|Fade|Grow|internal[\\/]Transition)/.test(module.resource ?? ''),
            chunks: 'async',
            minChunks: 6,
            minSize: 0,
            name: 'mui-common',
            priority: 5,
            reuseExistingChunk: true,
          },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: 8090,
      historyApiFallback: true,
      hot: false,
      static: { directory: path.join(here, 'public') },
      proxy: [
        { context: ['/api'], target: 'http://127.0.0.1:3001' },
        { context: ['/remotes/mf-statistics'], target: 'http://127.0.0.1:8091', pathRewrite: { '^/remotes/mf-statistics': '' } },
      ],
      // In development the gateway is not running, so the dev server answers /portal-config.json itself.
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app.get('/portal-config.json', (_req, res) => {
          res.json({
            apiBase: '/api/v1',
            remotes: { mf_statistics: { manifest: '/remotes/mf-statistics/mf-manifest.json', version: 'dev' } },
          });
        });
        return middlewares;
      },
    },
  };
};
