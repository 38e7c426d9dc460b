import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { expectedMigrations, openPglite } from './db/client';
import { openTestDatabase } from '../test/test-database';

const apiDir = path.resolve(import.meta.dirname, '../..');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-start-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

/** `node src/main.ts` through tsx, as `npm start` runs dist/main.js; resolves when it exits or prints its start line. */
function startApi(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SCRYPT_LOG_N: '12', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (!m) return;
      clearInterval(timer);
      resolve(m[1]!);
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited ${code}: ${out}`));
    });
  });
  listening.catch(() => {});
  return { child, exited, listening, output: () => out };
}

describe('the embedded database folder is one process’s', () => {
  it('a second API process on the same DATA_DIR refuses to start, naming the folder and the holder', async () => {
    const dataDir = path.join(temp, 'data');
    const held = await openPglite(dataDir); // this test process holds it, as `npm start` would
    try {
      const second = startApi({ DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `The data folder ${dataDir} is in use by another API process ${process.pid}`,
      );
    } finally {
      await held.close();
    }
    // Released on close: the folder opens again.
    const again = await openPglite(dataDir);
    await again.close();
  }, 90_000); // a second API process starts from source (tsx): seconds on a busy machine

  it('a lock left by a process that no longer runs (kill -9) is taken over', async () => {
    const dataDir = path.join(temp, 'stale');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(
      path.join(dataDir, 'sp-api.lock'),
      JSON.stringify({ pid: 2 ** 22 + 17, host: os.hostname(), startedAt: '2026-01-01T00:00:00Z' }),
    );
    const db = await openPglite(dataDir);
    await db.close();
  });
});

describe('health, readiness and graceful shutdown', () => {
  it('/api/health answers, /api/ready checks the database and the migrations', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ database, prepare: false, logger: false });
    try {
      expect((await app.inject('/api/health')).json()).toEqual({ status: 'ok' });
      const ready = await app.inject('/api/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        migrations: { applied: expectedMigrations(), expected: expectedMigrations() },
      });
      await database.close(); // the database goes away: not ready any more
      expect((await app.inject('/api/ready')).statusCode).toBe(503);
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('shutdown lets a request in flight finish before the process lets go', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ database, prepare: false, logger: false });
    app.get('/api/slow-for-test', { config: { public: true } }, async () => {
      await new Promise((r) => setTimeout(r, 400));
      return { finished: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${port}/api/slow-for-test`).then((r) => r.json());
    await new Promise((r) => setTimeout(r, 100));
    await app.close();
    expect(await inFlight).toEqual({ finished: true });
    await database.close();
    await database.drop();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('production start on PostgreSQL', () => {
  it('three replicas starting together apply the migrations once, are ready, and stop on SIGTERM', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `sp_start_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), DATA_DIR: path.join(temp, 'pg-files'), DEMO: '1' };
    const replicas = [startApi(env), startApi(env), startApi(env)];
    try {
      const urls = await Promise.all(replicas.map((r) => r.listening));
      for (const base of urls) {
        const ready = await fetch(`${base}/api/ready`);
        expect(ready.status).toBe(200);
      }
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      const migrations = await db.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const tenants = await db.query(`select count(*)::int as n from tenants where slug = 'atlas'`);
      await db.end();
      expect(migrations.rows[0].n).toBe(expectedMigrations());
      expect(tenants.rows[0].n).toBe(1); // demo data seeded once
      // Quiet by default: no request lines in the output.
      expect(replicas[0]!.output()).not.toContain('incoming request');
    } finally {
      for (const r of replicas) r.child.kill('SIGTERM');
      const codes = await Promise.all(replicas.map((r) => r.exited));
      expect(codes).toEqual([0, 0, 0]);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
