// What a case receives: shared, lazily started resources (the product on each database,
// the browser, the baselines), so a case asks for what it needs and the run starts each
// thing once. Everything started here is stopped by close().
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBaselineReact, DIST } from '../baseline-react/build.mjs';
import { launch } from './browser.mjs';
import { freePort, ROOT, startProduct, waitFor200 } from './product.mjs';
import { serveStatic } from './static.mjs';

// The API limits sign-ins per address (20 a minute by default) and every request here
// comes from 127.0.0.1: the bench raises it so login rows measure the handler (scrypt),
// not the limiter. The start case uses the defaults.
export const BENCH_ENV = { LOGIN_RATE_LIMIT: '1000000' };

export function createContext() {
  const cleanups = [];
  const once = new Map();
  const lazy = (key, make) => {
    if (!once.has(key)) once.set(key, make());
    return once.get(key);
  };
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sp-bench-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  const ctx = {
    root: ROOT,
    log: (msg) => process.stderr.write(`  · ${msg}\n`),
    tempDir,
    onClose: (fn) => cleanups.push(fn),

    /** A PostgreSQL 15 server for the run (scripts/with-postgres.mjs), or throws why not. */
    postgres: () =>
      lazy('postgres', async () => {
        const { startPostgres } = await import('./postgres.mjs');
        const pg = await startPostgres();
        cleanups.push(pg.stop);
        return pg;
      }),

    /** Starts a product instance the case owns (it must call stop()). */
    startProduct: async (kind, { dataDir, env = BENCH_ENV } = {}) => {
      if (kind === 'postgres') {
        const pg = await ctx.postgres();
        const databaseUrl = await pg.freshDatabase();
        return { ...(await startProduct({ databaseUrl, dataDir: tempDir(), env })), databaseUrl };
      }
      return startProduct({ dataDir: dataDir ?? join(tempDir(), 'db'), env });
    },

    /** Things that went wrong but did not stop the run; saved with the results. */
    incidents: [],

    /**
     * The product for measuring, one per database kind, on a fresh database with demo data.
     * If it died (it should not), the death is recorded and a new one is started.
     */
    product: async (kind = 'pglite') => {
      const key = `product-${kind}`;
      const current = once.has(key) ? await once.get(key).catch(() => null) : null;
      if (current?.exited()) {
        const incident = `the ${kind} product exited (${current.exited()}); restarted. stderr: ${current.log().slice(-600)}`;
        ctx.incidents.push(incident);
        ctx.log(incident);
        once.delete(key);
      }
      return lazy(key, async () => {
        const p = await ctx.startProduct(kind);
        cleanups.push(p.stop);
        return p;
      });
    },

    browser: () =>
      lazy('browser', async () => {
        const browser = await launch();
        cleanups.push(() => browser.close());
        return browser;
      }),

    /** The bare React page, built by the bench with Rspack and served on loopback. */
    baselineReact: () =>
      lazy('baseline-react', async () => {
        await buildBaselineReact();
        const server = await serveStatic(DIST);
        cleanups.push(server.close);
        return server;
      }),

    /** The bare Fastify hello-world in its own process. */
    baselineFastify: () =>
      lazy('baseline-fastify', async () => {
        const port = await freePort();
        const child = spawn(
          process.execPath,
          [join(import.meta.dirname, '../baseline-fastify.mjs')],
          {
            env: { ...process.env, PORT: String(port) },
            stdio: 'ignore',
          },
        );
        cleanups.push(() => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))));
        const url = `http://127.0.0.1:${port}`;
        await waitFor200(`${url}/hello`, performance.now(), child, 10_000);
        return { url };
      }),

    async close() {
      for (const fn of cleanups.reverse())
        await Promise.resolve()
          .then(fn)
          .catch(() => {});
    },
  };
  return ctx;
}
