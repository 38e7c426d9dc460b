import { describe, expect, it } from 'vitest';
import { ordersTestApp, readPdf } from './test-helpers';

/** Issue 30: reservation, a courier before shipping, labels tied to a version of the order. */
const { fx } = ordersTestApp();
const { admin } = fx;

const status = (id: string, to: string) =>
  fx.as(admin, 'POST', `/api/orders/${id}/status`, { status: to });
const detail = async (id: string) => (await fx.as(admin, 'GET', `/api/orders/${id}`)).body;
const stockRow = async (productId: string) =>
  (
    await fx.as(admin, 'GET', `/api/inventory?productId=${productId}`, undefined, {
      'x-store-id': fx.casa(),
    })
  ).body.items[0];
const label = (ids: string[]) => fx.label(ids);

describe('reservation', () => {
  it('confirm holds the lines (available = on hand - reserved), ship consumes, cancel releases', async () => {
    const p = await fx.product(10);
    const a = await fx.order(p.id, { lines: [{ productId: p.id, quantity: 3 }] });
    expect((await status(a.id, 'confirmed')).body).toMatchObject({
      stockState: 'reserved',
      reservations: [{ productId: p.id, quantity: 3 }],
    });
    expect(await stockRow(p.id)).toMatchObject({
      onHand: 10,
      reserved: 3,
      available: 7,
      stocked: true,
    });
    const product = (
      await fx.as(admin, 'GET', `/api/products/${p.id}`, undefined, { 'x-store-id': fx.casa() })
    ).body;
    expect(product).toMatchObject({ onHand: 10, reserved: 3, available: 7 });

    // An edit of a confirmed order holds its new lines instead.
    await fx.as(admin, 'PATCH', `/api/orders/${a.id}`, {
      lines: [{ productId: p.id, quantity: 4 }],
    });
    expect(await stockRow(p.id)).toMatchObject({ onHand: 10, reserved: 4, available: 6 });

    const b = await fx.order(p.id, { lines: [{ productId: p.id, quantity: 6 }] });
    await status(b.id, 'confirmed');
    expect(await stockRow(p.id)).toMatchObject({ reserved: 10, available: 0 });

    await status(a.id, 'packed');
    expect(await stockRow(p.id)).toMatchObject({ onHand: 10, reserved: 10 });
    await fx.as(admin, 'PATCH', `/api/orders/${a.id}`, { agentId: await fx.courier() });
    expect((await status(a.id, 'shipped')).body.stockState).toBe('none');
    expect(await stockRow(p.id)).toMatchObject({ onHand: 6, reserved: 6, available: 0 });

    await status(b.id, 'cancelled');
    expect(await stockRow(p.id)).toMatchObject({ onHand: 6, reserved: 0, available: 6 });
    expect((await detail(b.id)).reservations).toEqual([]);
  });

  it('refuses a confirm that does not fit, naming each product short, and changes nothing', async () => {
    const p = await fx.product(5);
    const q = await fx.product(0);
    const held = await fx.order(p.id, { lines: [{ productId: p.id, quantity: 4 }] });
    await status(held.id, 'confirmed');
    const o = await fx.order(p.id, {
      lines: [
        { productId: p.id, quantity: 2 },
        { productId: q.id, quantity: 1 },
      ],
    });
    const res = await status(o.id, 'confirmed');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('stock_unavailable');
    expect(res.body.error.details.map((d: { message: string }) => d.message)).toEqual([
      `${p.sku} at Atlas Casablanca: 1 available, 2 needed`,
      `${q.sku} is not stocked in Atlas Casablanca`,
    ]);
    expect(await detail(o.id)).toMatchObject({
      status: 'pending',
      stockState: 'none',
      reservations: [],
    });
    expect(await stockRow(p.id)).toMatchObject({ reserved: 4 });
  });

  it('keeps a confirm that does not fit as a backorder when the tenant allows it', async () => {
    const agentTry = await fx.as(fx.agent, 'PUT', '/api/orders/settings', { allowBackorder: true });
    expect(agentTry.status).toBe(403);
    const set = await fx.as(admin, 'PUT', '/api/orders/settings', { allowBackorder: true });
    expect(set.body).toMatchObject({ allowBackorder: true });
    try {
      const p = await fx.product(1);
      const o = await fx.order(p.id, { lines: [{ productId: p.id, quantity: 3 }] });
      expect((await status(o.id, 'confirmed')).body).toMatchObject({
        status: 'confirmed',
        stockState: 'backorder',
        reservations: [],
      });
      expect(await stockRow(p.id)).toMatchObject({ reserved: 0 });
      // It ships only once the stock is there.
      await status(o.id, 'packed');
      await fx.as(admin, 'PATCH', `/api/orders/${o.id}`, { agentId: await fx.courier() });
      expect((await status(o.id, 'shipped')).body.error.code).toBe('stock_unavailable');
    } finally {
      await fx.as(admin, 'PUT', '/api/orders/settings', { allowBackorder: false });
    }
  });

  it('parallel confirms never hold more than is on hand', async () => {
    const p = await fx.product(5);
    const orders = [];
    for (let i = 0; i < 8; i++)
      orders.push(await fx.order(p.id, { lines: [{ productId: p.id, quantity: 1 }] }));
    const results = await Promise.all(orders.map((o) => status(o.id, 'confirmed')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.error.code)).toEqual([
      'stock_unavailable',
      'stock_unavailable',
      'stock_unavailable',
    ]);
    expect(await stockRow(p.id)).toMatchObject({ onHand: 5, reserved: 5, available: 0 });
  });
});

