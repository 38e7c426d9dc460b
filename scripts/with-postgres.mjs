#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL: `node scripts/with-postgres.mjs pnpm --filter api test`.
// Starts initdb/pg_ctl in a temp dir on 127.0.0.1 at a free port, sets TEST_DATABASE_URL and
// DATABASE_URL for the command, then stops and removes the server and exits with its code.
// initdb refuses root: as root the cluster belongs to user `postgres` and runs through `su`.
// `startPostgres()` is the same server as a function (the bench starts one for its run).
/* global process, console */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const isRoot = process.getuid?.() === 0;
const quote = (s) => `'${String(s).replaceAll("'", "'\\''")}'`;

/** Runs a PostgreSQL tool as the current user, or as `postgres` when we are root. */
function pgTool(args, { check = true } = {}) {
  const result = isRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', args.map(quote).join(' ')], {
        encoding: 'utf8',
      })
    : spawnSync(args[0], args.slice(1), { encoding: 'utf8' });
  if (check && result.status !== 0) {
    throw new Error(`${args[0]} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts a throwaway server; resolves with { url, stop() } (stop also removes its folder). */
export async function startPostgres() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-pg-'));
  const dataDir = path.join(dir, 'data');
  let started = false;
  const stop = () => {
    if (started) pgTool(['pg_ctl', '-D', dataDir, '-m', 'fast', '-w', 'stop'], { check: false });
    started = false;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (isRoot) {
      fs.chmodSync(dir, 0o755);
      spawnSync('chown', ['postgres:', dir]);
    }
    const port = await freePort();
    pgTool(['initdb', '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const opts = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`;
    pgTool([
      'pg_ctl',
      '-D',
      dataDir,
      '-o',
      opts,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      'start',
    ]);
    started = true;
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (err) {
    stop();
    throw err;
  }
}

async function main(command) {
  if (!command.length) {
    console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
    process.exit(2);
  }
  let server = null;
  let code = 1;
  try {
    server = await startPostgres();
    const { url } = server;
    console.error(`[with-postgres] PostgreSQL on ${url}`);
    const child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      shell: process.platform === 'win32',
      env: { ...process.env, TEST_DATABASE_URL: url, DATABASE_URL: url },
    });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    code = await new Promise((resolve) =>
      child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))),
    );
  } catch (err) {
    console.error(`[with-postgres] ${err.message}`);
  } finally {
    server?.stop();
  }
  process.exit(code);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await main(process.argv.slice(2));
