import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds, DEMO_PASSWORD } from '../../test/harness';
import { openTestDatabase } from '../../test/test-database';

/**
 * Issue 29.6: keyed order creations sent to one API process, killed (-9) in the middle of
 * the burst, then every request retried on a second process on the same PostgreSQL:
 * exactly one order per key, because each key's answer is stored in the order's own
 * transaction. PostgreSQL only (two processes on one embedded database is refused by design).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const apiDir = path.resolve(import.meta.dirname, '../../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const children: ChildProcess[] = [];

function startApi(url: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      PORT: '0',
      SCRYPT_LOG_N: '12',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    const seen = (d: Buffer) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ child, base: m[1]! });
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.once('exit', (code) => reject(new Error(`API exited ${code}: ${out}`)));
  });
}

beforeAll(async () => {
  if (onPostgres) database = await openTestDatabase();
}, 120_000);
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await database?.close();
  await database?.drop();
});

describe.skipIf(!onPostgres)('Idempotency-Key across a killed replica', () => {
  it('a keyed burst, the replica killed with -9, everything retried on the other: exactly one order per key', async () => {
    const [a, b] = await Promise.all([startApi(database.url!), startApi(database.url!)]);
    const login = await fetch(`${b.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@atlas.test', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { accessToken: string }).accessToken;
    const ids = await demoIds(database.db);
    const storeId = ids.store('Atlas Casablanca').id;
    const product = (
      await database.db.execute<{ id: string }>(
        sql`select id::text from products where tenant_id = ${ids.tenant('atlas').id} limit 1`,
      )
    ).rows[0]!.id;
    const marker = `burst-${Date.now()}`;
    const keys = Array.from({ length: 60 }, (_, i) => `${marker}-${i}`);
    const body = (i: number) =>
      JSON.stringify({
        storeId,
        paymentMethod: 'cod',
        note: marker,
        customer: {
          name: `Client ${i}`,
          phone: '+212 600-777888',
          city: 'Casablanca',
          address: `${i} rue Jenner`,
        },
        lines: [{ productId: product, quantity: 1 }],
      });
    const send = (base: string, i: number) =>
      fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': keys[i]!,
        },
        body: body(i),
      });

    // The burst on A; A dies (kill -9) once some have been answered, others still in flight.
    let answered = 0;
    const burst = keys.map((_, i) =>
      send(a.base, i).then(
        (r) => {
          answered++;
          return r.status;
        },
        () => 'lost',
      ),
    );
    while (answered < 8) await sleep(5);
    a.child.kill('SIGKILL');
    const firstRound = await Promise.all(burst);
    expect(firstRound.filter((s) => s === 'lost').length).toBeGreaterThan(0); // the kill did cut requests off

    // Every request again on B, as a client that never saw an answer would (409: wait, retry).
    const orderIds = await Promise.all(
      keys.map(async (_, i) => {
        for (let attempt = 0; attempt < 50; attempt++) {
          const res = await send(b.base, i);
          if (res.status === 201) return ((await res.json()) as { id: string }).id;
          expect(res.status).toBe(409);
          await sleep(200);
        }
        throw new Error(`key ${keys[i]} never answered`);
      }),
    );
    const stored = (
      await database.db.execute<{ id: string }>(
        sql`select id::text from orders where note = ${marker}`,
      )
    ).rows.map((r) => r.id);
    expect(stored).toHaveLength(keys.length);
    expect(new Set(orderIds).size).toBe(keys.length);
    expect(new Set(stored)).toEqual(new Set(orderIds));
  }, 180_000);
});
