// Byte measurements shared by the bench (which reports them) and the test command's
// budget check (which fails above them). Sizes are deterministic, so CI may check them.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGETS = { loginJs: 190 * 1024, remoteEntry: 16 * 1024, firstRouteChunk: 60 * 1024 };
const CATALOG = JSON.parse(
  readFileSync(
    new URL('../../packages/contracts/src/module-catalog.json', import.meta.url),
    'utf8',
  ),
);
export const REMOTES = Object.keys(CATALOG.modules);

export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/**
 * Loads /login in a fresh page and returns every JavaScript file it fetched, with its
 * gzip size: what a user downloads before the sign-in form is usable.
 */
export async function loginJs(page, baseURL) {
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSize(body) })));
  });
  await page.goto(new URL('/login', baseURL).href, { waitUntil: 'networkidle' });
  const chunks = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
  return { total: chunks.reduce((sum, c) => sum + c.gzip, 0), chunks };
}

/** The gzip size of each remote's remoteEntry.js, read from its build output. */
export function remoteEntries(root) {
  return REMOTES.map((name) => {
    const file = join(root, 'apps', name, 'dist', 'remoteEntry.js');
    return { name, gzip: existsSync(file) ? gzipSize(readFileSync(file)) : null };
  });
}

/** Every JS file of a build folder with its gzip size, largest first. */
export function distFiles(dir) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: f, gzip: gzipSize(readFileSync(join(dir, f))) }))
    .sort((a, b) => b.gzip - a.gzip);
}

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
