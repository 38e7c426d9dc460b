import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../test/harness';
import { eq, sql } from 'drizzle-orm';
import { runHousekeeping } from './housekeeping';
import { jobs } from './db/kernel-tables';
import { enqueueJob, getJob, registerJobHandler } from './jobs';
import { waitForJob } from './report-runs';

/**
 * Reports as jobs (kernel/report-runs.ts), on the demo seller: a run answers what the
 * report's GET answers, the long ones through polling, and never behind bulk work.
 */
let t: TestApp;
let admin: string;
let agent: string;
const month = {
  from: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
  to: new Date().toISOString().slice(0, 10),
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, agent] = [await signIn(t, 'admin@atlas.test'), await signIn(t, 'agent@atlas.test')];
}, 120_000);
afterAll(() => t?.close());

const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call(t.app, { method, url, token, ...(payload ? { payload } : {}) });

/** Polls the job as the report page does until it has finished. */
type PolledJob = { id: string; state: string; result?: unknown; error?: string | null };
async function finished(token: string, job: PolledJob): Promise<PolledJob> {
  for (let i = 0; i < 200 && job.state !== 'done' && job.state !== 'failed'; i++) {
    await new Promise((r) => setTimeout(r, 50));
    job = (await as(token, 'GET', `/api/jobs/${job.id}`)).body;
  }
  return job;
}

