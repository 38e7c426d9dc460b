import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { drainEvents } from '../../kernel/events';
import { recordMovements } from '../inventory';
import { balances, unbalancedEntries } from './journal';
import { JOURNAL_CONSUMER } from './journal-consumer';
import { otherMarketplace } from '../purchase/test-fixtures';

/**
 * The journal (issue 29, slice B): the orders' events and the payments become balanced,
 * immutable entries at the amounts true when they happened. Figures worked out by hand.
 */
let t: TestApp;
let admin: string;
let tenantId: string;
let storeId: string;
let agentId: string;
let productId: string;

const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
  const res = await call(t.app, { method, url, token: admin, ...(payload ? { payload } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
};
const order = async (quantity: number, path: string[], paymentMethod = 'cod') => {
  const o = await ok('POST', '/api/orders', {
    storeId,
    paymentMethod,
    agentId,
    shippingFee: '15',
    customer: {
      name: 'Youssef Amrani',
      phone: '+212 600-999000',
      city: 'Rabat',
      address: '8 rue Patrice Lumumba',
    },
    lines: [{ productId, quantity }],
  });
  for (const status of path) await ok('POST', `/api/orders/${o.id}/status`, { status });
  return o as { id: string; number: string };
};
const toDelivered = ['confirmed', 'packed', 'shipped', 'delivered'];
/** Balances of one account kind (this store's agent / store / no counterparty), after the events are applied. */
const balance = async (kind: Parameters<typeof balances>[2], counterpartyId?: string) => {
  await drainEvents(t.db, [JOURNAL_CONSUMER]);
  const rows = await balances(t.db, tenantId, kind, counterpartyId ? { counterpartyId } : {});
  return rows.filter((r) => r.currency === 'MAD').reduce((s, r) => s + r.balanceMinor, 0);
};
/** Lines of this test's orders only, by account kind (revenue, cost of goods... are shared with the demo). */
async function orderLines(orderIds: string[]) {
  await drainEvents(t.db, [JOURNAL_CONSUMER]);
  const rows = await t.db.execute<{ kind: string; total: number }>(sql`
    select a.kind, sum(l.amount_minor)::bigint as total from journal_lines l join ledger_accounts a on a.id = l.account_id
    where l.tenant_id = ${tenantId} and l.order_id = any(${`{${orderIds.join(',')}}`}::uuid[]) group by a.kind order by a.kind`);
  return Object.fromEntries(rows.rows.map((r) => [r.kind, Number(r.total)]));
}

/** The database's own message for a refused statement (the driver wraps it). */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: { message: string; cause?: { message: string } }) =>
      `${e.message} ${e.cause?.message ?? ''}`,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin@atlas.test');
  const ids = await demoIds(t.db);
  tenantId = ids.tenant('atlas').id;
  storeId = (
    await ok('POST', '/api/stores', {
      name: 'Journal Lab',
      marketplace: 'Jumia',
      country: 'MA',
      currency: 'MAD',
      // No tax, so the journal's amounts are the prices (the tax's own: tax-journal.test.ts).
      tax: { rates: { standard: '0', reduced: '0' } },
    })
  ).id;
  agentId = (
    await ok('POST', '/api/fulfillment-agents', {
      name: 'Lab Journal Express',
      kind: 'courier',
      phone: '+212 522 333333',
      cities: ['Rabat'],
      deliveryFee: '20',
      returnFee: '15',
      remitEveryDays: 7,
      remitAccount: 'RIB 0004',
    })
  ).id;
  productId = (
    await ok('POST', '/api/products', {
      sku: 'JOURNAL-LAB-1',
      name: 'Lab couscoussier',
      category: 'Kitchen',
      costPrice: '9',
      salePrice: '25',
      currency: 'MAD',
    })
  ).id;
  const actor = { tenantId, userId: ids.user('admin@atlas.test').id };
  await t.db.transaction((tx) =>
    recordMovements(tx, actor, [
      { productId, storeId, kind: 'receipt', quantity: 20, unitCostMinor: 1000 },
    ]),
  );
}, 180_000);
afterAll(() => t?.close());

