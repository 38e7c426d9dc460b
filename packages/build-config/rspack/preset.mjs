// The Rspack + Module Federation preset every app uses: an app's own rspack.config.mjs
// is `export default createAppConfig({ name, dir: import.meta.dirname })`.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { faceVersions, sharedSingletons } from './shared.mjs';
import { DEV_PORTS } from './ports.mjs';

const require = createRequire(import.meta.url);

/**
 * @param {{ name: keyof typeof DEV_PORTS, dir: string, title?: string }} app
 * The shell (name 'shell') is the host, a plain build; every other app is a remote exposing './remote'.
 */
export function createAppConfig({ name, dir, title = 'SP' }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development' && process.env.NODE_ENV !== 'development';
    const isHost = name === 'shell';
    // A remote built for the shell borrows the runtime core the shell starts; its standalone
    // dev build (`pnpm --filter <name> dev`) keeps its own so it can run alone.
    const standalone = !isHost && (!production || process.env.STANDALONE === '1');
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry: isHost || standalone ? { main: './src/index.ts' } : {},
      output: {
        path: join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        alias: production ? reactRouterProduction() : {},
      },
      module: { rules: moduleRules(production) },
      optimization: { moduleIds: 'deterministic' },
      performance: false,
      plugins: [
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          __FACE_VERSIONS__: JSON.stringify(faceVersions()),
          __APP_NAME__: JSON.stringify(name),
          __SHARED__: JSON.stringify(sharedSingletons()),
        }),
        // The shell is a plain build: it starts the federation runtime itself when a
        // signed-in user first needs a remote (apps/shell/src/federation/runtime.ts), so
        // the sign-in page ships neither the runtime nor whole faces.
        ...(isHost ? [] : [federation(name, standalone)]),
        ...(isHost || standalone
          ? [
              new rspack.HtmlRspackPlugin({
                template: join(import.meta.dirname, '../index.html'),
                title,
                favicon: favicon(dir),
              }),
            ]
          : []),
      ],
      devServer: devServer(name, isHost),
      experiments: { css: true },
    };
  };
}

/** A remote's federation: it exposes './remote' and consumes the singletons the shell provides. */
function federation(name, standalone) {
  return new ModuleFederationPlugin({
    name,
    exposes: { './remote': './src/remote.ts' },
    filename: 'remoteEntry.js',
    shared: sharedSingletons(),
    dts: false,
    manifest: { fileName: 'mf-manifest.json' },
    experiments: {
      ...(standalone ? {} : { externalRuntime: true }),
      optimization: { target: 'web' },
    },
  });
}

/**
 * A Node build of one module of an app, run at build time: the shell renders its sign-in
 * page with it (apps/shell/scripts/prerender.mjs). Same reading of the sources as the app.
 */
export function createPrerenderConfig({ dir, entry, outDir }) {
  return {
    mode: 'production',
    target: 'node20',
    context: dir,
    devtool: false,
    entry: { prerender: entry },
    output: {
      path: outDir,
      filename: '[name].cjs',
      chunkFilename: '[id].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: reactRouterProduction(),
    },
    module: { rules: moduleRules(true) },
    optimization: { minimize: false },
    performance: false,
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        __FACE_VERSIONS__: JSON.stringify(faceVersions()),
        __APP_NAME__: JSON.stringify('prerender'),
        __SHARED__: JSON.stringify(sharedSingletons()),
      }),
    ],
    experiments: { css: true },
  };
}

/** An app's src/favicon.svg when it has one (the shell's): browsers stop asking for /favicon.ico. */
function favicon(dir) {
  const file = join(dir, 'src', 'favicon.svg');
  return existsSync(file) ? file : undefined;
}

/** How every build reads TypeScript, CSS and assets. */
function moduleRules(production) {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
        },
        env: { targets: 'chrome >= 111, firefox >= 115, safari >= 16.4' },
      },
      type: 'javascript/auto',
    },
    // react-i18next declares no sideEffects, so its whole index (Trans and its HTML
    // parser...) would ship with the i18n face; its modules have none.
    { test: /[\\/]node_modules[\\/]react-i18next[\\/]/, sideEffects: false },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(woff2?|png|svg|ico)$/, type: 'asset/resource' },
  ];
}

function reactRouterProduction() {
  const pkg = require.resolve('react-router/package.json', {
    paths: [join(import.meta.dirname, '../../router')],
  });
  // react-router 8 is ESM only: its production build is dist/production/index.js.
  return { 'react-router$': join(pkg, '../dist/production/index.js') };
}

function devServer(name, isHost) {
  const base = {
    port: DEV_PORTS[name],
    host: '127.0.0.1',
    allowedHosts: 'all',
    hot: false,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    historyApiFallback: true,
  };
  if (!isHost) {
    return { ...base, proxy: [{ context: ['/api'], target: `http://127.0.0.1:${DEV_PORTS.api}` }] };
  }
  const remotes = Object.entries(DEV_PORTS).filter(([n]) => n !== 'shell' && n !== 'api');
  return {
    ...base,
    proxy: [
      { context: ['/api'], target: `http://127.0.0.1:${DEV_PORTS.api}` },
      ...remotes.map(([remote, port]) => ({
        context: [`/remotes/${remote}`],
        target: `http://127.0.0.1:${port}`,
        pathRewrite: { [`^/remotes/${remote}`]: '' },
      })),
    ],
  };
}