describe('a courier before shipping', () => {
  it('refuses to ship or label a COD order without a courier; tracking may follow on the label', async () => {
    const p = await fx.product(5);
    const o = await fx.order(p.id);
    await fx.moveTo(o.id, 'packed');
    const ship = await status(o.id, 'shipped');
    expect(ship.status).toBe(409);
    expect(ship.body.error).toMatchObject({
      code: 'courier_required',
      details: [{ path: 'agentId' }],
    });
    const print = await label([o.id]);
    expect(print.statusCode).toBe(409);
    expect(print.json()).toMatchObject({ error: { code: 'courier_required' } });
    expect(await detail(o.id)).toMatchObject({ status: 'packed', labelPrintCount: 0 });

    // A prepaid order needs none; a COD order with its courier prints, tracking to follow.
    const prepaid = await fx.order(p.id, {
      paymentMethod: 'prepaid',
      lines: [{ productId: p.id, quantity: 1 }],
    });
    await fx.moveTo(prepaid.id, 'packed');
    expect((await status(prepaid.id, 'shipped')).status).toBe(200);
    await fx.as(admin, 'PATCH', `/api/orders/${o.id}`, { agentId: await fx.courier() });
    const pdf = await label([o.id]);
    expect(pdf.statusCode).toBe(200);
    const [page] = await readPdf(pdf.rawPayload);
    expect(page!.text).toContain('TRACKING TO FOLLOW');
    expect(page!.text).toContain('Test Courier');
  });
});