describe('reports run as jobs', () => {
  it('the orders report needs read Report: an agent without it is refused, money included in exports', async () => {
    expect(
      (await as(agent, 'GET', `/api/orders/report?from=${month.from}&to=${month.to}`)).status,
    ).toBe(403);
    const run = await as(agent, 'POST', '/api/orders/report/runs', month);
    expect(run.status).toBe(403);
    expect(run.body.error.code).toBe('forbidden');
    expect((await as(agent, 'GET', `/api/orders/export?format=csv&kind=report`)).status).toBe(403);
    expect((await as(agent, 'GET', `/api/orders/export?format=csv&kind=orders`)).status).toBe(200);
  });

  it('the orders report run answers the finished job whose result is the report, scoped to the caller', async () => {
    // An agent granted read Report sees the report of their own stores only.
    expect(
      (
        await as(admin, 'PUT', '/api/roles/agent', {
          grant: [{ action: 'read', subject: 'Report' }],
        })
      ).status,
    ).toBe(200);
    for (const token of [admin, agent]) {
      const run = await as(token, 'POST', '/api/orders/report/runs', {
        ...month,
        status: ['delivered', 'returned'],
      });
      expect(run.status, JSON.stringify(run.body)).toBe(200);
      expect(run.body).toMatchObject({ kind: 'orders.report', state: 'done' });
      const direct = await as(
        token,
        'GET',
        `/api/orders/report?from=${month.from}&to=${month.to}&status=delivered,returned`,
      );
      expect(run.body.result).toEqual(direct.body);
      expect(run.body.result.count).toBeGreaterThan(0);
    }
    const all = (await as(admin, 'POST', '/api/orders/report/runs', month)).body.result.count;
    const agents = (await as(agent, 'POST', '/api/orders/report/runs', month)).body.result.count;
    expect(agents).toBeLessThan(all); // the agent's stores only
  });

  it('a report not done in the wait answers 202 with a job the page polls to the same result', async () => {
    const wait = t.app.deps.config.reportWaitMs;
    t.app.deps.config.reportWaitMs = 0;
    try {
      const run = await as(admin, 'POST', '/api/profit-loss/runs', { ...month, groupBy: 'store' });
      expect(run.status).toBe(202);
      expect(['queued', 'running']).toContain(run.body.state);
      const job = await finished(admin, run.body);
      expect(job.state).toBe('done');
      const direct = await as(
        admin,
        'GET',
        `/api/profit-loss?from=${month.from}&to=${month.to}&groupBy=store`,
      );
      expect(job.result).toEqual(direct.body);
      expect((direct.body.currencies as unknown[]).length).toBeGreaterThan(0);
      // An agent of the same tenant cannot read it.
      expect((await as(agent, 'GET', `/api/jobs/${run.body.id}`)).status).toBe(404);
    } finally {
      t.app.deps.config.reportWaitMs = wait;
    }
  });

  it('finance reports run the same way; a wrong period is refused before anything is queued', async () => {
    const run = await as(admin, 'POST', '/api/reports/sales/runs', month);
    expect(run.status).toBe(200);
    const direct = await as(admin, 'GET', `/api/reports/sales?from=${month.from}&to=${month.to}`);
    expect(run.body.result).toEqual(direct.body);
    expect(run.body.result.rows.length).toBeGreaterThan(0);

    const before = await t.db.$count(jobs);
    const wrong = await as(admin, 'POST', '/api/profit-loss/runs', {
      from: month.to,
      to: month.from,
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('to');
    expect(await t.db.$count(jobs)).toBe(before);
    // An agent has no right to profit and loss: the API refuses the run too.
    expect((await as(agent, 'POST', '/api/profit-loss/runs', month)).status).toBe(403);
  });

  it('a report is not queued behind bulk work: it runs in its own lane while imports fill theirs', async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    registerJobHandler('test.bulk-busy', async () => gate);
    const tenantId = (await demoIds(t.db)).tenant('atlas').id;
    const busy = [
      await enqueueJob(t.db, { tenantId, kind: 'test.bulk-busy' }),
      await enqueueJob(t.db, { tenantId, kind: 'test.bulk-busy' }),
    ];
    for (const job of busy) {
      for (let i = 0; i < 100 && (await getJob(t.db, tenantId, job.id))?.state !== 'running'; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect((await getJob(t.db, tenantId, job.id))?.state).toBe('running');
    }
    const run = await as(admin, 'POST', '/api/orders/report/runs', month);
    expect(run.body.state).toBe('done');
    release();
  });

  it('a finished run is dropped by the hourly purge a day later; bulk jobs are not', async () => {
    const old = (await as(admin, 'POST', '/api/orders/report/runs', month)).body;
    const fresh = (await as(admin, 'POST', '/api/orders/report/runs', month)).body;
    const tenantId = (await demoIds(t.db)).tenant('atlas').id;
    const bulk = await enqueueJob(t.db, { tenantId, kind: 'test.bulk-old' });
    await t.db
      .update(jobs)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(jobs.id, old.id));
    await t.db
      .update(jobs)
      .set({ state: 'done', createdAt: sql`now() - interval '2 days'` })
      .where(eq(jobs.id, bulk.id));
    expect((await runHousekeeping(t.db)).reportRuns).toBeGreaterThanOrEqual(1);
    expect(await getJob(t.db, tenantId, old.id)).toBeNull();
    expect(await getJob(t.db, tenantId, fresh.id)).not.toBeNull();
    expect(await getJob(t.db, tenantId, bulk.id)).not.toBeNull();
  });

  it("a wait sees a job finished elsewhere (another replica's worker) by reading its row", async () => {
    const tenantId = (await demoIds(t.db)).tenant('atlas').id;
    // No worker here runs this kind: the row is finished by hand, as another process would.
    const job = await enqueueJob(t.db, { tenantId, kind: 'test.elsewhere' });
    const started = Date.now();
    // (A Drizzle query runs when awaited: execute() starts it.)
    setTimeout(
      () =>
        void t.db
          .update(jobs)
          .set({ state: 'done', result: { from: 'elsewhere' } })
          .where(eq(jobs.id, job.id))
          .execute(),
      300,
    );
    const seen = await waitForJob(t.db, job, 5000);
    expect(seen).toMatchObject({ state: 'done', result: { from: 'elsewhere' } });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(
      (await waitForJob(t.db, await enqueueJob(t.db, { tenantId, kind: 'test.elsewhere' }), 200))
        .state,
    ).toBe('queued');
  });
});
