import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import type { RowToStore } from './kinds/types';
import { clearRows, rowsToStore, stageRows } from './staging';
import { analysed, fixture } from './test-helpers';

let t: TestApp;
let importId: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: { worker: true, pollMs: 30, leaseMs: 2000, concurrency: 2 } });
  const admin = await signIn(t, 'admin@atlas.test');
  const store = { 'x-store-id': (await demoIds(t.db)).store('Atlas Casablanca').id };
  const imp = await analysed(t, admin, 'products', 'p.csv', fixture('products-ok.csv'), store);
  importId = imp.id;
});
afterAll(() => t?.close());

describe("the commit's pages of staged rows", () => {
  it.each([
    ['as large as the others', 3],
    ['smaller', 1],
  ])(
    'come in key order, every row to store once, and never split a key across two pages (first page %s)',
    async (_, first) => {
      // Keys out of file order, a key of 4 rows (longer than a page of 3), rows in error and
      // unchanged (never stored), a row without a key.
      const keys = ['B', 'A', 'C', 'A', 'B', 'D', 'D', 'D', 'D', 'E', 'A', null, 'F', 'F'];
      const action = (i: number) => (i === 4 ? 'error' : i === 9 ? 'unchanged' : 'new');
      await clearRows(t.db, importId);
      await stageRows(
        t.db,
        importId,
        keys.map((naturalKey, i) => ({
          rowNumber: i + 1,
          raw: [String(naturalKey)],
          data: { i },
          naturalKey,
          action: action(i),
          errors: null,
        })),
      );
      const pages = await t.db.transaction(async (tx) => {
        const read: RowToStore[][] = [];
        for await (const page of rowsToStore(tx, importId, 3, first)) read.push(page);
        return read;
      });
      const rows = pages.flat().map((r) => `${r.naturalKey ?? '-'}${r.rowNumber}`);
      expect(rows).toEqual([
        '-12',
        'A2',
        'A4',
        'A11',
        'B1',
        'C3',
        'D6',
        'D7',
        'D8',
        'D9',
        'F13',
        'F14',
      ]);
      // Each key's rows on one page, D's four too (longer than a page: the rows held back
      // join the next read).
      const pageOf = new Map<string, Set<number>>();
      pages.forEach((page, n) =>
        page.forEach((r) => {
          const key = r.naturalKey ?? '-';
          pageOf.set(key, (pageOf.get(key) ?? new Set()).add(n));
        }),
      );
      expect([...pageOf].filter(([, on]) => on.size > 1)).toEqual([]);
      expect(pages.every((p) => p.length > 0)).toBe(true);
    },
  );
});
