import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@sp/contracts/api';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { notifications } from '../notifications/tables';
import { recordMovements, stockOf } from '.';

// Issue 33, items 7 and 8. On PostgreSQL (scripts/with-postgres.mjs) the transfers really
// run in parallel; on PGlite they are serialised, and the same answers must hold.
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let token = '';
const admin = 'admin@atlas.test';
beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.db);
  token = await signIn(t, admin);
});
afterAll(() => t.close());

const actor = () => ({ tenantId: ids.tenant('atlas').id, userId: ids.user(admin).id });
const casa = () => ids.store('Atlas Casablanca').id;

async function newProduct(sku: string, extra: object = {}) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/products',
    token,
    payload: {
      sku,
      name: `Race ${sku}`,
      category: 'Tests',
      costPrice: '10',
      salePrice: '25',
      currency: 'MAD',
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

describe('stock under concurrency', () => {
  it('60 parallel opposite transfers: none answers 500, the stock adds up', async () => {
    const rabat = await call(t.app, {
      method: 'POST',
      url: '/api/stores',
      token,
      payload: { name: 'Atlas Race', marketplace: 'Jumia', country: 'MA', currency: 'MAD' },
    });
    expect(rabat.status).toBe(201);
    const other = rabat.body.id as string;
    const productId = await newProduct('RACE-1');
    await t.db.transaction((tx) =>
      recordMovements(tx, actor(), [
        { productId, storeId: casa(), kind: 'receipt', quantity: 100, unitCostMinor: 1000 },
        { productId, storeId: other, kind: 'receipt', quantity: 100, unitCostMinor: 1000 },
      ]),
    );
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(t.app, {
          method: 'POST',
          url: '/api/inventory/transfers',
          token,
          waitForHandEdits: false,
          payload: {
            productId,
            fromStoreId: i % 2 ? casa() : other,
            toStoreId: i % 2 ? other : casa(),
            quantity: 1,
          },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s >= 500),
      JSON.stringify(answers.find((a) => a.status >= 500)?.body),
    ).toEqual([]);
    // Sorted locks leave no deadlock to retry: every transfer goes through (a conflict that
    // outlived the kernel's retries would be 409 `conflict`, never 500).
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    const [x, y] = await Promise.all([
      stockOf(t.db, actor().tenantId, productId, casa()),
      stockOf(t.db, actor().tenantId, productId, other),
    ]);
    expect(x.onHand + y.onHand).toBe(200);
    const okOut = answers.filter((a, i) => a.status === 201 && i % 2 === 1).length;
    const okIn = answers.filter((a, i) => a.status === 201 && i % 2 === 0).length;
    expect(x.onHand).toBe(100 - okOut + okIn);
  }, 180_000);

  it('a low-stock alert of a rolled-back movement is neither stored nor streamed', async () => {
    const productId = await newProduct('RACE-LOW', { lowStockLevel: 5 });
    await t.db.transaction((tx) =>
      recordMovements(tx, actor(), [
        { productId, storeId: casa(), kind: 'receipt', quantity: 10, unitCostMinor: 100 },
      ]),
    );
    const streamed: Notification[] = [];
    const stop = t.app.deps.bus.subscribe(ids.user(admin).id, (n) => streamed.push(n));
    try {
      await expect(
        t.db.transaction(async (tx) => {
          await recordMovements(tx, actor(), [
            { productId, storeId: casa(), kind: 'shipment', quantity: -8 },
          ]);
          throw new Error('the order failed after the stock moved');
        }),
      ).rejects.toThrow('the order failed');
      // The same crossing, committed: its alert arrives, and the rolled-back one would have arrived before it.
      await t.db.transaction((tx) =>
        recordMovements(tx, actor(), [
          { productId, storeId: casa(), kind: 'shipment', quantity: -7 },
        ]),
      );
      await expect
        .poll(() => streamed.filter((n) => n.type === 'low_stock').length, { timeout: 5000 })
        .toBeGreaterThan(0);
      const mine = streamed.filter(
        (n) => n.type === 'low_stock' && (n.data as { productId?: string }).productId === productId,
      );
      expect(mine.map((n) => (n.data as { onHand: number }).onHand)).toEqual([3]);
      const stored = await t.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, ids.user(admin).id), eq(notifications.type, 'low_stock')),
        );
      const ofProduct = stored.filter(
        (n) => (n.data as { productId?: string }).productId === productId,
      );
      expect(ofProduct.map((n) => (n.data as { onHand: number }).onHand)).toEqual([3]);
      expect(mine[0]!.id).toBe(ofProduct[0]!.id);
    } finally {
      stop();
    }
  });
});
