import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../../test/harness';
import { drainEvents } from '../../kernel/events';
import { JOURNAL_CONSUMER } from './journal-consumer';
import { openLab } from './test-lab';

/**
 * A courier's fees settled (issue 29.7): the return fee and a prepaid delivery's fee are
 * owed to the courier; its remittance nets them (negative allocations on those orders), so
 * one netted remittance brings its balance, its ageing and every order's open amount to zero.
 */
let t: TestApp;
let admin: string;
let storeId: string;
let agentId: string;
let productId: string;

const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
  call(t.app, { method, url, token: admin, ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await as(method, url, payload);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
};
const order = async (path: string[], paymentMethod: 'cod' | 'prepaid' = 'cod') => {
  const o = await ok('POST', '/api/orders', {
    storeId,
    paymentMethod,
    agentId,
    customer: {
      name: 'Karim Tazi',
      phone: '+212 600-777888',
      city: 'Rabat',
      address: '3 rue de Fès',
    },
    lines: [{ productId, quantity: 2 }],
  });
  for (const status of path) await ok('POST', `/api/orders/${o.id}/status`, { status });
  return o as { id: string; number: string };
};
const statement = async () => {
  await drainEvents(t.db, [JOURNAL_CONSUMER]);
  return (await ok('GET', `/api/fulfillment-agents/${agentId}/statement`)) as {
    currencies: { balance: string; fees: string; ageing: Record<string, string> }[];
    unsettled: unknown[];
  };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin@atlas.test');
  ({ storeId, agentId, productId } = await openLab(t, ok, {
    store: 'Fees Lab',
    courier: {
      name: 'Lab Fees Express',
      phone: '+212 522 777000',
      city: 'Rabat',
      returnFee: '15',
      remitAccount: 'RIB 0029',
    },
    product: { sku: 'FEES-LAB-1', name: 'Lab tajine', salePrice: '30' },
    onHand: 20,
    unitCostMinor: 1000,
  }));
}, 300_000);
afterAll(() => t?.close());

describe("a courier's fees", () => {
  it('are netted in its remittance: balance, ageing and every open amount end at exactly zero', async () => {
    const toDelivered = ['confirmed', 'packed', 'shipped', 'delivered'];
    const cod = await order(toDelivered); // 60.00 COD, it keeps its 20.00 fee: owes 40.00
    const prepaid = await order(toDelivered, 'prepaid'); // its 20.00 fee is owed to it
    const back = await order(['confirmed', 'packed', 'shipped', 'returned']); // its 15.00 return fee is owed to it
    const before = (await statement()).currencies[0]!;
    expect(before).toMatchObject({ balance: '5.00', fees: '55.00' });

    const remittance = await ok('POST', '/api/payments', {
      kind: 'cod_remittance',
      storeId,
      agentId,
      paidOn: '2026-11-20',
      amount: '5',
      reference: 'NET-1',
      method: 'bank_transfer',
    });
    const candidates = (await ok(
      'GET',
      `/api/payments/${remittance.id}/allocation-candidates`,
    )) as { orderId: string; open: string }[];
    expect(Object.fromEntries(candidates.map((c) => [c.orderId, c.open]))).toEqual({
      [cod.id]: '40.00',
      [prepaid.id]: '-20.00',
      [back.id]: '-15.00',
    });

    // More fee than is owed on an order, or a negative allocation on a COD order, is refused, nothing written.
    const tooMuch = await as('POST', `/api/payments/${remittance.id}/allocations`, {
      items: [
        { orderId: cod.id, amount: '40' },
        { orderId: prepaid.id, amount: '-20' },
        { orderId: back.id, amount: '-16' },
      ],
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.message).toBe(
      `Only 15.00 MAD of fees is open on order ${back.number}`,
    );
    expect(
      (
        await as('POST', `/api/payments/${remittance.id}/allocations`, {
          items: [{ orderId: cod.id, amount: '-1' }],
        })
      ).status,
    ).toBe(400);

    await ok('POST', `/api/payments/${remittance.id}/allocations`, {
      items: [
        { orderId: cod.id, amount: '40' },
        { orderId: prepaid.id, amount: '-20' },
        { orderId: back.id, amount: '-15' },
      ],
    });
    const after = await statement();
    expect(after.currencies[0]).toMatchObject({
      balance: '0.00',
      ageing: { days0to7: '0.00', days8to30: '0.00', over30: '0.00' },
    });
    expect(after.unsettled).toEqual([]);
    expect(await ok('GET', `/api/payments/${remittance.id}/allocation-candidates`)).toEqual([]);
    expect(await ok('GET', `/api/payments/${remittance.id}`)).toMatchObject({
      amount: '5.00',
      allocated: '5.00',
    });
    expect(await ok('GET', `/api/orders/${cod.id}/payment-state`)).toMatchObject({
      state: 'settled',
      open: '0.00',
    });
  }, 180_000);

  it('refuses a negative allocation on a payout', async () => {
    const payout = await ok('POST', '/api/payments', {
      kind: 'marketplace_payout',
      storeId,
      paidOn: '2026-11-20',
      amount: '10',
      method: 'bank_transfer',
    });
    const res = await as('POST', `/api/payments/${payout.id}/allocations`, {
      items: [{ orderId: payout.id, amount: '-5' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toMatchObject([{ path: 'items.0.amount' }]);
  });
});
