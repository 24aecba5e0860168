import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const require = createRequire(import.meta.url);
const pkg = require('./package.json');
const sharedPkg = require('../shared/package.json');
const dirname = path.dirname(fileURLToPath(import.meta.url));

const deps = pkg.dependencies;
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

// The list on docs/architecture-contracts.md: every package the host also shares, as singletons.
const shared = {
  react: singleton(deps.react),
  'react/': singleton(deps.react),
  'react-dom': singleton(deps['react-dom']),
  'react-dom/': singleton(deps['react-dom']),
  // No `react-router`: routing comes from `@portal/shared/router` (the shell's copy), see the shell's config.
  '@tanstack/react-query': singleton(deps['@tanstack/react-query']),
  zustand: singleton(deps.zustand),
  i18next: singleton(deps.i18next),
  'react-i18next': singleton(deps['react-i18next']),
  '@mui/material/': singleton(deps['@mui/material']),
  '@mui/material/styles': singleton(deps['@mui/material']),
  '@emotion/react': singleton(deps['@emotion/react']),
  '@emotion/styled': singleton(deps['@emotion/styled']),
  '@emotion/cache': singleton(deps['@emotion/cache']),
  dayjs: singleton(deps.dayjs),
  // workspace:* is no semver range (nor a version webpack can read): the shared package's own version is both
  // what this remote provides and what it requires, as in the shell.
  '@portal/shared/': { ...singleton(`^${sharedPkg.version}`), version: sharedPkg.version },
};

export default (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.ts',
    // Production maps stay in dist/ for debugging, without the sourceMappingURL comment; the gateway does not serve .map files.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(dirname, 'dist'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          // @portal/shared ships TypeScript source, so it is compiled here too.
          exclude: (file) => file.includes('node_modules') && !file.includes(`${path.sep}shared${path.sep}src${path.sep}`),
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
        name: 'mf_statistics',
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.tsx' },
        manifest: true,
        shared,
        shareStrategy: 'loaded-first',
        dts: false,
      }),
      new HtmlWebpackPlugin({ template: './public/index.html', chunks: ['main'] }),
    ],
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT ?? 8091),
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
