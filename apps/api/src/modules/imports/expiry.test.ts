import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../../test/harness';
import { runHousekeeping } from '../../kernel/housekeeping';
import { analysed, commit } from './test-helpers';
import { importFiles, importRows, imports } from './tables';

/** A file analysed and left for more than a week is dropped; its rows in error stay for the error file. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: { worker: true, pollMs: 30, leaseMs: 2000, concurrency: 2 } });
  admin = await signIn(t, 'admin@atlas.test');
});
afterAll(() => t?.close());

const csv = (prefix: string) =>
  Buffer.from(
    `sku,name,category,cost price,sale price\n${prefix}-1,Plateau,Maison,10,20\n${prefix}-2,Théière,Maison,12,25\n${prefix}-3,,Maison,abc,22\n`,
  );
const staged = async (id: string) =>
  (
    await t.db
      .select({ action: importRows.action })
      .from(importRows)
      .where(eq(importRows.importId, id))
  )
    .map((r) => r.action)
    .sort();
const hasFile = async (id: string) =>
  (
    await t.db
      .select({ id: importFiles.importId })
      .from(importFiles)
      .where(eq(importFiles.importId, id))
  ).length === 1;

describe('imports left uncommitted', () => {
  it('expire after seven days at the hourly purge: failed as import_expired, file and staged rows gone, errors kept, commit refused', async () => {
    const old = await analysed(t, admin, 'products', 'left.csv', csv('LEFT'));
    expect(old).toMatchObject({ status: 'ready', counts: { new: 2, error: 1 } });
    const recent = await analysed(t, admin, 'products', 'recent.csv', csv('RECENT'));
    await runHousekeeping(t.db); // whatever the demo history left a week ago
    await t.db
      .update(imports)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(imports.id, old.id));

    expect((await runHousekeeping(t.db)).imports).toBe(1);
    const gone = (await call(t.app, { method: 'GET', url: `/api/imports/${old.id}`, token: admin }))
      .body;
    expect(gone).toMatchObject({ status: 'failed', error: { code: 'import_expired' } });
    expect(await hasFile(old.id)).toBe(false);
    expect(await staged(old.id)).toEqual(['error']);
    const errors = await call(t.app, {
      method: 'GET',
      url: `/api/imports/${old.id}/errors`,
      token: admin,
    });
    expect(errors.status).toBe(200);
    expect(String(errors.body)).toContain('LEFT-3');
    const refused = await commit(t, admin, old.id, true);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('import_not_ready');

    expect((await runHousekeeping(t.db)).imports).toBe(0); // swept once
    // The week-old rule only: a file of today is still there and commits.
    expect(await hasFile(recent.id)).toBe(true);
    expect(await staged(recent.id)).toEqual(['error', 'new', 'new']);
    expect((await commit(t, admin, recent.id, true)).body).toMatchObject({ status: 'committed' });
  });
});
