// Starts the product the way users do (`node apps/api/dist/main.js`), one process per
// instance, on loopback and a port of its own, and times how long it takes to answer.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');
export const MAIN = join(ROOT, 'apps/api/dist/main.js');

/** A free loopback port (the OS picks one, we release it straight away). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer().once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200; resolves with the time it took from `since`. */
export async function waitFor200(url, since, child, timeoutMs = 90_000) {
  while (performance.now() - since < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    // 20 ms keeps the start-time error small without busy-looping a 2-core machine.
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/**
 * @param {{ dataDir?: string, databaseUrl?: string, env?: object, nodeArgs?: string[], timeoutMs?: number }} options
 * (BENCH_START_TIMEOUT_MS raises the 90 s a start may take, for a machine busy with other work)
 * PGlite in `dataDir` unless `databaseUrl` is given (then DEMO=1 seeds the demo tenants).
 * Returns { url, startMs, stop(), log(), exited() } once /api/tenant/public answers 200.
 */
export async function startProduct({
  dataDir,
  databaseUrl,
  env = {},
  nodeArgs = [],
  timeoutMs = Number(process.env.BENCH_START_TIMEOUT_MS ?? 90_000),
}) {
  if (!existsSync(MAIN)) throw new Error('apps/api/dist/main.js is missing: the API did not build');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const since = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, MAIN], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_ROOT: ROOT,
      // Even on PostgreSQL the API may keep files (uploads) in DATA_DIR: never the repo's.
      DATA_DIR: dataDir ?? mkdtempSync(join(tmpdir(), 'sp-bench-')),
      LOG_LEVEL: 'warn', // request logs would cost the API throughput we are measuring
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DEMO: '1' } : { DATABASE_URL: '' }),
      ...env,
    },
  });
  child.stderr.on('data', (d) => (output = (output + d).slice(-4000)));
  let exit = null;
  child.once('exit', (code, signal) => (exit = signal ? `signal ${signal}` : `code ${code}`));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000).unref();
    });
  try {
    const startMs = await waitFor200(`${url}/api/tenant/public`, since, child, timeoutMs);
    // exited() says why an instance stopped answering mid-run (null while it runs).
    return { url, startMs, pid: child.pid, stop, log: () => output, exited: () => exit };
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${output}`);
  }
}
