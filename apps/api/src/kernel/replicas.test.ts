import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { openPostgres, type Database } from './db/client';
import { enqueueJob, getJob, registerJobHandler } from './jobs';
import { notify } from '../modules/notifications/service';
import { call as harnessCall, demoIds, DEMO_PASSWORD } from '../test/harness';
import { openTestDatabase } from '../test/test-database';

// Requests as the API alone makes them right: no wait for notifications the test did not cause.
const call: typeof harnessCall = (app, opts) =>
  harnessCall(app, { ...opts, waitForHandEdits: false });

// Two API replicas on one PostgreSQL: two buildApp instances, each with a pool of its own,
// as two processes would be. PGlite is one process by design (see data-dir-lock), so skip.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let first: Awaited<ReturnType<typeof openTestDatabase>>;
let second: Database;
let a: FastifyInstance;
let b: FastifyInstance;
const jobs = { worker: true, pollMs: 50, leaseMs: 600, concurrency: 2 };
const config = { loginRateLimit: { max: 1000, windowMs: 60_000 }, jobs, shutdownGraceMs: 200 };

beforeAll(async () => {
  if (!onPostgres) return;
  first = await openTestDatabase();
  second = openPostgres(first.url!);
  a = await buildApp({ database: first, prepare: false, logger: false, config });
  b = await buildApp({ database: second, prepare: false, logger: false, config });
  await Promise.all([a.ready(), b.ready()]);
});
afterAll(async () => {
  if (!onPostgres) return;
  await Promise.all([a?.close().catch(() => {}), b?.close().catch(() => {})]);
  await second?.close();
  await first?.close();
  await first?.drop();
});

