import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toMinor } from '../../kernel/money';
import { drainEvents } from '../../kernel/events';
import { analysed, commit } from '../imports/test-helpers';
import { invoiceOfOrder } from '../orders';
import { creditNoteDocument } from './credit-note-document';
import { returnsLab } from './test-lab';

/**
 * Money on a partly delivered order (issue 31.1-2): the delivered part is due (paid state,
 * list filter), a remittance or payout settles it up to that part and never beyond, even in
 * parallel, a remittance file may name it, and a refund or credit note gives back at most
 * what was delivered. Tagines at 25.00, the courier's fee 20.00 (returns test lab).
 */
let lab: Awaited<ReturnType<typeof returnsLab>>;
beforeAll(async () => {
  lab = await returnsLab();
}, 180_000);
afterAll(() => lab?.t.close());

interface OrderView {
  id: string;
  number: string;
  status: string;
  total: string;
  lines: { id: string }[];
  shipments: { id: string; status: string }[];
}

/**
 * An order of 3 x A and 2 x B (75 + 50 + 15 shipping), confirmed, 2 x A shipped (cash
 * 50.00 when COD) and delivered alone; the journal posted that part.
 */
async function partlyDelivered(paymentMethod: 'cod' | 'prepaid', phone = '+212 600-121212') {
  const a = await lab.product();
  const b = await lab.product();
  const o = (await lab.ok('POST', '/api/orders', {
    storeId: lab.storeId,
    paymentMethod,
    agentId: lab.agentId,
    shippingFee: '15',
    customer: { name: 'Salma Idrissi', phone, city: 'Rabat', address: '3 avenue Hassan II' },
    lines: [
      { productId: a, quantity: 3 },
      { productId: b, quantity: 2 },
    ],
  })) as OrderView;
  await lab.ok('POST', `/api/orders/${o.id}/status`, { status: 'confirmed' });
  const [lineA, lineB] = o.lines as [{ id: string }, { id: string }];
  const shipped = (await lab.ok('POST', `/api/orders/${o.id}/shipments`, {
    lines: [{ lineId: lineA.id, quantity: 2 }],
    ...(paymentMethod === 'cod' ? { codAmount: '50' } : {}),
  })) as OrderView;
  await lab.ok('POST', `/api/orders/${o.id}/shipments/${shipped.shipments[0]!.id}/deliver`, {});
  await drainEvents(lab.t.db);
  return { order: o, lineA: lineA.id, lineB: lineB.id };
}

/** Ships the rest and delivers it: the order is delivered whole. */
async function deliverRest(order: OrderView, lineA: string, lineB: string) {
  const rest = (await lab.ok('POST', `/api/orders/${order.id}/shipments`, {
    lines: [
      { lineId: lineA, quantity: 1 },
      { lineId: lineB, quantity: 2 },
    ],
  })) as OrderView;
  await lab.ok('POST', `/api/orders/${order.id}/shipments/${rest.shipments[1]!.id}/deliver`, {});
  await drainEvents(lab.t.db);
}

const paidState = async (orderId: string) => {
  await drainEvents(lab.t.db);
  return lab.ok('GET', `/api/orders/${orderId}/payment-state`);
};
const listed = async (state: string) =>
  (
    (await lab.ok('GET', `/api/orders?storeId=${lab.storeId}&paidState=${state}&pageSize=100`))
      .items as { id: string }[]
  ).map((o) => o.id);
const remittance = (amount: string, reference: string) =>
  lab.ok('POST', '/api/payments', {
    kind: 'cod_remittance',
    storeId: lab.storeId,
    agentId: lab.agentId,
    paidOn: '2026-11-20',
    amount,
    reference,
    method: 'bank_transfer',
  });
const allocate = (paymentId: string, orderId: string, amount: string) =>
  lab.as(lab.admin, 'POST', `/api/payments/${paymentId}/allocations`, {
    items: [{ orderId, amount }],
  });

