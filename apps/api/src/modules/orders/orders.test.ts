import { describe, expect, it } from 'vitest';
import { orderStatuses, orderTransitions, type OrderStatus } from '@sp/contracts/api';
import { ordersTestApp, refusedPairs } from './test-helpers';
import { computeTotals } from './totals';

const { fx } = ordersTestApp();
const { admin } = fx;

describe('order totals', () => {
  it('adds lines, discounts, shipping and services in minor units, with no float drift', () => {
    const totals = computeTotals(
      [
        { quantity: 3, unitPriceMinor: 10, discountMinor: 0 }, // 3 x 0.10: 0.30 exactly, not 0.30000000000000004
        { quantity: 2, unitPriceMinor: 19_999, discountMinor: 1_000 },
      ],
      {
        discountMinor: 500,
        shippingFeeMinor: 3_500,
        services: [
          { unit: 'per_item', priceMinor: 150 },
          { unit: 'per_order', priceMinor: 1_000 },
        ],
        paymentMethod: 'cod',
      },
    );
    expect(totals.lineTotals).toEqual([30, 38_998]);
    expect(totals.subtotalMinor).toBe(39_028);
    expect(totals.servicesMinor).toBe(5 * 150 + 1_000);
    expect(totals.totalMinor).toBe(39_028 - 500 + 3_500 + 1_750);
    expect(totals.codMinor).toBe(totals.totalMinor);
    expect(
      computeTotals([{ quantity: 1, unitPriceMinor: 100, discountMinor: 0 }], {
        discountMinor: 0,
        shippingFeeMinor: 0,
        services: [],
        paymentMethod: 'prepaid',
      }).codMinor,
    ).toBe(0);
    expect(() =>
      computeTotals([{ quantity: 1, unitPriceMinor: 100, discountMinor: 101 }], {
        discountMinor: 0,
        shippingFeeMinor: 0,
        services: [],
        paymentMethod: 'cod',
      }),
    ).toThrow(/discount/);
  });

  it('creates an order with its number, prices from the catalogue, discounts, fee and COD', async () => {
    const p = await fx.product(10, '199.99');
    const res = await fx.as(
      admin,
      'POST',
      '/api/orders',
      fx.body(p.id, {
        lines: [
          { productId: p.id, quantity: 2, discount: '10' },
          { productId: p.id, quantity: 1, unitPrice: '0.10' },
        ],
        shippingFee: '35',
        discount: '5.05',
      }),
      { 'idempotency-key': 'order-create-1' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.number).toMatch(/^ATL-\d{6}$/);
    expect(res.body.lines.map((l: { total: string }) => l.total)).toEqual(['389.98', '0.10']);
    expect(res.body).toMatchObject({
      subtotal: '390.08',
      discount: '5.05',
      shippingFee: '35.00',
      total: '420.03',
      codAmount: '420.03',
      currency: 'MAD',
      status: 'pending',
      itemsCount: 3,
    });
    expect(res.body.history[0]).toMatchObject({
      kind: 'created',
      toStatus: 'pending',
      user: { fullName: 'Amina Admin' },
    });
    const again = await fx.as(
      admin,
      'POST',
      '/api/orders',
      fx.body(p.id, {
        lines: [
          { productId: p.id, quantity: 2, discount: '10' },
          { productId: p.id, quantity: 1, unitPrice: '0.10' },
        ],
        shippingFee: '35',
        discount: '5.05',
      }),
      { 'idempotency-key': 'order-create-1' },
    );
    expect(again.body.id).toBe(res.body.id);
    const next = await fx.order(p.id, { paymentMethod: 'prepaid' });
    expect(Number(next.number.slice(4))).toBe(Number(res.body.number.slice(4)) + 1);
    expect((next as unknown as { codAmount: string }).codAmount).toBe('0.00');
  });

  it('refuses a line of an unknown product, naming the field', async () => {
    const res = await fx.as(
      admin,
      'POST',
      '/api/orders',
      fx.body('00000000-0000-4000-8000-000000000000'),
    );
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: 'product_unknown',
      details: [{ path: 'lines.0.productId' }],
    });
  });
});

