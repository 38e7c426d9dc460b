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

const as = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  call(t.app, { method, url, token: admin, ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
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
    currencies: {
      balance: string;
      fees: string;
      feesPaid: string;
      remitted: string;
      ageing: Record<string, string>;
    }[];
    unsettled: unknown[];
    remittances: { paymentId: string; kind: string }[];
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

  it('are paid on their own: a payment to the courier allocated to its fees, under the same locks', async () => {
    const toDelivered = ['confirmed', 'packed', 'shipped', 'delivered'];
    const cod = await order(toDelivered); // the courier owes 40.00
    const prepaid = await order(toDelivered, 'prepaid'); // we owe its 20.00 fee
    const back = await order(['confirmed', 'packed', 'shipped', 'returned']); // we owe its 15.00 return fee
    const sum = (a: Record<string, string>) =>
      (Object.values(a).reduce((s, v) => s + Math.round(Number(v) * 100), 0) / 100).toFixed(2);
    const before = (await statement()).currencies[0]!;
    expect(before.balance).toBe('5.00');
    expect(sum(before.ageing)).toBe('5.00');

    const pay = (amount: string) =>
      ok('POST', '/api/payments', {
        kind: 'courier_fees',
        storeId,
        agentId,
        paidOn: '2026-11-21',
        amount,
        reference: 'FEES-11',
        method: 'bank_transfer',
      }) as Promise<{ id: string; direction: string }>;
    const payment = await pay('35');
    expect(payment.direction).toBe('out');
    const candidates = (await ok('GET', `/api/payments/${payment.id}/allocation-candidates`)) as {
      orderId: string;
      open: string;
    }[];
    expect(Object.fromEntries(candidates.map((c) => [c.orderId, c.open]))).toEqual({
      [prepaid.id]: '20.00',
      [back.id]: '15.00',
    });
    // More than the fee open, or an order on which no fee is owed: 422 naming it, nothing written.
    const tooMuch = await as('POST', `/api/payments/${payment.id}/allocations`, {
      items: [
        { orderId: prepaid.id, amount: '19' },
        { orderId: back.id, amount: '16' },
      ],
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error).toMatchObject({
      code: 'over_allocation',
      message: `Only 15.00 MAD of fees is open on order ${back.number}`,
    });
    const noFee = await as('POST', `/api/payments/${payment.id}/allocations`, {
      items: [{ orderId: cod.id, amount: '5' }],
    });
    expect(noFee.status).toBe(422);
    expect(noFee.body.error.message).toBe(`Order ${cod.number} owes no fee to this courier`);
    expect((await ok('GET', `/api/payments/${payment.id}`)).allocated).toBe('0.00');

    const paid = await ok('POST', `/api/payments/${payment.id}/allocations`, {
      items: [
        { orderId: prepaid.id, amount: '20' },
        { orderId: back.id, amount: '15' },
      ],
    });
    expect(paid).toMatchObject({ allocated: '35.00' });
    expect(paid.allocations.map((a: { amount: string }) => a.amount).sort()).toEqual([
      '15.00',
      '20.00',
    ]);
    const after = await statement();
    // It still owes the COD order's 40.00: fees paid no longer offset it.
    expect(after.currencies[0]).toMatchObject({ feesPaid: '35.00', balance: '40.00' });
    expect(sum(after.currencies[0]!.ageing)).toBe('40.00');
    expect(after.remittances.find((r) => r.paymentId === payment.id)?.kind).toBe('courier_fees');
    // The prepaid order's buyer money is the marketplace's: a fee paid does not settle it.
    expect(await ok('GET', `/api/orders/${prepaid.id}/payment-state`)).toMatchObject({
      state: 'unpaid',
      settled: '0.00',
    });

    // A remittance cannot net a fee already paid.
    const remittance = await ok('POST', '/api/payments', {
      kind: 'cod_remittance',
      storeId,
      agentId,
      paidOn: '2026-11-22',
      amount: '20',
      method: 'bank_transfer',
    });
    const twice = await as('POST', `/api/payments/${remittance.id}/allocations`, {
      items: [
        { orderId: cod.id, amount: '40' },
        { orderId: prepaid.id, amount: '-20' },
      ],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.error.message).toBe(
      `Only 0.00 MAD of fees is open on order ${prepaid.number}`,
    );
    await ok('POST', `/api/payments/${remittance.id}/void`, { reason: 'test' });

    // Undone, the fee is open again and the money waits on account; the balance does not move.
    const allocation = paid.allocations.find((a: { orderId: string }) => a.orderId === back.id);
    await ok('DELETE', `/api/payments/${payment.id}/allocations/${allocation.id}`);
    expect((await ok('GET', `/api/payments/${payment.id}`)).allocated).toBe('20.00');
    const undone = (await statement()).currencies[0]!;
    expect(undone.balance).toBe('40.00');
    expect(sum(undone.ageing)).toBe('40.00');

    // Parallel payments of the same 15.00 fee: exactly one takes it.
    const rivals = await Promise.all([pay('15'), pay('15'), pay('15')]);
    const results = await Promise.all(
      rivals.map((r) =>
        as('POST', `/api/payments/${r.id}/allocations`, {
          items: [{ orderId: back.id, amount: '15' }],
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    for (const r of rivals) await ok('POST', `/api/payments/${r.id}/void`, { reason: 'test' });
    await ok('POST', `/api/payments/${payment.id}/void`, { reason: 'entered twice' });
    const voided = (await statement()).currencies[0]!;
    expect(voided).toMatchObject({ feesPaid: '0.00', balance: '5.00' });
    expect(sum(voided.ageing)).toBe('5.00');
  }, 180_000);
});
