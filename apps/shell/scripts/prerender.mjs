// After `rspack build`: renders the sign-in page in Node (every language and auth layout)
// and writes it into dist/index.html, with its CSS and the inline script that picks the
// visit's variant before any script loads (src/prerender/). The form paints at once.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { rspack } from '@rspack/core';
import { createPrerenderConfig } from '@sp/build-config/rspack';

const dir = join(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'sp-prerender-'));
try {
  const stats = await new Promise((resolve, reject) =>
    rspack(createPrerenderConfig({ dir, entry: './src/prerender/build-entry.ts', outDir })).run(
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  const { loginVariants, chooserScript } = createRequire(import.meta.url)(
    join(outDir, 'prerender.cjs'),
  );
  const { variants, css } = await loginVariants();
  const templates = Object.entries(variants)
    .map(([id, html]) => `<template id="${id}">${html}</template>`)
    .join('');
  const file = join(dir, 'dist', 'index.html');
  const page = readFileSync(file, 'utf8');
  if (!page.includes('<div id="root"></div>'))
    throw new Error('dist/index.html has no empty #root');
  // The entry's own stylesheet (the fonts' faces, half a kB) is written in too: no request
  // stands between the page and its first paint.
  // Its fonts are asked for at once, not after the styles have been worked out.
  const inlined = page.replace(/<link href="\/([^"]+\.css)" rel="stylesheet">/g, (_, name) => {
    const faces = readFileSync(join(dir, 'dist', name), 'utf8');
    const fonts = [...faces.matchAll(/url\((\/[^)]+\.woff2)\)/g)].map(
      ([, url]) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`,
    );
    return `${fonts.join('')}<style>${faces}</style>`;
  });
  writeFileSync(
    file,
    inlined
      .replace('</head>', `<style id="sp-prerender-css">${css}</style></head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root"></div><div id="sp-prerender"></div>${templates}<script>${chooserScript()}</script>`,
      ),
  );
  process.stdout.write(
    `Prerendered /login: ${Object.keys(variants).length} variants, ${(css.length / 1024).toFixed(1)} kB of CSS\n`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