describe('labels tied to a version of the order', () => {
  it('an edit of address, COD or lines voids the printed label; the reprint is recorded', async () => {
    const p = await fx.product(10);
    const o = await fx.order(p.id);
    await status(o.id, 'confirmed');
    await fx.as(admin, 'PATCH', `/api/orders/${o.id}`, { agentId: await fx.courier() });
    expect((await label([o.id])).statusCode).toBe(200);
    expect((await detail(o.id)).labelPrintedAt).not.toBeNull();

    // A note or the same lines again leave the label good.
    await fx.as(admin, 'PATCH', `/api/orders/${o.id}`, {
      note: 'ring twice',
      lines: [{ productId: p.id, quantity: 2 }],
    });
    expect(await detail(o.id)).toMatchObject({ labelVoidAt: null });

    const edited = await fx.as(admin, 'PATCH', `/api/orders/${o.id}`, {
      lines: [{ productId: p.id, quantity: 3 }],
    });
    expect(edited.body).toMatchObject({ labelPrintedAt: null, codAmount: '75.00' });
    expect(edited.body.labelVoidAt).not.toBeNull();
    expect(edited.body.history.at(-1).changes.label).toEqual({ before: 'printed', after: 'void' });
    const toPrint = await fx.as(admin, 'GET', `/api/orders?labelPrinted=false&search=${o.number}`);
    expect(toPrint.body.items.map((i: { id: string }) => i.id)).toEqual([o.id]);

    const again = await label([o.id]);
    const [page] = await readPdf(again.rawPayload);
    expect(page!.text).toContain('75.00');
    const after = await detail(o.id);
    expect(after).toMatchObject({ labelVoidAt: null, labelPrintCount: 2 });
    expect(after.history.at(-1)).toMatchObject({ kind: 'label', note: 'reprint (4x6)' });

    // An address change voids it too.
    const moved = await fx.as(admin, 'PATCH', `/api/orders/${o.id}`, {
      customer: {
        name: 'Fatima Zahra Benali',
        phone: '+212 661-234567',
        city: 'Rabat',
        address: '1 av Hassan II',
      },
    });
    expect(moved.body.labelVoidAt).not.toBeNull();
  });

  it('refuses labels for cancelled, returned and delivered orders with the reason', async () => {
    const p = await fx.product(10);
    for (const [to, reason] of [
      ['cancelled', 'it is cancelled'],
      ['returned', 'it has been returned'],
      ['delivered', 'it has been delivered'],
    ] as const) {
      const o = await fx.order(p.id, { lines: [{ productId: p.id, quantity: 1 }] });
      await fx.moveTo(o.id, to);
      const res = await label([o.id]);
      expect(res.statusCode, to).toBe(409);
      const body = res.json();
      expect(body.error).toMatchObject({
        code: 'label_refused',
        message: `No label for order ${o.number}: ${reason}`,
      });
      expect((await detail(o.id)).labelPrintCount).toBe(0);
    }
  });
});

describe('search and scope', () => {
  it("finds an order by the marketplace's reference, and lists only the navbar's store", async () => {
    const p = await fx.product(5);
    const o = await fx.order(p.id, { externalRef: 'JUM-VB-1' });
    const found = await fx.as(admin, 'GET', '/api/orders?search=JUM-VB-1');
    expect(found.body.items.map((i: { id: string }) => i.id)).toEqual([o.id]);
    expect(
      (await fx.as(admin, 'GET', '/api/orders/search?q=JUM-VB-1')).body.items.map(
        (i: { id: string }) => i.id,
      ),
    ).toEqual([o.id]);

    const casa = await fx.as(admin, 'GET', '/api/orders?pageSize=100', undefined, {
      'x-store-id': fx.casa(),
    });
    const paris = await fx.as(admin, 'GET', '/api/orders?pageSize=100', undefined, {
      'x-store-id': fx.paris(),
    });
    expect(casa.body.items.every((i: { storeId: string }) => i.storeId === fx.casa())).toBe(true);
    expect(paris.body.items.every((i: { storeId: string }) => i.storeId === fx.paris())).toBe(true);
    const all = (await fx.as(admin, 'GET', '/api/orders/counts')).body.all;
    const counts = await Promise.all(
      [fx.casa(), fx.paris()].map(
        async (s) =>
          (await fx.as(admin, 'GET', '/api/orders/counts', undefined, { 'x-store-id': s })).body
            .all,
      ),
    );
    expect(counts[0] + counts[1]).toBe(all);
    expect(counts[1]).toBeGreaterThan(0);
    const report = await fx.as(admin, 'GET', '/api/orders/report', undefined, {
      'x-store-id': fx.paris(),
    });
    expect(report.body.currencies.map((c: { currency: string }) => c.currency)).toEqual(['EUR']);
    // An order of the other store still opens by its id.
    expect(
      (await fx.as(admin, 'GET', `/api/orders/${o.id}`, undefined, { 'x-store-id': fx.paris() }))
        .status,
    ).toBe(200);
  });
});
