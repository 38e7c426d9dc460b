import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/harness';
import { signIn } from '../../test/harness';
import { otherMarketplace } from '../purchase/test-fixtures';
import { returnsLab } from './test-lab';

/**
 * A return on a partly delivered order (issue 31.1): one shipment delivered alone posts only
 * its part to the journal; a return takes back at most what was delivered less what came
 * back. Figures worked out by hand: tagines at 25.00, cost 10.00, courier fee 20.00.
 */
let lab: Awaited<ReturnType<typeof returnsLab>>;
beforeAll(async () => {
  lab = await returnsLab();
}, 180_000);
afterAll(() => lab?.t.close());

interface OrderView {
  id: string;
  status: string;
  total: string;
  lines: { id: string }[];
  shipments: { id: string; status: string; position: number }[];
  lineProgress: { lineId: string; shipped: number; delivered: number }[];
}

/** A COD order of 3 x A and 2 x B (75 + 50 + 15 shipping = 140.00), confirmed, its first shipment (2 x A, cash 50.00) on its way. */
async function partlyShipped() {
  const a = await lab.product();
  const b = await lab.product();
  const o = await lab.ok('POST', '/api/orders', {
    storeId: lab.storeId,
    paymentMethod: 'cod',
    agentId: lab.agentId,
    shippingFee: '15',
    customer: {
      name: 'Salma Idrissi',
      phone: '+212 600-333444',
      city: 'Rabat',
      address: '3 avenue Hassan II',
    },
    lines: [
      { productId: a, quantity: 3 },
      { productId: b, quantity: 2 },
    ],
  });
  await lab.ok('POST', `/api/orders/${o.id}/status`, { status: 'confirmed' });
  const [lineA, lineB] = (o as OrderView).lines as [{ id: string }, { id: string }];
  const shipped = (await lab.ok('POST', `/api/orders/${o.id}/shipments`, {
    lines: [{ lineId: lineA.id, quantity: 2 }],
    codAmount: '50',
  })) as OrderView;
  return { order: shipped, lineA: lineA.id, lineB: lineB.id, productA: a };
}

const goodsPart = (j: Record<string, number>) => (j.revenue ?? 0) + (j.tax_payable ?? 0);

describe('a shipment delivered alone', () => {
  it('posts only the delivered part; the last shipment delivers the order and posts the rest', async () => {
    const { order, lineA, lineB } = await partlyShipped();
    expect(order.status).toBe('confirmed');
    const first = order.shipments[0]!;
    const delivered = (await lab.ok(
      'POST',
      `/api/orders/${order.id}/shipments/${first.id}/deliver`,
      { note: 'first parcel' },
    )) as OrderView;
    expect(delivered.status).toBe('confirmed');
    expect(delivered.shipments[0]!.status).toBe('delivered');
    expect(delivered.lineProgress.find((p) => p.lineId === lineA)).toMatchObject({
      shipped: 2,
      delivered: 2,
    });

    // Two tagines of 25.00: revenue (with its tax) 50.00, the cash 50.00 less the fee 20.00 owed by the courier, cost 2 x 10.00.
    const part = await lab.journalOf([order.id]);
    expect(goodsPart(part)).toBe(-5000);
    expect(part.courier_receivable).toBe(3000);
    expect(part.fees).toBe(2000);
    expect(part.cost_of_goods).toBe(2000);
    expect(part.goods_in_transit ?? 0).toBe(0);
    expect(part.marketplace_receivable ?? 0).toBe(0);

    // Delivered twice: refused.
    const again = await lab.as(
      lab.admin,
      'POST',
      `/api/orders/${order.id}/shipments/${first.id}/deliver`,
      {},
    );
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('shipment_not_in_transit');

    // The rest leaves (1 x A, 2 x B, the cash left 90.00); the order is shipped.
    const rest = (await lab.ok('POST', `/api/orders/${order.id}/shipments`, {
      lines: [
        { lineId: lineA, quantity: 1 },
        { lineId: lineB, quantity: 2 },
      ],
    })) as OrderView;
    expect(rest.status).toBe('shipped');
    // Part of it was delivered: it cannot come back whole.
    const whole = await lab.as(lab.admin, 'POST', `/api/orders/${order.id}/status`, {
      status: 'returned',
    });
    expect(whole.status).toBe(409);
    expect(whole.body.error.message).toMatch(/part of it was delivered/);

    const done = (await lab.ok(
      'POST',
      `/api/orders/${order.id}/shipments/${rest.shipments[1]!.id}/deliver`,
      {},
    )) as OrderView;
    expect(done.status).toBe('delivered');
    expect(done.shipments.map((s) => s.status)).toEqual(['delivered', 'delivered']);
    // The whole order now: 140.00 of revenue with its tax, 140.00 cash less two fees, 5 x 10.00 of cost.
    const all = await lab.journalOf([order.id]);
    expect(goodsPart(all)).toBe(-14000);
    expect(all.courier_receivable).toBe(10000);
    expect(all.fees).toBe(4000);
    expect(all.cost_of_goods).toBe(5000);
    expect(all.goods_in_transit ?? 0).toBe(0);
    expect(all.marketplace_receivable ?? 0).toBe(0);
  });
});