describe('the journal', () => {
  it('posts delivered and returned orders at the fee and cost of that moment; a later fee or cost changes only later events', async () => {
    const a = await order(2, toDelivered); // 50 + 15 = 65.00 COD, fee 20
    const c = await order(3, ['confirmed', 'packed', 'shipped']); // 75 + 15, shipped at 10.00 a unit
    // Stock received dearer after c left, and the courier's fees raised: c comes back at the 10.00 it left at, with the 15.00 return fee.
    const ids = await demoIds(t.db);
    await t.db.transaction((tx) =>
      recordMovements(tx, { tenantId, userId: ids.user('admin@atlas.test').id }, [
        { productId, storeId, kind: 'receipt', quantity: 10, unitCostMinor: 4000 },
      ]),
    );
    await ok('POST', `/api/orders/${c.id}/status`, { status: 'returned' });
    expect(await orderLines([a.id, c.id])).toEqual({
      cost_of_goods: 2000, // a's 2 units at 10.00, when delivered
      courier_receivable: 6500 - 2000 - 1500, // a's COD less its fee, less c's return fee
      fees: 2000 + 1500,
      goods_in_transit: 0, // a's and c's units left at shipment, a's delivered, c's back at 10.00
      inventory: -2000,
      returns: 9000, // c's value (75 + 15 shipping), beside the P&L: no money moved
      returns_memo: -9000,
      revenue: -6500,
    });
    const returnMove = await t.db.execute<{ unit_cost_minor: number }>(
      sql`select unit_cost_minor from stock_movements where reference_id = ${c.id} and kind = 'return'`,
    );
    expect(returnMove.rows.map((r) => Number(r.unit_cost_minor))).toEqual([1000]); // not today's average

    const before = await balance('courier_receivable', agentId);
    await ok('PATCH', `/api/fulfillment-agents/${agentId}`, { deliveryFee: '30', returnFee: '25' });
    expect(await balance('courier_receivable', agentId)).toBe(before); // history keeps its fees
    const d = await order(1, toDelivered); // 25 + 15 = 40.00 COD at the new 30.00 fee
    expect((await orderLines([d.id])).fees).toBe(3000);
    expect(await balance('courier_receivable', agentId)).toBe(before + 4000 - 3000);
    expect(await unbalancedEntries(t.db, tenantId)).toEqual([]);
  }, 120_000);

  it('posts a payment with it, reverses a void, and keeps every entry as posted', async () => {
    const owed = await balance('courier_receivable', agentId);
    const remittance = await ok('POST', '/api/payments', {
      kind: 'cod_remittance',
      storeId,
      agentId,
      paidOn: '2026-11-20',
      amount: '12.50',
      method: 'bank_transfer',
      reference: 'J-1',
    });
    expect(await balance('courier_receivable', agentId)).toBe(owed - 1250);
    expect(await balance('cash', storeId)).toBe(1250);
    await ok('POST', `/api/payments/${remittance.id}/void`, { reason: 'Entered twice' });
    expect(await balance('courier_receivable', agentId)).toBe(owed);
    expect(await balance('cash', storeId)).toBe(0);
    const entries = await t.db.execute<{ kind: string }>(
      sql`select kind from journal_entries where payment_id = ${remittance.id} order by created_at`,
    );
    expect(entries.rows.map((r) => r.kind).sort()).toEqual(['payment.cod_remittance', 'reversal']); // the first stays, reversed
    expect(await unbalancedEntries(t.db, tenantId)).toEqual([]);
  }, 120_000);

  it('writes damaged stock off at the cost it left at, and books stock found back', async () => {
    const before = await balance('write_offs');
    const inventoryBefore = await balance('inventory');
    const [row] = (
      await t.db.execute<{ average_cost_minor: number }>(
        sql`select average_cost_minor from stock_levels where product_id = ${productId} and store_id = ${storeId}`,
      )
    ).rows;
    const average = Number(row!.average_cost_minor);
    await ok('POST', '/api/inventory/adjustments', {
      productId,
      storeId,
      quantity: -2,
      reason: 'damaged',
    });
    expect(await balance('write_offs')).toBe(before + 2 * average);
    expect(await balance('inventory')).toBe(inventoryBefore - 2 * average);
    await ok('POST', '/api/inventory/adjustments', {
      productId,
      storeId,
      quantity: 1,
      reason: 'found',
    });
    expect(await balance('write_offs')).toBe(before + 2 * average - average);
    expect(await unbalancedEntries(t.db, tenantId)).toEqual([]);
  }, 120_000);

  it('refuses to change or delete a posted line, and an entry that does not balance', async () => {
    expect(
      await refusal(
        t.db.execute(
          sql`update journal_lines set amount_minor = amount_minor + 1 where tenant_id = ${tenantId}`,
        ),
      ),
    ).toMatch(/immutable/);
    expect(
      await refusal(t.db.execute(sql`delete from journal_entries where tenant_id = ${tenantId}`)),
    ).toMatch(/immutable/);
    const [account] = (
      await t.db.execute<{ id: string }>(
        sql`select id::text from ledger_accounts where tenant_id = ${tenantId} limit 1`,
      )
    ).rows;
    expect(
      await refusal(
        t.db.transaction(async (tx) => {
          const [entry] = (
            await tx.execute<{ id: string }>(
              sql`insert into journal_entries (tenant_id, day, kind, source) values (${tenantId}, '2026-11-20', 'test', 'test:unbalanced') returning id::text`,
            )
          ).rows;
          await tx.execute(
            sql`insert into journal_lines (tenant_id, entry_id, account_id, amount_minor, day) values (${tenantId}, ${entry!.id}, ${account!.id}, 100, '2026-11-20')`,
          );
        }),
      ),
    ).toMatch(/does not balance/);
  }, 120_000);
});

