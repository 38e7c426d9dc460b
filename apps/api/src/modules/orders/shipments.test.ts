import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { domainEvents } from '../../kernel/db/kernel-tables';
import { ordersTestApp, readPdf } from './test-helpers';
import { shippedByLine } from './index';

/**
 * Partial shipment (issue 30.6): some lines leave, the rest stays open; each shipment has
 * its courier, tracking number, COD and label; stock and reservation follow per shipment;
 * the cost each line left at is recorded per shipment. The parallel case runs on PostgreSQL
 * too (TEST_DATABASE_URL), where the two requests really race.
 */
const { app, fx } = ordersTestApp();
const { admin } = fx;

const status = (id: string, to: string) =>
  fx.as(admin, 'POST', `/api/orders/${id}/status`, { status: to });
const detail = async (id: string) => (await fx.as(admin, 'GET', `/api/orders/${id}`)).body;
const ship = (id: string, body: object) =>
  fx.as(admin, 'POST', `/api/orders/${id}/shipments`, body);
const stockRow = async (productId: string) =>
  (
    await fx.as(admin, 'GET', `/api/inventory?productId=${productId}`, undefined, {
      'x-store-id': fx.casa(),
    })
  ).body.items[0];
const shipmentLabel = (id: string, shipmentId: string) =>
  app().app.inject({
    method: 'POST',
    url: `/api/orders/${id}/shipments/${shipmentId}/label`,
    headers: { authorization: `Bearer ${fx.token(admin)}` },
    payload: { format: '4x6' },
  });

