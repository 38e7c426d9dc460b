// Builds the baseline with the product's tool (Rspack, production mode, swc) into dist/.
// Skipped when dist/ is newer than every source file.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { rspack } from '@rspack/core';

const DIR = import.meta.dirname;
export const DIST = join(DIR, 'dist');

const newest = (files) => Math.max(...files.map((f) => statSync(f).mtimeMs));

export async function buildBaselineReact() {
  const sources = [
    join(DIR, 'index.html'),
    import.meta.filename,
    ...readdirSync(join(DIR, 'src')).map((f) => join(DIR, 'src', f)),
  ];
  if (
    existsSync(join(DIST, 'index.html')) &&
    statSync(join(DIST, 'index.html')).mtimeMs > newest(sources)
  )
    return;
  const compiler = rspack({
    mode: 'production',
    context: DIR,
    entry: { main: './src/index.jsx' },
    output: { path: DIST, publicPath: '/', filename: '[name].[contenthash:8].js', clean: true },
    resolve: { extensions: ['.jsx', '.js'] },
    module: {
      rules: [
        {
          test: /\.jsx$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'ecmascript', jsx: true },
              transform: { react: { runtime: 'automatic' } },
            },
            // The same browser targets as the product's preset.
            env: { targets: 'chrome >= 111, firefox >= 115, safari >= 16.4' },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [new rspack.HtmlRspackPlugin({ template: join(DIR, 'index.html') })],
    performance: false,
  });
  await new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
}