describe('the paid state of a partly delivered COD order', () => {
  it('is due for the delivered part: unpaid, then settled by its courier up to that part, then partly paid once the rest is delivered', async () => {
    const { order, lineA, lineB } = await partlyDelivered('cod');
    // The first parcel carried 50.00 in cash; the courier keeps its 20.00 fee: 30.00 is due.
    expect(await paidState(order.id)).toMatchObject({
      state: 'unpaid',
      partlyDelivered: true,
      due: '30.00',
      settled: '0.00',
      open: '30.00',
    });
    expect(await listed('unpaid')).toContain(order.id);
    expect(await listed('not_due')).not.toContain(order.id);

    const pay = await remittance('100', `PART-${order.number}`);
    const candidates = await lab.ok('GET', `/api/payments/${pay.id}/allocation-candidates`);
    expect(
      (candidates.items ?? candidates).find((c: { label: string }) => c.label === order.number),
    ).toMatchObject({ open: '30.00' });
    const over = await allocate(pay.id, order.id, '30.01');
    expect(over.status).toBe(422);
    expect(over.body.error).toMatchObject({
      code: 'over_allocation',
      message: `Only 30.00 MAD is open on order ${order.number}`,
    });
    expect((await allocate(pay.id, order.id, '20')).status).toBe(200);
    expect(await paidState(order.id)).toMatchObject({ state: 'partly_paid', open: '10.00' });
    expect(await listed('partly_paid')).toContain(order.id);
    expect((await allocate(pay.id, order.id, '10')).status).toBe(200);
    expect(await paidState(order.id)).toMatchObject({
      state: 'settled',
      partlyDelivered: true,
      settled: '30.00',
      open: '0.00',
    });
    expect(await listed('settled')).toContain(order.id);

    // The rest delivered: 140.00 cash less two fees of 20.00 is due, 30.00 of it settled.
    await deliverRest(order, lineA, lineB);
    expect(await paidState(order.id)).toMatchObject({
      state: 'partly_paid',
      partlyDelivered: false,
      due: '100.00',
      open: '70.00',
    });
  });

  it('is not due while nothing was delivered; a remittance cannot settle it', async () => {
    const a = await lab.product();
    const o = (await lab.ok('POST', '/api/orders', {
      storeId: lab.storeId,
      paymentMethod: 'cod',
      agentId: lab.agentId,
      customer: {
        name: 'Salma Idrissi',
        phone: '+212 600-343434',
        city: 'Rabat',
        address: '3 avenue Hassan II',
      },
      lines: [{ productId: a, quantity: 2 }],
    })) as OrderView;
    await lab.ok('POST', `/api/orders/${o.id}/status`, { status: 'confirmed' });
    await lab.ok('POST', `/api/orders/${o.id}/shipments`, {
      lines: [{ lineId: o.lines[0]!.id, quantity: 1 }],
      codAmount: '25',
    });
    expect(await paidState(o.id)).toMatchObject({ state: 'not_due', partlyDelivered: false });
    const pay = await remittance('25', `NOTYET-${o.number}`);
    const refused = await allocate(pay.id, o.id, '5');
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'allocation_target_invalid',
      message: `Order ${o.number} is not delivered`,
    });
  });

  it('six parallel remittances each allocating the whole due: exactly one wins', async () => {
    const { order } = await partlyDelivered('cod', '+212 600-565656');
    const pays = await Promise.all(
      Array.from({ length: 6 }, (_, i) => remittance('30', `PAR-PART-${order.number}-${i}`)),
    );
    const answers = await Promise.all(pays.map((p) => allocate(p.id, order.id, '30')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.status === 422))
      expect(refused.body.error.message).toBe(`Only 0.00 MAD is open on order ${order.number}`);
    const stored = await Promise.all(pays.map((p) => lab.ok('GET', `/api/payments/${p.id}`)));
    expect(stored.reduce((s, p) => s + Number(p.allocated), 0)).toBe(30);
    expect(await paidState(order.id)).toMatchObject({ state: 'settled', settled: '30.00' });
  }, 120_000);

  it('a remittance file may name it up to its due; beyond is refused naming what is open', async () => {
    const { order } = await partlyDelivered('cod', '+212 600-787878');
    const over = Buffer.from(
      `N° commande;Montant net;Bordereau;Date du virement\n${order.number};30,01;BRD-PART-O;20/11/2026\n`,
    );
    const refused = await analysed(lab.t, lab.admin, 'cod_remittances', 'over.csv', over);
    expect(refused.counts.error).toBe(1);
    const file = Buffer.from(
      `N° commande;Montant net;Bordereau;Date du virement\n${order.number};30,00;BRD-PART;20/11/2026\n`,
    );
    const first = await analysed(lab.t, lab.admin, 'cod_remittances', 'part.csv', file);
    const second = await analysed(lab.t, lab.admin, 'cod_remittances', 'part.csv', file);
    expect([first.counts.new, second.counts.new]).toEqual([1, 1]);
    expect((await commit(lab.t, lab.admin, first.id)).body).toMatchObject({ status: 'committed' });
    const again = await commit(lab.t, lab.admin, second.id);
    expect(again.body.error.message).toContain(
      `Row 2: only 0.00 MAD is open on order ${order.number}`,
    );
    expect(await paidState(order.id)).toMatchObject({ state: 'settled', settled: '30.00' });
  }, 120_000);
});