describe("the P&L's delivered orders", () => {
  /** Today's delivered orders of the store: in total, of one product, of the products' categories. */
  async function deliveredToday(productId: string) {
    await lab.journalOf([]); // applies what is pending
    const day = await lab.today();
    const period = `from=${day}&to=${day}&storeId=${lab.storeId}`;
    type Pl = {
      currencies: {
        currency: string;
        current: { deliveredOrders: number };
        groups: { key: string; figures: { deliveredOrders: number } }[];
      }[];
    };
    const mad = async (q: string) =>
      ((await lab.ok('GET', `/api/profit-loss?${period}${q}`)) as Pl).currencies.find(
        (c) => c.currency === 'MAD',
      );
    const byProduct = await mad('&groupBy=product');
    const byCategory = await mad('&groupBy=category');
    return {
      total: byProduct?.current.deliveredOrders ?? 0,
      product: byProduct?.groups.find((g) => g.key === productId)?.figures.deliveredOrders ?? 0,
      categories: (byCategory?.groups ?? []).reduce((n, g) => n + g.figures.deliveredOrders, 0),
    };
  }

  it('count an order delivered in two shipments once, when its last shipment is delivered', async () => {
    const { order, lineA, lineB, productA } = await partlyShipped();
    const before = await deliveredToday(productA);
    await lab.ok('POST', `/api/orders/${order.id}/shipments/${order.shipments[0]!.id}/deliver`, {});
    // A part delivered: the order is not delivered yet, nothing counted (its money is).
    expect(await deliveredToday(productA)).toEqual(before);
    const rest = (await lab.ok('POST', `/api/orders/${order.id}/shipments`, {
      lines: [
        { lineId: lineA, quantity: 1 },
        { lineId: lineB, quantity: 2 },
      ],
    })) as OrderView;
    await lab.ok('POST', `/api/orders/${order.id}/shipments/${rest.shipments[1]!.id}/deliver`, {});
    const after = await deliveredToday(productA);
    expect({ total: after.total, product: after.product }).toEqual({
      total: before.total + 1,
      product: before.product + 1,
    });
    // By category, counted from the lines: once in each of its products' categories.
    expect(after.categories).toBeGreaterThan(before.categories);
  });
});

describe('one shipment delivered twice at once', () => {
  it('is delivered once: one answer 200, the others 409, one journal entry', async () => {
    const { order } = await partlyShipped();
    const url = `/api/orders/${order.id}/shipments/${order.shipments[0]!.id}/deliver`;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => lab.as(lab.admin, 'POST', url, {})),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const part = await lab.journalOf([order.id]);
    expect(goodsPart(part)).toBe(-5000);
    expect(part.fees).toBe(2000);
  });
});

describe('a return on a partly delivered order', () => {
  it('takes back at most what was delivered, less what already came back', async () => {
    const { order, lineA, lineB } = await partlyShipped();
    const reasonId = await lab.reason();
    // Nothing delivered yet: no return.
    const early = await lab.as(lab.admin, 'POST', '/api/returns', {
      orderId: order.id,
      lines: [{ orderLineId: lineA, quantity: 1, reasonId }],
    });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('return_order_not_delivered');

    await lab.ok('POST', `/api/orders/${order.id}/shipments/${order.shipments[0]!.id}/deliver`, {});
    const returnable = await lab.ok('GET', `/api/returns/orders/${order.id}`);
    expect(returnable.lines).toEqual([
      expect.objectContaining({ orderLineId: lineA, shipped: 2, delivered: 2, returnable: 2 }),
      expect.objectContaining({ orderLineId: lineB, shipped: 0, delivered: 0, returnable: 0 }),
    ]);

    // 3 of A asked, 2 delivered: refused, naming the line.
    const tooMany = await lab.as(lab.admin, 'POST', '/api/returns', {
      orderId: order.id,
      lines: [{ orderLineId: lineA, quantity: 3, reasonId }],
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.code).toBe('return_exceeds_shipped');
    expect(tooMany.body.error.message).toMatch(/only 2 of 2 delivered can still be returned/);
    expect(tooMany.body.error.details).toEqual([
      { path: 'lines.0.quantity', message: expect.stringMatching(/: 2$/) },
    ]);
    // B never left: not returnable.
    const notDelivered = await lab.as(lab.admin, 'POST', '/api/returns', {
      orderId: order.id,
      lines: [{ orderLineId: lineB, quantity: 1, reasonId }],
    });
    expect(notDelivered.status).toBe(422);
    expect(notDelivered.body.error.message).toMatch(/only 0 of 0 delivered/);

    await lab.ok('POST', '/api/returns', {
      orderId: order.id,
      lines: [{ orderLineId: lineA, quantity: 1, reasonId }],
    });
    const second = await lab.as(lab.admin, 'POST', '/api/returns', {
      orderId: order.id,
      lines: [{ orderLineId: lineA, quantity: 2, reasonId }],
    });
    expect(second.status).toBe(422);
    expect(second.body.error.message).toMatch(/only 1 of 2 delivered can still be returned/);
    await lab.ok('POST', '/api/returns', {
      orderId: order.id,
      lines: [{ orderLineId: lineA, quantity: 1, reasonId }],
    });
    const list = await lab.ok('GET', `/api/returns?orderId=${order.id}`);
    expect(list.items).toHaveLength(2);
  });

  it("answers 404 to another tenant delivering this tenant's shipment", async () => {
    const { order } = await partlyShipped();
    const other = await otherMarketplace(lab.t.db);
    const theirs = await signIn(lab.t, other.email);
    const res = await call(lab.t.app, {
      method: 'POST',
      url: `/api/orders/${order.id}/shipments/${order.shipments[0]!.id}/deliver`,
      token: theirs,
      payload: {},
    });
    expect(res.status).toBe(404);
    const fresh = await lab.ok('GET', `/api/orders/${order.id}`);
    expect(fresh.shipments[0].status).toBe('shipped');
  });
});
