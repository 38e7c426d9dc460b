import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { jobs } from './db/kernel-tables';
import { HOUSEKEEPING_JOB } from './housekeeping';
import { startJobWorker } from './job-worker';
import { registerRecurring, scheduleRecurring } from './schedule';

let t: TestApp;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const occurrences = (kind: string) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), isNull(jobs.tenantId)));

async function until(ok: () => Promise<boolean>, ms = 8000) {
  const end = Date.now() + ms;
  while (!(await ok()) && Date.now() < end) await sleep(25);
}

beforeAll(async () => {
  // The app's own worker stays off: each test starts the workers it needs.
  t = await createTestApp({ jobs: { worker: false, pollMs: 20, leaseMs: 1000, concurrency: 2 } });
});
afterAll(() => t?.close());

describe('one scheduler for recurring platform work', () => {
  it('keeps one queued occurrence per kind, however many replicas schedule it', async () => {
    await Promise.all([scheduleRecurring(t.db), scheduleRecurring(t.db), scheduleRecurring(t.db)]);
    const queued = (await occurrences(HOUSEKEEPING_JOB)).filter((j) => j.state === 'queued');
    expect(queued).toHaveLength(1);
    // The first run waits a minute after start, out of start-up's way.
    expect(queued[0]!.runAfter.getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it('two workers run each occurrence once, and each run queues the next', async () => {
    let runs = 0;
    registerRecurring(
      'test.every',
      async () => {
        runs++;
        await sleep(30);
        return { ran: runs };
      },
      { everyMs: 150, firstAfterMs: 0 },
    );
    await scheduleRecurring(t.db);
    const a = startJobWorker(t.app.deps, { pollMs: 20, leaseMs: 1000 });
    const b = startJobWorker(t.app.deps, { pollMs: 20, leaseMs: 1000 });
    await until(
      async () => (await occurrences('test.every')).filter((j) => j.state === 'done').length >= 3,
    );
    await Promise.all([a.stop(), b.stop()]);
    const rows = await occurrences('test.every');
    const done = rows.filter((j) => j.state === 'done');
    expect(done.length).toBeGreaterThanOrEqual(3);
    expect(runs).toBe(done.length + rows.filter((j) => j.state === 'running').length);
    expect(rows.filter((j) => j.state === 'queued')).toHaveLength(1);
    // Occurrences are spaced by the interval, not run back to back.
    const starts = done.map((j) => j.startedAt!.getTime()).sort((x, y) => x - y);
    for (let i = 1; i < starts.length; i++)
      expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(140);
  });

  it('the housekeeping occurrence runs every module’s registered task', async () => {
    await t.db
      .update(jobs)
      .set({ runAfter: new Date(Date.now() - 1000) })
      .where(and(eq(jobs.kind, HOUSEKEEPING_JOB), eq(jobs.state, 'queued')));
    const worker = startJobWorker(t.app.deps, { pollMs: 20, leaseMs: 5000 });
    await until(async () => (await occurrences(HOUSEKEEPING_JOB)).some((j) => j.state === 'done'));
    await worker.stop();
    const [ran] = (await occurrences(HOUSEKEEPING_JOB)).filter((j) => j.state === 'done');
    expect(Object.keys(ran!.result as object)).toEqual(
      expect.arrayContaining([
        'sessions',
        'outbox',
        'imports',
        'reportRuns',
        'idempotencyKeys',
        'platformJobs',
      ]),
    );
    expect((await occurrences(HOUSEKEEPING_JOB)).filter((j) => j.state === 'queued')).toHaveLength(
      1,
    );
  });
});