describe("an order's paid state", () => {
  it('is not due until delivered, then unpaid, partly paid and settled, naming the payments; 404 for another tenant', async () => {
    const o = await order(1, ['confirmed', 'packed', 'shipped']); // 25 + 15 = 40.00 COD; the courier's fee is 30.00 by now
    const state = () => ok('GET', `/api/orders/${o.id}/payment-state`);
    expect(await state()).toMatchObject({ state: 'not_due' });
    await ok('POST', `/api/orders/${o.id}/status`, { status: 'delivered' });
    await drainEvents(t.db, [JOURNAL_CONSUMER]);
    expect(await state()).toMatchObject({
      state: 'unpaid',
      due: '10.00',
      settled: '0.00',
      open: '10.00',
      settledBy: [],
    });
    const first = await ok('POST', '/api/payments', {
      kind: 'cod_remittance',
      storeId,
      agentId,
      paidOn: '2026-11-21',
      amount: '4',
      method: 'bank_transfer',
      reference: 'PS-1',
    });
    await ok('POST', `/api/payments/${first.id}/allocations`, {
      items: [{ orderId: o.id, amount: '4' }],
    });
    expect(await state()).toMatchObject({
      state: 'partly_paid',
      settled: '4.00',
      open: '6.00',
      settledBy: [{ number: first.number, kind: 'cod_remittance', amount: '4.00' }],
    });
    const second = await ok('POST', '/api/payments', {
      kind: 'cod_remittance',
      storeId,
      agentId,
      paidOn: '2026-11-22',
      amount: '6',
      method: 'bank_transfer',
      reference: 'PS-2',
    });
    await ok('POST', `/api/payments/${second.id}/allocations`, {
      items: [{ orderId: o.id, amount: '6' }],
    });
    expect(await state()).toMatchObject({
      state: 'settled',
      open: '0.00',
      settledBy: [{ number: first.number }, { number: second.number }],
    });

    const other = await otherMarketplace(t.db);
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/orders/${o.id}/payment-state`,
      token: await signIn(t, other.email),
    });
    expect(res.status).toBe(404);
  }, 120_000);
});
