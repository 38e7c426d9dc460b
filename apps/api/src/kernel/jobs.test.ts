import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../test/harness';
import { jobs } from './db/kernel-tables';
import { enqueueJob, getJob, registerJobHandler } from './jobs';
import { startJobWorker } from './job-worker';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await sleep(25);
  }
}

beforeAll(async () => {
  // The app's own worker stays off: each test starts the workers it needs.
  t = await createTestApp({ jobs: { worker: false, pollMs: 50, leaseMs: 300, concurrency: 2 } });
  ids = await demoIds(t.db);
});
afterAll(() => t?.close());

describe('jobs kernel', () => {
  it('runs a job once, stores progress and result, and a page polls it (tenant-scoped)', async () => {
    registerJobHandler('test.count', async (job, ctx) => {
      const n = (job.payload as { n: number }).n;
      for (let i = 1; i <= n; i++) await ctx.progress(i, n);
      return { counted: n };
    });
    const atlas = ids.tenant('atlas');
    const admin = ids.user('admin@atlas.test');
    const job = await enqueueJob(t.db, {
      tenantId: atlas.id,
      kind: 'test.count',
      payload: { n: 3 },
      createdBy: admin.id,
    });
    expect(job.state).toBe('queued');
    const worker = startJobWorker(t.app.deps, { pollMs: 50, leaseMs: 300 });
    const done = await until(
      () => getJob(t.db, atlas.id, job.id),
      (j) => j?.state === 'done',
    );
    await worker.stop();
    expect(done).toMatchObject({
      state: 'done',
      progressDone: 3,
      progressTotal: 3,
      result: { counted: 3 },
      attempts: 1,
    });

    const token = await signIn(t, 'admin@atlas.test');
    const polled = await call(t.app, { method: 'GET', url: `/api/jobs/${job.id}`, token });
    expect(polled.status).toBe(200);
    expect(polled.body).toMatchObject({
      state: 'done',
      progress: { done: 3, total: 3 },
      result: { counted: 3 },
    });
    const other = await call(t.app, {
      method: 'GET',
      url: `/api/jobs/${job.id}`,
      token: await signIn(t, 'admin@horizon.test'),
    });
    expect(other.status).toBe(404);
    // An agent follows only the jobs they started.
    const agent = await call(t.app, {
      method: 'GET',
      url: `/api/jobs/${job.id}`,
      token: await signIn(t, 'agent@atlas.test'),
    });
    expect(agent.status).toBe(404);
  });

  it('two workers on one database: every job runs exactly once', async () => {
    const runs = new Map<string, number>();
    const ranOn = new Set<string>();
    registerJobHandler('test.once', async (job, ctx) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      ranOn.add(job.lockedBy!);
      await sleep(30);
      await ctx.progress(1, 1);
      return null;
    });
    const tenantId = ids.tenant('atlas').id;
    const created = [];
    for (let i = 0; i < 12; i++)
      created.push(await enqueueJob(t.db, { tenantId, kind: 'test.once' }));
    const a = startJobWorker(t.app.deps, { pollMs: 20, leaseMs: 1000 });
    const b = startJobWorker(t.app.deps, { pollMs: 20, leaseMs: 1000 });
    await until(
      () => t.db.select().from(jobs).where(eq(jobs.kind, 'test.once')),
      (rows) => rows.every((r) => r.state === 'done'),
    );
    await Promise.all([a.stop(), b.stop()]);
    expect(created.map((j) => runs.get(j.id))).toEqual(created.map(() => 1));
    expect(ranOn.size).toBe(2);
  });

  it('takes again a job whose runner died (lease expired), and gives up after maxAttempts', async () => {
    registerJobHandler('test.revive', async () => 'revived');
    const tenantId = ids.tenant('atlas').id;
    const orphan = await enqueueJob(t.db, { tenantId, kind: 'test.revive' });
    const dead = await enqueueJob(t.db, { tenantId, kind: 'test.revive', maxAttempts: 2 });
    // As left by a process killed mid-job: running, held by a worker that no longer renews.
    const past = new Date(Date.now() - 60_000);
    await t.db
      .update(jobs)
      .set({ state: 'running', lockedBy: 'gone:1', leaseUntil: past, attempts: 1 })
      .where(eq(jobs.id, orphan.id));
    await t.db
      .update(jobs)
      .set({ state: 'running', lockedBy: 'gone:2', leaseUntil: past, attempts: 2 })
      .where(eq(jobs.id, dead.id));
    const worker = startJobWorker(t.app.deps, { pollMs: 20, leaseMs: 300 });
    const revived = await until(
      () => getJob(t.db, tenantId, orphan.id),
      (j) => j?.state === 'done',
    );
    const failed = await until(
      () => getJob(t.db, tenantId, dead.id),
      (j) => j?.state === 'failed',
    );
    await worker.stop();
    expect(revived).toMatchObject({ state: 'done', result: 'revived', attempts: 2 });
    expect(failed?.error).toMatch(/stopped too many times/);
  });

  it('a failing job is retried, then marked failed with its error', async () => {
    let calls = 0;
    registerJobHandler('test.fail', async () => {
      calls++;
      throw new Error('marketplace said no');
    });
    const tenantId = ids.tenant('atlas').id;
    const job = await enqueueJob(t.db, { tenantId, kind: 'test.fail', maxAttempts: 2 });
    const worker = startJobWorker(t.app.deps, { pollMs: 20, leaseMs: 300 });
    const failed = await until(
      () => getJob(t.db, tenantId, job.id),
      (j) => j?.state === 'failed',
    );
    await worker.stop();
    expect(failed).toMatchObject({ state: 'failed', error: 'marketplace said no', attempts: 2 });
    expect(calls).toBe(2);
  });

  it('graceful stop: a job finishing within the grace period completes; a longer one is handed back', async () => {
    registerJobHandler('test.slow', async (job, ctx) => {
      const ms = (job.payload as { ms: number }).ms;
      // A well-behaved handler stops with an error when aborted; had it returned a result,
      // the job would honestly be done, racing the hand-back.
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, ms);
        ctx.signal.addEventListener(
          'abort',
          () => (clearTimeout(timer), reject(ctx.signal.reason)),
        );
      });
      return 'finished';
    });
    const tenantId = ids.tenant('atlas').id;
    const short = await enqueueJob(t.db, { tenantId, kind: 'test.slow', payload: { ms: 200 } });
    let worker = startJobWorker(t.app.deps, { pollMs: 20, leaseMs: 5000, concurrency: 1 });
    await until(
      () => getJob(t.db, tenantId, short.id),
      (j) => j?.state === 'running',
    );
    await worker.stop(2000);
    expect((await getJob(t.db, tenantId, short.id))?.state).toBe('done');

    const long = await enqueueJob(t.db, { tenantId, kind: 'test.slow', payload: { ms: 60_000 } });
    worker = startJobWorker(t.app.deps, { pollMs: 20, leaseMs: 5000, concurrency: 1 });
    await until(
      () => getJob(t.db, tenantId, long.id),
      (j) => j?.state === 'running',
    );
    await worker.stop(100);
    expect(await getJob(t.db, tenantId, long.id)).toMatchObject({
      state: 'queued',
      lockedBy: null,
      attempts: 0,
    });
    await t.db.delete(jobs).where(eq(jobs.id, long.id));
  });
});
