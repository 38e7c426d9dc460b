import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainEvents } from '../../kernel/events';
import { returnsLab } from './test-lab';

/**
 * The customer's credit pays a prepaid order (issue 31.2): its paid state follows before the
 * order is delivered, partly paid then settled by the credit, and the orders list's
 * paid-state filter says the same.
 */
let lab: Awaited<ReturnType<typeof returnsLab>>;
beforeAll(async () => {
  lab = await returnsLab();
}, 180_000);
afterAll(() => lab?.t.close());

const listed = async (state: string) =>
  (
    (await lab.ok('GET', `/api/orders?storeId=${lab.storeId}&paidState=${state}&pageSize=100`))
      .items as { id: string }[]
  ).map((o) => o.id);

describe('an order paid by the customer’s credit', () => {
  it('is partly paid, then settled by the credit, before its delivery', async () => {
    const phone = '+212 600-777888';
    const p = await lab.product();
    // A delivered prepaid order (2 x 25.00 + 15.00): one unit back as a credit note of 25.00.
    const first = await lab.delivered([{ productId: p, quantity: 2 }], 'prepaid', phone);
    const ret = await lab.ok('POST', '/api/returns', {
      orderId: first.id,
      lines: [{ orderLineId: first.lines[0]!.id, quantity: 1, reasonId: await lab.reason() }],
    });
    await lab.ok('POST', '/api/returns/refunds', {
      orderId: first.id,
      returnId: ret.id,
      kind: 'credit_note',
      amount: '25',
    });
    // The next order: 1 x 25.00 with no shipping, 25.00.
    const next = await lab.ok('POST', '/api/orders', {
      storeId: lab.storeId,
      paymentMethod: 'prepaid',
      agentId: lab.agentId,
      customer: { name: 'Salma Idrissi', phone, city: 'Rabat', address: '3 avenue Hassan II' },
      lines: [{ productId: p, quantity: 1 }],
    });
    const state = async () => {
      await drainEvents(lab.t.db);
      return lab.ok('GET', `/api/orders/${next.id}/payment-state`);
    };
    expect(await state()).toMatchObject({ state: 'not_due', credited: '0.00' });
    expect(await listed('not_due')).toContain(next.id);

    await lab.ok('POST', '/api/returns/credits/apply', { orderId: next.id, amount: '10' });
    expect(await state()).toMatchObject({
      state: 'partly_paid',
      due: '15.00',
      open: '15.00',
      credited: '10.00',
    });
    expect(await listed('partly_paid')).toContain(next.id);
    expect(await listed('not_due')).not.toContain(next.id);

    await lab.ok('POST', '/api/returns/credits/apply', { orderId: next.id, amount: '15' });
    expect(await state()).toMatchObject({
      state: 'settled',
      due: '0.00',
      open: '0.00',
      credited: '25.00',
    });
    expect(await listed('settled')).toContain(next.id);
    expect(await listed('partly_paid')).not.toContain(next.id);

    // Delivered, it stays settled: the credit lowered what the marketplace owes to nothing.
    for (const status of ['confirmed', 'packed', 'shipped', 'delivered'])
      await lab.ok('POST', `/api/orders/${next.id}/status`, { status });
    expect(await state()).toMatchObject({ state: 'settled', due: '0.00', credited: '25.00' });
    expect(await listed('settled')).toContain(next.id);
    expect(await listed('unpaid')).not.toContain(next.id);
  });
});