const login = (app: FastifyInstance, email: string, password = DEMO_PASSWORD, ip = '10.9.9.9') =>
  call(app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

async function eventually(check: () => boolean | Promise<boolean>, ms = 5000) {
  for (
    const deadline = Date.now() + ms;
    Date.now() < deadline;
    await new Promise((r) => setTimeout(r, 50))
  )
    if (await check()) return;
  throw new Error('condition not met in time');
}

describe.skipIf(!onPostgres)('two replicas on one PostgreSQL', () => {
  it('(a) a notification created through one reaches an SSE stream opened on the other', async () => {
    const token = (await login(b, 'agent@atlas.test')).body.accessToken as string;
    await b.listen({ port: 0, host: '127.0.0.1' });
    const { port } = b.server.address() as { port: number };
    const controller = new AbortController();
    // The ticket is asked of replica A and redeemed on B: tickets live in the database.
    const { ticket } = (
      await call(a, { method: 'POST', url: '/api/notifications/stream-tickets', token })
    ).body as { ticket: string };
    const res = await fetch(`http://127.0.0.1:${port}/api/notifications/stream?ticket=${ticket}`, {
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    await reader.read(); // ": connected"
    const ids = await demoIds(first.db);
    // Created through replica A (its service, its pool): B's stream must get it.
    await notify(
      a.deps,
      { tenantId: ids.tenant('atlas').id, userId: ids.user('agent@atlas.test').id },
      { type: 'order', title: 'Order ATL-000777 to ship' },
    );
    let text = '';
    const deadline = Date.now() + 5000;
    while (!text.includes('event: notification') && Date.now() < deadline)
      text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    expect(text).toContain('event: notification');
    expect(text).toContain('Order ATL-000777 to ship');
  });

  it('(b) the sign-in throttle is one limit across both replicas', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await login(i % 2 ? b : a, 'agent@horizon.test', 'wrong-password-1')).status);
    // Five failures are free wherever they land; the sixth waits, on either replica.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('(c) an Idempotency-Key replayed on the other replica answers the first result', async () => {
    const token = (await login(a, 'admin@atlas.test', DEMO_PASSWORD, '10.7.7.7')).body
      .accessToken as string;
    const create = (app: FastifyInstance) =>
      call(app, {
        method: 'POST',
        url: '/api/stores',
        token,
        headers: { 'idempotency-key': 'replica-key-1' },
        payload: { name: 'Atlas Tanger', marketplace: 'Jumia', country: 'MA', currency: 'MAD' },
      });
    const once = await create(a);
    const again = await create(b);
    expect(once.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(once.body);
  });

  it('a caller kept by one replica changes there within moments when the other changes it (NOTIFY, not the 60 s expiry)', async () => {
    const admin = (await login(a, 'admin@horizon.test', DEMO_PASSWORD, '10.6.6.6')).body
      .accessToken as string;
    const agent = (await login(b, 'agent@horizon.test', DEMO_PASSWORD, '10.6.6.7')).body
      .accessToken as string;
    const agentId = (await demoIds(first.db)).user('agent@horizon.test').id;
    const rolesOnB = () => call(b, { method: 'GET', url: '/api/roles', token: agent });
    expect((await rolesOnB()).status).toBe(403);
    expect((await rolesOnB()).status).toBe(403); // B serves the agent from memory now
    expect(b.deps.callers.size).toBeGreaterThan(0);
    expect(
      (
        await call(a, {
          method: 'PATCH',
          url: `/api/users/${agentId}`,
          token: admin,
          payload: { role: 'admin' },
        })
      ).status,
    ).toBe(200);
    // B hears of the change by NOTIFY, which PostgreSQL sends at commit: by the time A has
    // answered, in practice, but both replicas share this one process and its event loop
    // here, so B may read its socket a moment later. Well before the 60 s an entry may live.
    const onB = async () => (await rolesOnB()).status;
    await expect.poll(onB, { timeout: 2_000, interval: 20 }).toBe(200);
    expect(
      (await call(a, { method: 'POST', url: `/api/users/${agentId}/deactivate`, token: admin }))
        .status,
    ).toBe(200);
    await expect.poll(onB, { timeout: 2_000, interval: 20 }).toBe(401);
    expect(
      (await call(a, { method: 'POST', url: `/api/users/${agentId}/reactivate`, token: admin }))
        .status,
    ).toBe(200);
  });

  it('a replica that lost its LISTEN connection keeps no caller until it listens again', async () => {
    const admin = (await login(b, 'admin@atlas.test', DEMO_PASSWORD, '10.5.5.5')).body
      .accessToken as string;
    const adminId = (await demoIds(first.db)).user('admin@atlas.test').id;
    const me = async () =>
      (await call(b, { method: 'GET', url: '/api/auth/me', token: admin })).body.userData
        .fullName as string;
    const name = await me();
    expect(b.deps.callers.size).toBeGreaterThan(0);
    // Cut every LISTEN connection (A's as well): B forgets what it kept.
    await first.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN "sp_callers"%'`,
    );
    await eventually(() => b.deps.callers.size === 0);
    // A change nobody is told of (no listener): B reads the caller again, so it sees it.
    await first.db.execute(
      sql`update users set full_name = 'Atlas Admin (renamed)' where id = ${adminId}`,
    );
    expect(await me()).toBe('Atlas Admin (renamed)');
    // Listening again (after a second), B keeps callers again, and drops them on change.
    await eventually(async () => (await me(), b.deps.callers.size > 0));
    await first.db.execute(sql`update users set full_name = ${name} where id = ${adminId}`);
    await b.deps.callers.sync();
    expect(await me()).toBe(name);
  });

  it('(d) a job runs on exactly one replica; when its replica stops, the other one finishes it', async () => {
    const runs = new Map<string, string[]>();
    registerJobHandler('test.replicas', async (job, ctx) => {
      runs.set(job.id, [...(runs.get(job.id) ?? []), ctx.deps === a.deps ? 'a' : 'b']);
      const { ms } = job.payload as { ms: number };
      for (let i = 1; i <= 4; i++) {
        await new Promise((r) => setTimeout(r, ms / 4));
        await ctx.progress(i, 4);
      }
      return { ok: true };
    });
    const tenantId = (await demoIds(first.db)).tenant('atlas').id;
    const until = async (id: string, state: string) => {
      for (let i = 0; i < 400; i++) {
        const job = await getJob(first.db, tenantId, id);
        if (job?.state === state) return job;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`job ${id} never reached ${state}`);
    };
    const quick = [];
    for (let i = 0; i < 10; i++)
      quick.push(
        await enqueueJob(a.deps.db, { tenantId, kind: 'test.replicas', payload: { ms: 40 } }),
      );
    for (const job of quick) await until(job.id, 'done');
    expect(quick.map((j) => runs.get(j.id)!.length)).toEqual(quick.map(() => 1));
    expect(new Set(quick.map((j) => runs.get(j.id)![0])).size).toBe(2); // both replicas took work

    // A long job: the replica running it shuts down (short grace) and hands it back; the other finishes it.
    const long = await enqueueJob(b.deps.db, {
      tenantId,
      kind: 'test.replicas',
      payload: { ms: 2000 },
    });
    await until(long.id, 'running');
    const holder = runs.get(long.id)![0]!;
    await (holder === 'a' ? a : b).close();
    const done = await until(long.id, 'done');
    expect(runs.get(long.id)).toEqual([holder, holder === 'a' ? 'b' : 'a']);
    expect(done).toMatchObject({ progressDone: 4, result: { ok: true } });
  });
});