describe('a partly delivered prepaid order', () => {
  it('a payout settles the delivered part only; a refund gives back at most what was delivered', async () => {
    const { order } = await partlyDelivered('prepaid', '+212 600-909090');
    const state = await paidState(order.id);
    expect(state).toMatchObject({ state: 'unpaid', partlyDelivered: true });
    const due = state.due as string; // the two tagines delivered, tax included
    const payout = await lab.ok('POST', '/api/payments', {
      kind: 'marketplace_payout',
      storeId: lab.storeId,
      paidOn: '2026-11-20',
      amount: '500',
      method: 'bank_transfer',
    });
    const over = await allocate(payout.id, order.id, (Number(due) + 0.01).toFixed(2));
    expect(over.status).toBe(422);
    expect(over.body.error.message).toBe(`Only ${due} MAD is open on order ${order.number}`);
    expect((await allocate(payout.id, order.id, due)).status).toBe(200);
    expect(await paidState(order.id)).toMatchObject({ state: 'settled', open: '0.00' });

    // A refund beyond what was delivered is refused naming the limit; nothing written.
    const beyond = await lab.as(lab.admin, 'POST', '/api/returns/refunds', {
      orderId: order.id,
      kind: 'refund',
      method: 'bank_transfer',
      amount: (Number(due) + 0.01).toFixed(2),
    });
    expect(beyond.status).toBe(422);
    expect(beyond.body.error).toMatchObject({ code: 'refund_exceeds_delivered' });
    expect(beyond.body.error.message).toContain(`Only ${due} MAD of order ${order.number}`);
    const listedRefunds = await lab.ok('GET', `/api/returns/orders/${order.id}/refunds`);
    expect(listedRefunds.items ?? listedRefunds).toEqual([]);

    // 25.00 back by bank, then a credit note for the rest of the delivered part.
    await lab.ok('POST', '/api/returns/refunds', {
      orderId: order.id,
      kind: 'refund',
      method: 'bank_transfer',
      amount: '25',
    });
    const rest = (Number(due) - 25).toFixed(2);
    const one = await lab.as(lab.admin, 'POST', '/api/returns/refunds', {
      orderId: order.id,
      kind: 'credit_note',
      amount: (Number(rest) + 0.01).toFixed(2),
    });
    expect(one.status).toBe(422);
    expect(one.body.error.message).toContain(`Only ${rest} MAD`);
    await lab.ok('POST', '/api/returns/refunds', {
      orderId: order.id,
      kind: 'credit_note',
      amount: rest,
    });
    // Each posted: the refunds line with the tax taken back equals what was given back.
    const journal = await lab.journalOf([order.id]);
    expect(journal.customer_credit).toBe(-Math.round(Number(rest) * 100));
    expect(await paidState(order.id)).toMatchObject({ refunded: due, partlyDelivered: true });
  }, 120_000);

  it('a credit note refers to the invoice the order has', async () => {
    const { order } = await partlyDelivered('prepaid', '+212 600-919191');
    expect((await lab.as(lab.admin, 'GET', `/api/orders/${order.id}/invoice`)).status).toBe(200);
    const invoice = await invoiceOfOrder(lab.t.db, lab.tenantId, order.id);
    expect(invoice?.number).toMatch(/INV-/);
    const cn = await lab.ok('POST', '/api/returns/refunds', {
      orderId: order.id,
      kind: 'credit_note',
      amount: '10',
    });
    expect(cn.invoiceNumber).toBe(invoice!.number);
    const doc = await creditNoteDocument(lab.t.db, lab.tenantId, cn.id);
    expect(doc.order.invoiceNumber).toBe(invoice!.number);
  }, 120_000);
});

