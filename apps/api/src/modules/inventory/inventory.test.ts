import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { auditLog } from '../audit/tables';
import { notifications } from '../notifications/tables';
import { recordMovements, stockOf } from '.';
import { stockMovements } from './tables';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
const tokens: Record<string, string> = {};
const admin = 'admin@atlas.test';
const agent = 'agent@atlas.test';
beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.db);
  for (const email of [admin, agent, 'admin@horizon.test']) tokens[email] = await signIn(t, email);
});
afterAll(() => t.close());

const as = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(t.app, { method, url, token: tokens[who], ...(payload ? { payload } : {}) });
const casa = () => ids.store('Atlas Casablanca').id;
const paris = () => ids.store('Atlas Paris').id;
const actor = () => ({ tenantId: ids.tenant('atlas').id, userId: ids.user(admin).id });

let n = 0;
async function newProduct(extra: object = {}) {
  n += 1;
  const res = await as(admin, 'POST', '/api/products', {
    sku: `TEST-${n}`,
    name: `Test product ${n}`,
    category: 'Tests',
    costPrice: '10',
    salePrice: '25',
    currency: 'MAD',
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; sku: string };
}
const ledgerSum = async (productId: string, storeId: string) => {
  const [row] = await t.db
    .select({ s: sql<number>`coalesce(sum(${stockMovements.quantity}), 0)::int` })
    .from(stockMovements)
    .where(and(eq(stockMovements.productId, productId), eq(stockMovements.storeId, storeId)));
  return Number(row!.s);
};

describe('the stock ledger', () => {
  it('sums to on hand after a mixed sequence, with the weighted average cost', async () => {
    const p = await newProduct();
    const pid = p.id;
    await t.db.transaction((tx) =>
      recordMovements(tx, actor(), [
        {
          productId: pid,
          storeId: casa(),
          kind: 'receipt',
          quantity: 10,
          unitCostMinor: 1000,
          reference: { type: 'purchase', id: 'po-1' },
        },
        { productId: pid, storeId: casa(), kind: 'receipt', quantity: 10, unitCostMinor: 2000 },
      ]),
    );
    expect(await stockOf(t.db, actor().tenantId, pid, casa())).toEqual({
      onHand: 20,
      averageCostMinor: 1500,
    });
    const shipped = await t.db.transaction((tx) =>
      recordMovements(tx, actor(), [
        {
          productId: pid,
          storeId: casa(),
          kind: 'shipment',
          quantity: -4,
          reference: { type: 'order', id: 'o-1', label: 'ATL-000001' },
        },
      ]),
    );
    // The cost of goods of an outgoing unit is the average at that time.
    expect(shipped[0]).toMatchObject({ unitCostMinor: 1500, onHandAfter: 16 });
    await t.db.transaction((tx) =>
      recordMovements(tx, actor(), [
        { productId: pid, storeId: casa(), kind: 'return', quantity: 1 },
      ]),
    );
    expect(
      (
        await as(admin, 'POST', '/api/inventory/adjustments', {
          productId: pid,
          storeId: casa(),
          quantity: -2,
          reason: 'damaged',
          note: 'carton wet',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await as(admin, 'POST', '/api/inventory/adjustments', {
          productId: pid,
          storeId: casa(),
          quantity: 3,
          reason: 'found',
        })
      ).status,
    ).toBe(201);
    const stock = await as(admin, 'GET', `/api/inventory?productId=${pid}&storeId=${casa()}`);
    expect(stock.body.items[0]).toMatchObject({
      onHand: 18,
      averageCost: '15.00',
      value: '270.00',
    });
    expect(await ledgerSum(pid, casa())).toBe(18);
    const ledger = await as(admin, 'GET', `/api/inventory/movements?productId=${pid}`);
    expect(ledger.body.total).toBe(6);
    expect(ledger.body.items[0]).toMatchObject({
      kind: 'adjustment',
      quantity: 3,
      reason: 'found',
      user: { fullName: 'Amina Admin' },
    });
    expect(ledger.body.items.map((m: { kind: string }) => m.kind)).toEqual([
      'adjustment',
      'adjustment',
      'return',
      'shipment',
      'receipt',
      'receipt',
    ]);
  });

  it('refuses to go below zero, naming product, store and what is on hand, and writes nothing', async () => {
    const p = await newProduct();
    await t.db.transaction((tx) =>
      recordMovements(tx, actor(), [
        { productId: p.id, storeId: casa(), kind: 'receipt', quantity: 3, unitCostMinor: 500 },
      ]),
    );
    const before = await ledgerSum(p.id, casa());
    const refused = await as(admin, 'POST', '/api/inventory/adjustments', {
      productId: p.id,
      storeId: casa(),
      quantity: -5,
      reason: 'lost',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'stock_short',
      message: `${p.sku} at Atlas Casablanca: 3 on hand, 5 needed`,
    });
    // A batch where one line is short writes none of its lines.
    await expect(
      t.db.transaction((tx) =>
        recordMovements(tx, actor(), [
          { productId: p.id, storeId: casa(), kind: 'shipment', quantity: -2 },
          { productId: p.id, storeId: casa(), kind: 'shipment', quantity: -2 },
        ]),
      ),
    ).rejects.toMatchObject({ code: 'stock_short' });
    expect(await ledgerSum(p.id, casa())).toBe(before);
    expect((await stockOf(t.db, actor().tenantId, p.id, casa())).onHand).toBe(3);
  });

  it('lets only one of two requests fired together take the last unit', async () => {
    const p = await newProduct();
    await t.db.transaction((tx) =>
      recordMovements(tx, actor(), [
        { productId: p.id, storeId: casa(), kind: 'receipt', quantity: 1, unitCostMinor: 700 },
      ]),
    );
    const take = () =>
      as(admin, 'POST', '/api/inventory/adjustments', {
        productId: p.id,
        storeId: casa(),
        quantity: -1,
        reason: 'lost',
      });
    const results = await Promise.all([take(), take()]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await stockOf(t.db, actor().tenantId, p.id, casa())).onHand).toBe(0);
    expect(await ledgerSum(p.id, casa())).toBe(0);
  });

  it('refuses an adjustment without a reason and changes nothing', async () => {
    const p = await newProduct();
    const res = await as(admin, 'POST', '/api/inventory/adjustments', {
      productId: p.id,
      storeId: casa(),
      quantity: 4,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toEqual(['reason']);
    expect(await ledgerSum(p.id, casa())).toBe(0);
    const zero = await as(admin, 'POST', '/api/inventory/adjustments', {
      productId: p.id,
      storeId: casa(),
      quantity: 0,
      reason: 'other',
    });
    expect(zero.status).toBe(400);
  });

  it('notifies the admins once when a product crosses below its level, not on every sale', async () => {
    const p = await newProduct({ lowStockLevel: 5 });
    await t.db.transaction((tx) =>
      recordMovements(tx, actor(), [
        { productId: p.id, storeId: casa(), kind: 'receipt', quantity: 8, unitCostMinor: 100 },
      ]),
    );
    const alerts = async () =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.userId, ids.user(admin).id), eq(notifications.type, 'low_stock')),
          )
      ).filter((x) => (x.data as { productId?: string })?.productId === p.id);
    expect(await alerts()).toHaveLength(0);
    for (const q of [-3, -1, -1])
      await t.db.transaction((tx) =>
        recordMovements(tx, actor(), [
          { productId: p.id, storeId: casa(), kind: 'shipment', quantity: q },
        ]),
      );
    const first = await alerts();
    expect(first).toHaveLength(1);
    // Admin Amina reads French.
    expect(first[0]).toMatchObject({ title: `Stock bas : ${p.sku}` });
    expect(
      (await as(admin, 'GET', `/api/inventory?productId=${p.id}&storeId=${casa()}`)).body.items[0],
    ).toMatchObject({ onHand: 3, low: true });
    // Back above the level, then below again: a second crossing, a second alert.
    await t.db.transaction((tx) =>
      recordMovements(tx, actor(), [
        { productId: p.id, storeId: casa(), kind: 'receipt', quantity: 10, unitCostMinor: 100 },
      ]),
    );
    await t.db.transaction((tx) =>
      recordMovements(tx, actor(), [
        { productId: p.id, storeId: casa(), kind: 'shipment', quantity: -10 },
      ]),
    );
    expect(await alerts()).toHaveLength(2);
  });

  it('transfers between two stores of one currency, and refuses across currencies', async () => {
    const p = await newProduct();
    const rabat = await as(admin, 'POST', '/api/stores', {
      name: 'Atlas Rabat',
      marketplace: 'Jumia',
      country: 'MA',
      currency: 'MAD',
    });
    expect(rabat.status).toBe(201);
    await t.db.transaction((tx) =>
      recordMovements(tx, actor(), [
        { productId: p.id, storeId: casa(), kind: 'receipt', quantity: 6, unitCostMinor: 1234 },
      ]),
    );
    const moved = await as(admin, 'POST', '/api/inventory/transfers', {
      productId: p.id,
      fromStoreId: casa(),
      toStoreId: rabat.body.id,
      quantity: 4,
    });
    expect(moved.status).toBe(201);
    expect(
      moved.body.items.map((m: { kind: string; quantity: number }) => [m.kind, m.quantity]).sort(),
    ).toEqual([
      ['transfer_in', 4],
      ['transfer_out', -4],
    ]);
    expect(await stockOf(t.db, actor().tenantId, p.id, rabat.body.id)).toEqual({
      onHand: 4,
      averageCostMinor: 1234,
    });
    const fx = await as(admin, 'POST', '/api/inventory/transfers', {
      productId: p.id,
      fromStoreId: casa(),
      toStoreId: paris(),
      quantity: 1,
    });
    expect(fx.status).toBe(409);
    expect(fx.body.error.code).toBe('currency_mismatch');
    const short = await as(admin, 'POST', '/api/inventory/transfers', {
      productId: p.id,
      fromStoreId: casa(),
      toStoreId: rabat.body.id,
      quantity: 3,
    });
    expect(short.body.error.message).toBe(`${p.sku} at Atlas Casablanca: 2 on hand, 3 needed`);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'Inventory'), eq(auditLog.action, 'transfer')));
    expect(audited.length).toBeGreaterThan(0);
  });

  it('limits an agent to reading the stores assigned to them', async () => {
    const p = await newProduct();
    const stock = await as(agent, 'GET', `/api/inventory?productId=${p.id}`);
    expect(stock.status).toBe(200);
    expect(stock.body.items.map((r: { storeName: string }) => r.storeName)).toEqual([
      'Atlas Casablanca',
    ]);
    expect((await as(agent, 'GET', `/api/inventory?storeId=${paris()}`)).status).toBe(403);
    expect(
      (
        await as(agent, 'POST', '/api/inventory/adjustments', {
          productId: p.id,
          storeId: casa(),
          quantity: 1,
          reason: 'found',
        })
      ).status,
    ).toBe(403);
    expect(
      (await as(agent, 'GET', '/api/inventory/movements')).body.items.every(
        (m: { storeName: string }) => m.storeName === 'Atlas Casablanca',
      ),
    ).toBe(true);
    expect((await as('admin@horizon.test', 'GET', '/api/inventory')).status).toBe(404);
    expect(
      (
        await as('admin@horizon.test', 'POST', '/api/inventory/adjustments', {
          productId: p.id,
          storeId: casa(),
          quantity: 1,
          reason: 'found',
        })
      ).status,
    ).toBe(404);
  });
});
