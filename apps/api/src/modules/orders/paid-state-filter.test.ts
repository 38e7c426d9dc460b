import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../../test/harness';
import { drainEvents } from '../../kernel/events';
import { JOURNAL_CONSUMER } from '../finance/journal-consumer';
import { otherMarketplace } from '../purchase/test-fixtures';
import { openLab } from '../finance/test-lab';

/**
 * The order list's paid-state filter (issue 29.6): the same orders the payment-state
 * endpoint calls unpaid, partly paid, settled or not due, from the journal and the
 * courier's remittances; readers of payments only.
 */
let t: TestApp;
let admin: string;
let storeId: string;
let agentId: string;
let productId: string;

const ok = async (method: 'GET' | 'POST', url: string, payload?: object, token = admin) => {
  const res = await call(t.app, { method, url, token, ...(payload ? { payload } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
};
const order = async (path: string[]) => {
  const o = await ok('POST', '/api/orders', {
    storeId,
    paymentMethod: 'cod',
    agentId,
    shippingFee: '15',
    customer: {
      name: 'Salma Bennani',
      phone: '+212 600-777000',
      city: 'Fes',
      address: '3 derb Lamtiyine',
    },
    lines: [{ productId, quantity: 1 }],
  });
  for (const status of path) await ok('POST', `/api/orders/${o.id}/status`, { status });
  return o as { id: string; number: string };
};
const remit = async (
  paidOn: string,
  reference: string,
  items: { orderId: string; amount: string }[],
) => {
  const amount = items.reduce((s, i) => s + Number(i.amount), 0).toFixed(2);
  const p = await ok('POST', '/api/payments', {
    kind: 'cod_remittance',
    storeId,
    agentId,
    paidOn,
    amount,
    method: 'bank_transfer',
    reference,
  });
  await ok('POST', `/api/payments/${p.id}/allocations`, { items });
  return p as { id: string; number: string };
};
const listed = async (paidState: string) => {
  const body = await ok(
    'GET',
    `/api/orders?storeId=${storeId}&paidState=${paidState}&pageSize=100`,
  );
  return (body.items as { id: string }[]).map((i) => i.id).sort();
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin@atlas.test');
  ({ storeId, agentId, productId } = await openLab(t, ok, {
    store: 'Paid State Lab',
    courier: {
      name: 'Lab Paid Express',
      phone: '+212 522 444444',
      city: 'Fes',
      returnFee: '15',
      remitAccount: 'RIB 0029',
    },
    product: { sku: 'PAID-LAB-1', name: 'Lab tagine', salePrice: '25' },
    onHand: 20,
    unitCostMinor: 900,
  }));
}, 180_000);
afterAll(() => t?.close());

describe('the order list by paid state', () => {
  it('lists delivered orders as unpaid, partly paid or settled by the courier remittance, the others as not due', async () => {
    const delivered = ['confirmed', 'packed', 'shipped', 'delivered'];
    // Each: 25 + 15 = 40.00 COD less the courier's 20.00 fee = 20.00 due.
    const unpaid = await order(delivered);
    const partly = await order(delivered);
    const settled = await order(delivered);
    const shipped = await order(['confirmed', 'packed', 'shipped']);
    await drainEvents(t.db, [JOURNAL_CONSUMER]);
    await remit('2026-11-20', 'REM-PS-1', [
      { orderId: partly.id, amount: '5' },
      { orderId: settled.id, amount: '12' },
    ]);
    const last = await remit('2026-11-24', 'REM-PS-2', [{ orderId: settled.id, amount: '8' }]);

    expect(await listed('unpaid')).toEqual([unpaid.id]);
    expect(await listed('partly_paid')).toEqual([partly.id]);
    expect(await listed('settled')).toEqual([settled.id]);
    expect(await listed('not_due')).toEqual([shipped.id]);
    // The tab counts and the page agree with the filter.
    const counts = await ok('GET', `/api/orders/counts?storeId=${storeId}&paidState=settled`);
    expect(counts).toMatchObject({ all: 1, counts: { delivered: 1, shipped: 0 } });
    // ...and with the order's own paid state, which names what settled it.
    expect(await ok('GET', `/api/orders/${settled.id}/payment-state`)).toMatchObject({
      state: 'settled',
      due: '20.00',
      settled: '20.00',
      open: '0.00',
      settledBy: [
        { reference: 'REM-PS-1', amount: '12.00', paidOn: '2026-11-20' },
        { number: last.number, reference: 'REM-PS-2', amount: '8.00' },
      ],
    });
    // A voided remittance no longer settles: the order is partly paid again.
    await ok('POST', `/api/payments/${last.id}/void`, { reason: 'Wrong file' });
    expect(await listed('partly_paid')).toEqual([partly.id, settled.id].sort());
    expect(await listed('settled')).toEqual([]);
  }, 180_000);

  it('refuses the filter to whoever may not read payments, and keeps to the tenant', async () => {
    const agent = await signIn(t, 'agent@atlas.test');
    const refused = await call(t.app, {
      method: 'GET',
      url: '/api/orders?paidState=unpaid',
      token: agent,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'forbidden' } });
    for (const url of [
      '/api/orders/counts?paidState=settled',
      '/api/orders/export?paidState=settled',
    ]) {
      expect((await call(t.app, { method: 'GET', url, token: agent })).status, url).toBe(403);
    }
    // Without the filter the agent's list is as before.
    expect((await call(t.app, { method: 'GET', url: '/api/orders', token: agent })).status).toBe(
      200,
    );
    const bad = await call(t.app, {
      method: 'GET',
      url: '/api/orders?paidState=paid',
      token: admin,
    });
    expect(bad.status).toBe(400);

    const mine = await order(['confirmed', 'packed', 'shipped', 'delivered']);
    const other = await otherMarketplace(t.db);
    const theirs = await signIn(t, other.email);
    const seen = await call(t.app, {
      method: 'GET',
      url: '/api/orders?paidState=unpaid&pageSize=100',
      token: theirs,
    });
    expect(seen.status).toBe(200);
    expect((seen.body.items as { id: string }[]).map((i) => i.id)).not.toContain(mine.id);
    const state = await call(t.app, {
      method: 'GET',
      url: `/api/orders/${mine.id}/payment-state`,
      token: theirs,
    });
    expect(state.status).toBe(404);
  }, 120_000);
});
