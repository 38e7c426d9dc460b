import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { jobs } from '../../kernel/db/kernel-tables';
import { enqueueJob } from '../../kernel/jobs';
import { products } from '../catalogue';
import { productsKind } from '../catalogue/products-import-kind';
import { COMMIT_JOB } from './service';
import { imports } from './tables';
import { analysed, commit, fixture, settle } from './test-helpers';

let t: TestApp;
let admin: string;
let tenantId: string;
const count = async (skus: string[]) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), sql`${products.sku} in ${skus}`));
  return row!.n;
};

beforeAll(async () => {
  t = await createTestApp({ jobs: { worker: true, pollMs: 30, leaseMs: 600, concurrency: 2 } });
  admin = await signIn(t, 'admin@atlas.test');
  tenantId = (await demoIds(t.db)).tenant('atlas').id;
});
afterAll(() => t?.close());

describe('an import that dies half-way', () => {
  it('stores nothing when the commit fails after writing part of the rows, and can be committed again', async () => {
    const imp = await analysed(t, admin, 'products', 'products-ok.csv', fixture('products-ok.csv'));
    const real = productsKind.commit;
    const spy = vi.spyOn(productsKind, 'commit').mockImplementationOnce(async (rows, ctx) => {
      await real(rows, ctx); // the rows are written inside the transaction ...
      throw new Error('process killed'); // ... then it dies
    });
    const failed = await commit(t, admin, imp.id);
    expect(failed.body).toMatchObject({ status: 'ready', error: { code: 'import_commit_failed' } });
    expect(await count(['IMP-100', 'IMP-101', 'IMP-102'])).toBe(0);
    spy.mockRestore();
    const done = await commit(t, admin, imp.id);
    expect(done.body.status).toBe('committed');
    expect(await count(['IMP-100', 'IMP-101', 'IMP-102'])).toBe(3);
  });

  it('a commit whose server stopped (lease expired) is taken again by a live worker and stored once', async () => {
    const file = Buffer.from(fixture('products-ok.csv').toString().replace(/IMP-1/g, 'IMP-9'));
    const imp = await analysed(t, admin, 'products', 'restart.csv', file);
    // What a crash leaves: the job "running" on a dead host, its transaction rolled back by the database.
    const job = await enqueueJob(t.db, {
      tenantId,
      kind: COMMIT_JOB,
      payload: { importId: imp.id },
      createdBy: null,
      runAfter: new Date(Date.now() + 3_600_000),
    });
    await t.db
      .update(imports)
      .set({ status: 'committing', phase: 'commit', jobId: job.id })
      .where(eq(imports.id, imp.id));
    await t.db
      .update(jobs)
      .set({
        state: 'running',
        lockedBy: 'dead-host:1',
        attempts: 1,
        leaseUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(jobs.id, job.id));
    const after = await settle(t, admin, imp.id);
    expect(after.status).toBe('committed');
    expect(await count(['IMP-900', 'IMP-901', 'IMP-902'])).toBe(3);
    // The job ends a little after the import shows committed (its stored rows leave the
    // staging table in between): asked at once, it could still be running.
    await expect
      .poll(async () => (await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0], {
        timeout: 10_000,
      })
      .toMatchObject({ state: 'done', attempts: 2 });
  });
});
