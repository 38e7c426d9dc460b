// Bytes a user downloads (gzip -9 of each JavaScript response): the shell's /login, each
// remoteEntry, and each remote's first route chunk. Budgets: DESIGN.md section 8.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freshPage, signIn } from '../lib/browser.mjs';
import { BUDGETS, gzipSize, loginJs, remoteEntries } from '../lib/bytes.mjs';
import { row, skipped } from '../lib/stats.mjs';

const KB = 1024;
const kb = (bytes) => Math.round((bytes / KB) * 10) / 10;
const file = (url) => new URL(url).pathname.split('/').pop();

/** Each remote's first base path, read from the module catalogue (contracts) so it stays in sync. */
export function firstRoutes(root) {
  const { modules } = JSON.parse(
    readFileSync(join(root, 'packages/contracts/src/module-catalog.json'), 'utf8'),
  );
  return Object.fromEntries(
    Object.entries(modules).map(([name, { basePaths }]) => [name, basePaths[0]]),
  );
}
/** admin@atlas.test sees the marketplace modules; the agency remote needs an agency admin. */
const ACCOUNT = (remote) => (remote === 'agency' ? 'admin@horizon.test' : 'admin@atlas.test');

export default {
  name: 'bytes',
  description: 'gzip sizes of /login JS, remoteEntry files and first route chunks',
  async run(ctx) {
    const rows = [];
    const { url } = await ctx.product('pglite');
    const browser = await ctx.browser();

    const { page, close } = await freshPage(browser);
    const { total, chunks } = await loginJs(page, url);
    await close();
    rows.push(
      row({
        case: 'bytes',
        metric: '/login JS total',
        value: kb(total),
        unit: 'kB',
        budget: BUDGETS.loginJs / KB,
        note: `${chunks.length} files`,
      }),
    );
    for (const c of chunks)
      rows.push({
        case: 'bytes',
        metric: `  /login ${file(c.url)}`,
        value: kb(c.gzip),
        unit: 'kB',
      });

    for (const { name, gzip } of remoteEntries(ctx.root)) {
      const fields = {
        case: 'bytes',
        metric: `remoteEntry ${name}`,
        unit: 'kB',
        budget: BUDGETS.remoteEntry / KB,
      };
      rows.push(
        gzip == null
          ? skipped(fields, `apps/${name}/dist/remoteEntry.js missing`)
          : row({ ...fields, value: kb(gzip) }),
      );
    }

    // First route chunk: what a remote's first page loads beyond what the signed-in shell
    // (which loads every remote's ./remote for the menu) already has.
    const sessions = {};
    for (const [remote, path] of Object.entries(firstRoutes(ctx.root))) {
      const fields = {
        case: 'bytes',
        metric: `first route ${remote} ${path}`,
        unit: 'kB',
        budget: BUDGETS.firstRouteChunk / KB,
      };
      try {
        const account = ACCOUNT(remote);
        sessions[account] ??= await signIn(browser, url, account);
        rows.push(
          row({
            ...fields,
            ...(await firstRouteChunk(browser, url, remote, path, sessions[account].storageState)),
          }),
        );
      } catch (error) {
        rows.push(skipped(fields, String(error.message).split('\n')[0]));
      }
    }
    return rows;
  },
};

async function firstRouteChunk(browser, url, remote, path, storageState) {
  const { page, close } = await freshPage(browser, { storageState });
  try {
    const loaded = new Map();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script')
        loaded.set(
          r.url(),
          r.body().then(gzipSize, () => 0),
        );
    });
    await page.goto(new URL('/', url).href, { waitUntil: 'networkidle' });
    const before = new Set(loaded.keys());
    await page.evaluate((p) => {
      // Client-side navigation, as a menu click does; the link itself is timed by the page case.
      const link = document.querySelector(`a[href="${p}"]`);
      if (link) link.click();
      else (history.pushState(null, '', p), dispatchEvent(new PopStateEvent('popstate')));
    }, path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300); // a lazy chunk may be requested just after the idle point
    const prefix = new URL(`/remotes/${remote}/`, url).href;
    const fresh = [...loaded.keys()].filter(
      (u) => !before.has(u) && u.startsWith(prefix) && !u.endsWith('/remoteEntry.js'),
    );
    const sizes = await Promise.all(fresh.map((u) => loaded.get(u)));
    const total = sizes.reduce((a, b) => a + b, 0);
    const note = fresh.length
      ? fresh.map((u, i) => `${file(u)} ${kb(sizes[i])}`).join(', ')
      : `no new script from /remotes/${remote}/`;
    const landed = new URL(page.url()).pathname;
    return { value: kb(total), note: landed === path ? note : `${note} (ended on ${landed})` };
  } finally {
    await close();
  }
}