async function secondCourier() {
  const res = await fx.as(admin, 'POST', '/api/fulfillment-agents', {
    name: `Second Courier ${Math.random().toString(36).slice(2, 7)}`,
    kind: 'courier',
    phone: '+212 600 000 019',
    cities: ['Casablanca'],
    deliveryFee: '20',
    returnFee: '5',
    remitEveryDays: 7,
    remitAccount: 'MA65',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; name: string };
}

/** A confirmed COD order of two lines (3 of A, 2 of B), with its courier. */
async function confirmedOrder() {
  const a = await fx.product(10, '40');
  const b = await fx.product(10, '30');
  const o = await fx.order(a.id, {
    lines: [
      { productId: a.id, quantity: 3 },
      { productId: b.id, quantity: 2 },
    ],
    agentId: await fx.courier(),
  });
  expect((await status(o.id, 'confirmed')).status).toBe(200);
  const d = await detail(o.id);
  const [lineA, lineB] = d.lines as { id: string }[];
  return { o, a, b, lineA: lineA!.id, lineB: lineB!.id };
}

describe('partial shipment', () => {
  it('ships some lines with a courier and tracking: the rest stays open, the reservation and stock follow', async () => {
    const { o, a, b, lineA, lineB } = await confirmedOrder();
    expect(await stockRow(a.id)).toMatchObject({ onHand: 10, reserved: 3 });
    const res = await ship(o.id, {
      lines: [{ lineId: lineA, quantity: 1 }],
      trackingNumber: 'TRK-PART-1',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      status: 'confirmed',
      fulfilment: 'partial',
      stockState: 'reserved',
    });
    expect(res.body.shipments).toMatchObject([
      {
        position: 1,
        status: 'shipped',
        trackingNumber: 'TRK-PART-1',
        agentName: 'Test Courier',
        lines: [{ lineId: lineA, quantity: 1 }],
      },
    ]);
    expect(res.body.lineProgress).toEqual([
      { lineId: lineA, ordered: 3, shipped: 1, delivered: 0, open: 2 },
      { lineId: lineB, ordered: 2, shipped: 0, delivered: 0, open: 2 },
    ]);
    expect(await stockRow(a.id)).toMatchObject({ onHand: 9, reserved: 2 });
    expect(await stockRow(b.id)).toMatchObject({ onHand: 10, reserved: 2 });
    expect(res.body.history.at(-1)).toMatchObject({
      kind: 'shipment',
      changes: { shipment: { after: 1 }, units: { after: 1 } },
    });
    // The list says so.
    const list = (await fx.as(admin, 'GET', `/api/orders?search=${o.number}`)).body.items;
    expect(list[0]).toMatchObject({ number: o.number, fulfilment: 'partial' });
  });

  it('refuses a shipment of more than is open (422 naming the line and what is open), and changes nothing', async () => {
    const { o, a, lineA, lineB } = await confirmedOrder();
    await ship(o.id, { lines: [{ lineId: lineA, quantity: 2 }] });
    const res = await ship(o.id, {
      lines: [
        { lineId: lineA, quantity: 2 },
        { lineId: lineB, quantity: 1 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('shipment_exceeds_open');
    expect(res.body.error.details).toEqual([
      {
        path: `lines.${lineA}`,
        message: `${a.sku} Order test ${a.sku.split('-').at(-1)}: 1 open, 2 asked`,
      },
    ]);
    const d = await detail(o.id);
    expect(d.shipments).toHaveLength(1);
    expect(d.lineProgress.map((p: { open: number }) => p.open)).toEqual([1, 2]);
    expect(await stockRow(a.id)).toMatchObject({ onHand: 8, reserved: 1 });
    // A line of another order is not this order's.
    const other = await confirmedOrder();
    const foreign = await ship(o.id, { lines: [{ lineId: other.lineA, quantity: 1 }] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.details[0].path).toBe(`lines.${other.lineA}`);
  });

  it('needs a courier for a COD shipment, and only confirmed or packed orders ship', async () => {
    const p = await fx.product(5);
    const o = await fx.order(p.id);
    const lineId = (await detail(o.id)).lines[0].id;
    const pending = await ship(o.id, { lines: [{ lineId, quantity: 1 }] });
    expect(pending.status).toBe(409);
    expect(pending.body.error.code).toBe('shipment_refused');
    await status(o.id, 'confirmed');
    const res = await ship(o.id, { lines: [{ lineId, quantity: 1 }] });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('courier_required');
    expect((await detail(o.id)).shipments).toEqual([]);
    expect(await fx.onHand(p.id)).toBe(5);
  });

  it('a partly shipped order keeps its lines and cannot be cancelled', async () => {
    const { o, a, lineA } = await confirmedOrder();
    await ship(o.id, { lines: [{ lineId: lineA, quantity: 1 }] });
    const edit = await fx.as(admin, 'PATCH', `/api/orders/${o.id}`, {
      lines: [{ productId: a.id, quantity: 1 }],
    });
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('order_locked');
    const cancel = await status(o.id, 'cancelled');
    expect(cancel.status).toBe(409);
    expect(cancel.body.error.message).toContain('part of it has shipped');
  });

  it('each shipment its own courier, COD and event with the cost its lines left at; the last one ships the order; deliver follows', async () => {
    const { o, a, b, lineA, lineB } = await confirmedOrder();
    const other = await secondCourier();
    // Cash travels with the order's own courier (its statement gets it at delivery): another
    // courier's parcel carries none, and asking it to is refused before anything moves.
    const wrong = await ship(o.id, { lines: [{ lineId: lineA, quantity: 1 }], agentId: other.id });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('cod_other_courier');
    expect((await detail(o.id)).shipments).toEqual([]);
    const first = await ship(o.id, {
      lines: [{ lineId: lineA, quantity: 3 }],
      trackingNumber: 'TRK-A',
    });
    // The first shipment collects the order's cash by default: 3 x 40 + 2 x 30 = 180.
    expect(first.body.shipments[0]).toMatchObject({ codAmount: '180.00' });
    const tooMuch = await ship(o.id, {
      lines: [{ lineId: lineB, quantity: 2 }],
      agentId: other.id,
      codAmount: '1',
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.code).toBe('cod_exceeds_open');
    const second = await ship(o.id, {
      lines: [{ lineId: lineB, quantity: 2 }],
      agentId: other.id,
      trackingNumber: 'TRK-B',
    });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body).toMatchObject({
      status: 'shipped',
      fulfilment: 'complete',
      stockState: 'none',
    });
    expect(second.body.shipments).toMatchObject([
      { position: 1, agentName: 'Test Courier', trackingNumber: 'TRK-A', codAmount: '180.00' },
      { position: 2, agentId: other.id, trackingNumber: 'TRK-B', codAmount: '0.00' },
    ]);
    expect(await stockRow(a.id)).toMatchObject({ onHand: 7, reserved: 0 });
    expect(await stockRow(b.id)).toMatchObject({ onHand: 8, reserved: 0 });

    const events = await app()
      .db.select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, o.id), eq(domainEvents.type, 'order.shipped')))
      .orderBy(asc(domainEvents.sequence));
    expect(events.map((e) => e.payload)).toMatchObject([
      {
        agentId: await fx.courier(),
        shipmentId: second.body.shipments[0].id,
        lines: [{ productId: a.id, quantity: 3, unitCostMinor: 1000 }],
      },
      {
        agentId: other.id,
        shipmentId: second.body.shipments[1].id,
        lines: [{ productId: b.id, quantity: 2, unitCostMinor: 1000 }],
      },
    ]);

    const tenantId = fx.ids().tenant('atlas').id;
    expect(
      (await shippedByLine(app().db, tenantId, [{ id: o.id, status: 'shipped' }])).get(lineA),
    ).toMatchObject({ shipped: 3, delivered: 0, open: 0 });
    expect(
      (await status(o.id, 'delivered')).body.shipments.map((s: { status: string }) => s.status),
    ).toEqual(['delivered', 'delivered']);
    const byLine = await shippedByLine(app().db, tenantId, [{ id: o.id, status: 'delivered' }]);
    expect(byLine.get(lineB)).toMatchObject({
      orderId: o.id,
      productId: b.id,
      ordered: 2,
      shipped: 2,
      delivered: 2,
      open: 0,
    });
  });

  it('a whole-order ship is one shipment of everything open; a return puts back what each shipment took', async () => {
    const { o, a, b, lineA } = await confirmedOrder();
    await ship(o.id, { lines: [{ lineId: lineA, quantity: 1 }] });
    await status(o.id, 'packed');
    const shipped = await status(o.id, 'shipped');
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(
      shipped.body.shipments.map((s: { lines: { quantity: number }[] }) =>
        s.lines.map((l) => l.quantity),
      ),
    ).toEqual([[1], [2, 2]]);
    expect(shipped.body.lineProgress.every((p: { open: number }) => p.open === 0)).toBe(true);
    expect(await stockRow(a.id)).toMatchObject({ onHand: 7, reserved: 0 });
    expect((await status(o.id, 'returned')).status).toBe(200);
    expect(await stockRow(a.id)).toMatchObject({ onHand: 10 });
    expect(await stockRow(b.id)).toMatchObject({ onHand: 10 });
    expect((await detail(o.id)).shipments.map((s: { status: string }) => s.status)).toEqual([
      'returned',
      'returned',
    ]);
  });

  it('prints a label per shipment (its courier, tracking, cash and units), reprints recorded', async () => {
    const { o, lineA, lineB } = await confirmedOrder();
    const other = await secondCourier();
    await ship(o.id, { lines: [{ lineId: lineA, quantity: 2 }], trackingNumber: 'TRK-LBL-1' });
    const d = (await ship(o.id, { lines: [{ lineId: lineB, quantity: 1 }], agentId: other.id }))
      .body;
    const [s1, s2] = d.shipments;
    const first = await shipmentLabel(o.id, s1.id);
    expect(first.statusCode).toBe(200);
    const [page] = await readPdf(first.rawPayload);
    expect(page!.text).toContain(`${o.number}/1`);
    expect(page!.text).toContain('TRK-LBL-1');
    expect(page!.text).toContain('COD 180.00 MAD');
    expect(page!.text).toContain('2 item(s)');
    const [second] = await readPdf((await shipmentLabel(o.id, s2.id)).rawPayload);
    expect(second!.text).toContain(other.name);
    expect(second!.text).toContain('TRACKING TO FOLLOW');
    expect(second!.text).toContain('PREPAID');
    await shipmentLabel(o.id, s2.id);
    const after = await detail(o.id);
    expect(after.shipments.map((s: { labelPrintCount: number }) => s.labelPrintCount)).toEqual([
      1, 2,
    ]);
    expect(
      after.history
        .filter((e: { kind: string }) => e.kind === 'label')
        .map((e: { note: string }) => e.note),
    ).toEqual(['shipment 1 (4x6)', 'shipment 2 (4x6)', 'reprint shipment 2 (4x6)']);
    // Another order's shipment is not found under this order.
    const elsewhere = await confirmedOrder();
    expect((await shipmentLabel(elsewhere.o.id, s1.id)).statusCode).toBe(404);
  });

  it('two shipments of the same line in parallel never carry more than is open', async () => {
    const { o, a, lineA } = await confirmedOrder();
    const answers = await Promise.all(
      [1, 2, 3].map(() => ship(o.id, { lines: [{ lineId: lineA, quantity: 2 }] })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    const d = await detail(o.id);
    expect(d.shipments).toHaveLength(1);
    expect(d.lineProgress[0]).toMatchObject({ shipped: 2, open: 1 });
    expect(await stockRow(a.id)).toMatchObject({ onHand: 8, reserved: 1 });
  });
});