describe('the status workflow', () => {
  it('refuses every move the transitions table does not list, naming from and to', async () => {
    const p = await fx.product(100);
    const byStatus = new Map<OrderStatus, string>();
    for (const status of orderStatuses) {
      const o = await fx.order(p.id);
      await fx.moveTo(o.id, status);
      byStatus.set(status, o.id);
    }
    const pairs = refusedPairs();
    expect(pairs.length).toBe(
      orderStatuses.length ** 2 - Object.values(orderTransitions).flat().length,
    );
    for (const [from, to] of pairs) {
      const res = await fx.as(admin, 'POST', `/api/orders/${byStatus.get(from)}/status`, {
        status: to,
      });
      expect(res.status, `${from} -> ${to}`).toBe(409);
      expect(res.body.error.code).toBe('transition_refused');
      expect(res.body.error.message).toContain(`from ${from} to ${to}`);
    }
    const detail = await fx.as(admin, 'GET', `/api/orders/${byStatus.get('packed')}`);
    expect(detail.body.allowedTransitions).toEqual(['shipped', 'cancelled']);
    expect(detail.body.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'pending',
      'confirmed',
      'packed',
    ]);
  }, 60_000);

  it('ships out of stock and returns into it; cancelling before shipping touches nothing', async () => {
    const p = await fx.product(10);
    const o = await fx.order(p.id, { lines: [{ productId: p.id, quantity: 3 }] });
    await fx.moveTo(o.id, 'shipped');
    expect(await fx.onHand(p.id)).toBe(7);
    const shipped = await fx.as(admin, 'GET', `/api/orders/${o.id}`);
    expect(shipped.body.movements).toMatchObject([
      { kind: 'shipment', quantity: -3, reference: { type: 'order', id: o.id, label: o.number } },
    ]);
    await fx.as(admin, 'POST', `/api/orders/${o.id}/status`, {
      status: 'returned',
      note: 'refused at the door',
    });
    expect(await fx.onHand(p.id)).toBe(10);

    const cancelled = await fx.order(p.id, { lines: [{ productId: p.id, quantity: 4 }] });
    await fx.moveTo(cancelled.id, 'packed');
    await fx.as(admin, 'POST', `/api/orders/${cancelled.id}/status`, { status: 'cancelled' });
    expect(await fx.onHand(p.id)).toBe(10);
  });

  it('refuses to confirm when stock is short, naming the product, and leaves the order pending', async () => {
    const p = await fx.product(2);
    const o = await fx.order(p.id, { lines: [{ productId: p.id, quantity: 5 }] });
    const res = await fx.as(admin, 'POST', `/api/orders/${o.id}/status`, { status: 'confirmed' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'stock_unavailable' });
    expect(res.body.error.message).toContain(`${p.sku} at Atlas Casablanca: 2 available, 5 needed`);
    expect((await fx.as(admin, 'GET', `/api/orders/${o.id}`)).body).toMatchObject({
      status: 'pending',
      stockState: 'none',
      reservations: [],
    });
    expect(await fx.onHand(p.id)).toBe(2);
  });

  it('bulk status moves what it can and names the others; bulk assign sets the agent', async () => {
    const p = await fx.product(3);
    const a = await fx.order(p.id, { lines: [{ productId: p.id, quantity: 1 }] });
    const b = await fx.order(p.id, { lines: [{ productId: p.id, quantity: 1 }] });
    await fx.moveTo(b.id, 'cancelled');
    const res = await fx.as(admin, 'POST', '/api/orders/bulk-status', {
      ids: [a.id, b.id],
      status: 'confirmed',
    });
    expect(res.body.updated).toEqual([a.id]);
    expect(res.body.failed).toMatchObject([
      { id: b.id, number: b.number, code: 'transition_refused' },
    ]);
    const agent = await fx.as(admin, 'POST', '/api/fulfillment-agents', {
      name: 'Amana Express',
      kind: 'courier',
      phone: '+212 600 000 001',
      cities: ['Casablanca'],
      deliveryFee: '25',
      returnFee: '10',
      remitEveryDays: 7,
      remitAccount: 'MA64',
    });
    const assigned = await fx.as(admin, 'POST', '/api/orders/bulk-assign', {
      ids: [a.id, b.id],
      agentId: agent.body.id,
    });
    expect(assigned.body.updated).toEqual([a.id]);
    expect((await fx.as(admin, 'GET', `/api/orders/${a.id}`)).body).toMatchObject({
      agentId: agent.body.id,
      agentName: 'Amana Express',
    });
    // The audit log has the order's own entry, with the courier it had; none for the refused one.
    const log = (await fx.as(admin, 'GET', '/api/audit-log?recordType=Order&pageSize=20')).body
      .items as { action: string; recordId: string; before: unknown; after: unknown }[];
    expect(log.filter((e) => e.action === 'assign' && [a.id, b.id].includes(e.recordId))).toEqual([
      expect.objectContaining({
        recordId: a.id,
        before: { agentId: null },
        after: { agentId: agent.body.id },
      }),
    ]);
  });

  it('edits lines until packed, then refuses with order_locked', async () => {
    const p = await fx.product(10);
    const o = await fx.order(p.id);
    const edited = await fx.as(admin, 'PATCH', `/api/orders/${o.id}`, {
      lines: [{ productId: p.id, quantity: 4 }],
      shippingFee: '20',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ total: '120.00', itemsCount: 4 });
    expect(edited.body.history.at(-1)).toMatchObject({ kind: 'edit' });
    await fx.moveTo(o.id, 'packed');
    const locked = await fx.as(admin, 'PATCH', `/api/orders/${o.id}`, { shippingFee: '0' });
    expect(locked.status).toBe(409);
    expect(locked.body.error.code).toBe('order_locked');
    expect(
      (await fx.as(admin, 'PATCH', `/api/orders/${o.id}`, { trackingNumber: 'AMN123MA' })).body
        .trackingNumber,
    ).toBe('AMN123MA');
  });
});