describe('the tax report of an order delivered over two months', () => {
  it("counts each shipment's tax in the month it was delivered, to the cent, the months summing to the order's tax", async () => {
    // 140.00 with 20 % inside: A 75.00 holds 12.50, B 50.00 holds 8.33, shipping 15.00 holds 2.50.
    const a = await lab.product();
    const b = await lab.product();
    const o = (await lab.ok('POST', '/api/orders', {
      storeId: lab.storeId,
      paymentMethod: 'cod',
      agentId: lab.agentId,
      shippingFee: '15',
      customer: {
        name: 'Salma Idrissi',
        phone: '+212 600-989898',
        city: 'Rabat',
        address: '3 avenue Hassan II',
      },
      lines: [
        { productId: a, quantity: 3 },
        { productId: b, quantity: 2 },
      ],
    })) as OrderView & { tax: { total: string } };
    expect(o.tax.total).toBe('23.33');
    await lab.ok('POST', `/api/orders/${o.id}/status`, { status: 'confirmed' });
    const [lineA, lineB] = o.lines as [{ id: string }, { id: string }];
    const first = (await lab.ok('POST', `/api/orders/${o.id}/shipments`, {
      lines: [{ lineId: lineA.id, quantity: 2 }],
      codAmount: '50',
    })) as OrderView;
    // That parcel is delivered on 15 October: the store's clock says so (the event's day and
    // its journal entry's follow it); the database stamps the event now, so its time is moved too.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-15T10:00:00Z') });
    try {
      await lab.ok('POST', `/api/orders/${o.id}/shipments/${first.shipments[0]!.id}/deliver`, {});
    } finally {
      vi.useRealTimers();
    }
    await lab.t.db.execute(sql`update domain_events set occurred_at = '2026-10-15T10:00:00Z'
      where aggregate_type = 'order' and aggregate_id = ${o.id} and type = 'order.delivered'`);
    await drainEvents(lab.t.db);
    const report = async (from: string, to: string) => {
      const rows = (
        await lab.ok('GET', `/api/tax/report?from=${from}&to=${to}&storeId=${lab.storeId}`)
      ).rows as { currency: string; rate: string; base: string; collected: string }[];
      const r = rows.find((x) => x.currency === 'MAD' && x.rate === '20.00');
      return { base: toMinor(r?.base ?? '0'), collected: toMinor(r?.collected ?? '0') };
    };
    const today = await lab.today();
    const month = `${today.slice(0, 7)}-01`;
    const nowBefore = await report(month, today);
    // October: the two tagines of A delivered then, 2/3 of A's 12.50 = 8.33 on a base of 41.67.
    expect(await report('2026-10-01', '2026-10-31')).toEqual({ base: 4167, collected: 833 });

    await deliverRest(o, lineA.id, lineB.id);
    const nowAfter = await report(month, today);
    // This month: the rest, 23.33 - 8.33 = 15.00 on 116.67 - 41.67 = 75.00.
    expect(nowAfter.collected - nowBefore.collected).toBe(1500);
    expect(nowAfter.base - nowBefore.base).toBe(7500);
    expect(833 + nowAfter.collected - nowBefore.collected).toBe(toMinor(o.tax.total));
    // October did not move.
    expect(await report('2026-10-01', '2026-10-31')).toEqual({ base: 4167, collected: 833 });
  }, 120_000);
});
