import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { addOrder, addProduct, addSupplier, receive } from './test-fixtures';

/** Suppliers' figures follow the store chosen in the top bar (X-Store-ID), as the purchase list does (issue 30.7). */
let t: TestApp;
let admin: string;
let atlas: string;
let casablanca: string;
let paris: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin@atlas.test');
  const ids = await demoIds(t.db);
  atlas = ids.tenant('atlas').id;
  casablanca = ids.store('Atlas Casablanca').id;
  paris = ids.store('Atlas Paris').id;
}, 60_000);
afterAll(() => t?.close());

const totalsOf = async (supplierId: string, storeId?: string) => {
  const res = await call(t.app, {
    method: 'GET',
    url: '/api/suppliers?pageSize=100',
    token: admin,
    ...(storeId ? { headers: { 'x-store-id': storeId } } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items.find((s: { id: string }) => s.id === supplierId).totals;
};

describe('suppliers by store', () => {
  it('purchased, open orders and owed count only the top bar store; every store without the header', async () => {
    const supplier = await addSupplier(t.app, admin, 30);
    const p = await addProduct(t.db, atlas, 1000);
    const received = await addOrder(t.app, admin, {
      supplierId: supplier.id,
      storeId: casablanca,
      lines: [{ productId: p.id, quantity: 2, unitCost: '10.00' }],
    });
    expect(
      (await receive(t.app, admin, received.id, [{ productId: p.id, quantity: 2 }])).status,
    ).toBe(201);
    await addOrder(t.app, admin, {
      supplierId: supplier.id,
      storeId: casablanca,
      lines: [{ productId: p.id, quantity: 1, unitCost: '5.00' }],
    });
    // A draft counts nowhere.
    await addOrder(
      t.app,
      admin,
      {
        supplierId: supplier.id,
        storeId: casablanca,
        lines: [{ productId: p.id, quantity: 9, unitCost: '5.00' }],
      },
      false,
    );

    expect(await totalsOf(supplier.id, casablanca)).toEqual([
      { currency: 'MAD', purchased: '25.00', openOrders: 1, owed: '20.00' },
    ]);
    expect(await totalsOf(supplier.id, paris)).toEqual([]);
    expect(await totalsOf(supplier.id)).toEqual([
      { currency: 'MAD', purchased: '25.00', openOrders: 1, owed: '20.00' },
    ]);
  });
});
