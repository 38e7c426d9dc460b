import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainEvents } from '../../kernel/events';
import { call, signIn } from '../../test/harness';
import { balances } from '../finance/journal';
import { stockMovements } from '../inventory';
import { readPdf } from '../orders/test-helpers';
import { otherMarketplace } from '../purchase/test-fixtures';
import { creditNoteDocument } from './credit-note-document';
import { refunds, returnLines, returns } from './tables';
import { returnsLab } from './test-lab';

/** Returns, refunds and credit notes (issue 31.1-2): what the API stored, figures worked out by hand. */
let lab: Awaited<ReturnType<typeof returnsLab>>;
beforeAll(async () => {
  lab = await returnsLab();
}, 180_000);
afterAll(() => lab?.t.close());

const countOf = async (table: typeof returns | typeof refunds | typeof returnLines) =>
  Number(
    (
      await lab.t.db
        .select({ n: sql<number>`count(*)` })
        .from(table)
        .where(eq(table.tenantId, lab.tenantId))
    )[0]!.n,
  );

describe('return requests', () => {
  it('refuses a return larger than shipped less already returned, naming the line, and writes nothing', async () => {
    const p = await lab.product();
    const o = await lab.delivered([{ productId: p, quantity: 3 }]);
    const line = o.lines[0]!.id;
    const before = [await countOf(returns), await countOf(returnLines)];
    const tooMany = await lab.as(lab.admin, 'POST', '/api/returns', {
      orderId: o.id,
      lines: [{ orderLineId: line, quantity: 4, reasonId: await lab.reason() }],
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.code).toBe('return_exceeds_shipped');
    expect(tooMany.body.error.message).toMatch(/only 3 of 3 delivered can still be returned/);
    expect(tooMany.body.error.details).toEqual([
      { path: 'lines.0.quantity', message: expect.stringMatching(/: 3$/) },
    ]);
    expect([await countOf(returns), await countOf(returnLines)]).toEqual(before);

    const first = await lab.ok('POST', '/api/returns', {
      orderId: o.id,
      lines: [{ orderLineId: line, quantity: 2, reasonId: await lab.reason() }],
    });
    expect(first).toMatchObject({
      status: 'requested',
      orderNumber: o.number,
      units: 2,
      value: '50.00',
      number: expect.stringMatching(/^RMA-\d{6}$/),
    });
    const again = await lab.as(lab.admin, 'POST', '/api/returns', {
      orderId: o.id,
      lines: [{ orderLineId: line, quantity: 2, reasonId: await lab.reason() }],
    });
    expect(again.status).toBe(422);
    expect(again.body.error.message).toMatch(/only 1 of 3 delivered can still be returned/);
    expect((await lab.ok('GET', `/api/returns/orders/${o.id}`)).lines[0]).toMatchObject({
      shipped: 3,
      returned: 2,
      returnable: 1,
    });
  }, 60_000);

  it('refuses a return on an order not delivered (409)', async () => {
    const p = await lab.product();
    const o = await lab.ok('POST', '/api/orders', {
      storeId: lab.storeId,
      paymentMethod: 'cod',
      customer: { name: 'Ali', phone: '+212 600-000111', city: 'Rabat', address: 'x' },
      lines: [{ productId: p, quantity: 1 }],
    });
    const res = await lab.as(lab.admin, 'POST', '/api/returns', {
      orderId: o.id,
      lines: [{ orderLineId: o.lines[0].id, quantity: 1, reasonId: await lab.reason() }],
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('return_order_not_delivered');
  });

  it("restocks at the cost the line left at, not today's average; writes off at that cost; the return fee once", async () => {
    const p = await lab.product(10, 1000); // 10 units at 10.00
    const o = await lab.delivered([{ productId: p, quantity: 3 }]); // 3 leave at 10.00
    await lab.receive(p, 10, 4000); // 10 more at 40.00: the average is now 28.57
    const ret = await lab.ok('POST', '/api/returns', {
      orderId: o.id,
      lines: [{ orderLineId: o.lines[0]!.id, quantity: 2, reasonId: await lab.reason() }],
    });
    // An agent may ask a return but not receive it (stock comes back: update Inventory).
    const denied = await lab.as(lab.agent, 'POST', `/api/returns/${ret.id}/receive`, {
      lines: [{ lineId: ret.lines[0].id, outcome: 'restock' }],
    });
    expect(denied.status).toBe(403);
    const received = await lab.ok('POST', `/api/returns/${ret.id}/receive`, {
      lines: [{ lineId: ret.lines[0].id, outcome: 'restock' }],
    });
    expect(received).toMatchObject({
      status: 'received',
      returnFee: '15.00',
      lines: [{ outcome: 'restock', unitCost: '10.00' }],
    });
    const moves = await lab.t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, p), eq(stockMovements.kind, 'return')));
    expect(moves.map((m) => [m.quantity, m.unitCostMinor])).toEqual([[2, 1000]]);
    // Received twice: refused, nothing moves again.
    const twice = await lab.as(lab.admin, 'POST', `/api/returns/${ret.id}/receive`, {
      lines: [{ lineId: ret.lines[0].id, outcome: 'restock' }],
    });
    expect(twice.status).toBe(409);

    const broken = await lab.ok('POST', '/api/returns', {
      orderId: o.id,
      lines: [{ orderLineId: o.lines[0]!.id, quantity: 1, reasonId: await lab.reason() }],
    });
    const writtenOff = await lab.ok('POST', `/api/returns/${broken.id}/receive`, {
      lines: [{ lineId: broken.lines[0].id, outcome: 'write_off' }],
    });
    expect(writtenOff.returnFee).toBe('15.00');
    expect(
      await lab.t.db
        .select()
        .from(stockMovements)
        .where(and(eq(stockMovements.productId, p), eq(stockMovements.kind, 'return'))),
    ).toHaveLength(1);
    // Shipped 3 at 10.00 (30.00 cost of goods); 2 back in stock at 10.00, 1 written off at 10.00; two return fees of 15.00.
    expect(await lab.journalOf([o.id])).toMatchObject({
      cost_of_goods: 0,
      inventory: -1000,
      write_offs: 1000,
      fees: 2000 + 1500 + 1500,
    });

    const closed = await lab.ok('POST', `/api/returns/${ret.id}/close`);
    expect(closed.status).toBe('closed');
    const list = await lab.ok('GET', `/api/returns?orderId=${o.id}`);
    expect(list.items.map((r: { number: string; status: string }) => r.status).sort()).toEqual([
      'closed',
      'received',
    ]);
  }, 60_000);
});

describe('refunds and credit notes', () => {
  it('a marketplace refund of a prepaid order lowers what is due on it and shows on the refunds line, revenue kept', async () => {
    const p = await lab.product();
    const o = await lab.delivered([{ productId: p, quantity: 2 }], 'prepaid'); // 50 + 15 = 65.00
    await drainEvents(lab.t.db);
    expect(await lab.ok('GET', `/api/orders/${o.id}/payment-state`)).toMatchObject({
      state: 'unpaid',
      due: '65.00',
    });
    const payout = await lab.ok('POST', '/api/payments', {
      kind: 'marketplace_payout',
      storeId: lab.storeId,
      paidOn: '2026-11-20',
      amount: '40',
      method: 'bank_transfer',
    });
    await lab.ok('POST', `/api/payments/${payout.id}/allocations`, {
      items: [{ orderId: o.id, amount: '40' }],
    });
    expect(await lab.ok('GET', `/api/orders/${o.id}/payment-state`)).toMatchObject({
      state: 'partly_paid',
      open: '25.00',
    });

    const denied = await lab.as(lab.agent, 'POST', '/api/returns/refunds', {
      orderId: o.id,
      kind: 'refund',
      method: 'marketplace',
      amount: '25',
    });
    expect(denied.status).toBe(403);
    const refund = await lab.ok('POST', '/api/returns/refunds', {
      orderId: o.id,
      kind: 'refund',
      method: 'marketplace',
      amount: '25',
    });
    expect(refund).toMatchObject({
      kind: 'refund',
      method: 'marketplace',
      amount: '25.00',
      number: null,
    });
    await drainEvents(lab.t.db);
    expect(await lab.ok('GET', `/api/orders/${o.id}/payment-state`)).toMatchObject({
      state: 'settled',
      due: '40.00',
      open: '0.00',
    });
    // Revenue and the refund are net of tax (20 % inside the prices): 65.00 holds 10.83 of tax
    // (8.33 on the goods, 2.50 on shipping), the 25.00 given back 4.17, which comes off it.
    expect(await lab.journalOf([o.id])).toMatchObject({
      revenue: -(6500 - 1083),
      tax_payable: -1083 + 417,
      refunds: 2500 - 417,
      marketplace_receivable: 4000,
    }); // the payout's lines carry the payment, not the order
    // The P&L nets it: a refunds line of its own, drilling to this order, and gross profit less by it.
    const day = await lab.today();
    const period = `from=${day}&to=${day}&storeId=${lab.storeId}`;
    const [mad] = (await lab.ok('GET', `/api/profit-loss?${period}`)).currencies;
    expect(Number(mad.current.refunds)).toBeGreaterThanOrEqual(20.83);
    expect(Number(mad.current.grossProfit)).toBeCloseTo(
      Number(mad.current.revenue) -
        Number(mad.current.refunds) -
        Number(mad.current.cogs) -
        Number(mad.current.writeOffs),
      2,
    );
    const lines = await lab.ok(
      'GET',
      `/api/profit-loss/lines?${period}&figure=refunds&currency=MAD`,
    );
    expect(lines.total).toBe(mad.current.refunds);
    expect(lines.lines.filter((l: { id: string }) => l.id === o.id)).toMatchObject([
      { amount: '20.83' },
    ]);
  }, 60_000);

  it('a cash refund from the till shows on the paid state; the whole order given back makes it refunded', async () => {
    const p = await lab.product();
    const o = await lab.delivered([{ productId: p, quantity: 2 }], 'prepaid'); // 65.00
    const payout = await lab.ok('POST', '/api/payments', {
      kind: 'marketplace_payout',
      storeId: lab.storeId,
      paidOn: '2026-11-20',
      amount: '65',
      method: 'bank_transfer',
    });
    await lab.ok('POST', `/api/payments/${payout.id}/allocations`, {
      items: [{ orderId: o.id, amount: '65' }],
    });
    const give = (amount: string) =>
      lab.ok('POST', '/api/returns/refunds', {
        orderId: o.id,
        kind: 'refund',
        method: 'cash',
        amount,
      });
    const state = async () => {
      await drainEvents(lab.t.db);
      return lab.ok('GET', `/api/orders/${o.id}/payment-state`);
    };
    const listed = async (paidState: string) =>
      (await lab.ok('GET', `/api/orders?storeId=${lab.storeId}&paidState=${paidState}`)).items.some(
        (i: { id: string }) => i.id === o.id,
      );
    await give('25');
    // The marketplace paid it all: still settled, with what the till gave back.
    expect(await state()).toMatchObject({ state: 'settled', due: '65.00', refunded: '25.00' });
    expect(await listed('settled')).toBe(true);
    await give('40');
    expect(await state()).toMatchObject({
      state: 'refunded',
      refunded: '65.00',
      open: '0.00',
    });
    expect(await listed('refunded')).toBe(true);
    expect(await listed('settled')).toBe(false);
    // The till paid it: cash out, and the tax inside comes off what is owed.
    expect(await lab.journalOf([o.id])).toMatchObject({ cash: -6500, tax_payable: 0 });
  }, 60_000);

  it('refuses to give back more than the order less what was given back, and writes nothing', async () => {
    const p = await lab.product();
    const o = await lab.delivered([{ productId: p, quantity: 1 }], 'prepaid'); // 40.00
    await lab.ok('POST', '/api/returns/refunds', {
      orderId: o.id,
      kind: 'refund',
      method: 'bank_transfer',
      amount: '30',
    });
    const before = await countOf(refunds);
    const events = async () =>
      Number(
        (
          await lab.t.db.execute<{ n: number }>(
            sql`select count(*) as n from domain_events where tenant_id = ${lab.tenantId} and type = 'refund.issued'`,
          )
        ).rows[0]!.n,
      );
    const eventsBefore = await events();
    const res = await lab.as(lab.admin, 'POST', '/api/returns/refunds', {
      orderId: o.id,
      kind: 'credit_note',
      amount: '10.01',
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: 'refund_exceeds_order',
      message: `Only 10.00 MAD of order ${o.number} can still be given back`,
    });
    expect([await countOf(refunds), await events()]).toEqual([before, eventsBefore]);
    const cod = await lab.as(lab.admin, 'POST', '/api/returns/refunds', {
      orderId: (await lab.delivered([{ productId: p, quantity: 1 }])).id,
      kind: 'refund',
      method: 'cash',
      amount: '1',
    });
    expect(cod.status).toBe(422);
    expect(cod.body.error.code).toBe('refund_kind_invalid');
  }, 60_000);

  it("a credit note is numbered per store and year, and is spent on the customer's next order", async () => {
    const p = await lab.product();
    const phone = '+212 661-777888';
    const first = await lab.delivered([{ productId: p, quantity: 2 }], 'prepaid', phone);
    const ret = await lab.ok('POST', '/api/returns', {
      orderId: first.id,
      lines: [{ orderLineId: first.lines[0]!.id, quantity: 1, reasonId: await lab.reason() }],
    });
    const cn = await lab.ok('POST', '/api/returns/refunds', {
      orderId: first.id,
      returnId: ret.id,
      kind: 'credit_note',
      amount: '25',
    });
    expect(cn.number).toMatch(new RegExp(`^CN-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(cn.invoiceNumber).toBeNull();
    const customerId = (await lab.ok('GET', `/api/returns/orders/${first.id}`))
      .customerId as string;
    expect((await lab.ok('GET', `/api/returns/credits/${customerId}`)).balances).toEqual([
      { currency: 'MAD', balance: '25.00' },
    ]);

    const doc = await creditNoteDocument(lab.t.db, lab.tenantId, cn.id);
    expect(doc).toMatchObject({
      number: cn.number,
      order: { number: first.number, invoiceNumber: null },
      buyer: { name: 'Salma Idrissi' },
      totals: { totalMinor: 2500 },
    });
    expect(doc.lines).toHaveLength(1);
    expect(doc.totals.withoutTaxMinor + doc.totals.taxMinor).toBe(2500);
    expect(doc.taxByRate.reduce((s, r) => s + r.taxMinor, 0)).toBe(doc.totals.taxMinor);
    // Its PDF, drawn by the invoices' renderer in the store's language; another tenant's 404.
    const pdf = await lab.t.app.inject({
      method: 'GET',
      url: `/api/returns/credit-notes/${cn.id}/pdf`,
      headers: { authorization: `Bearer ${lab.admin}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const [page] = await readPdf(pdf.rawPayload);
    expect(page!.text).toContain(cn.number);
    expect(page!.text).toContain(first.number);
    expect(page!.text).toContain('Salma Idrissi');
    const horizon = await signIn(lab.t, 'admin@horizon.test');
    expect((await lab.as(horizon, 'GET', `/api/returns/credit-notes/${cn.id}/pdf`)).status).toBe(
      404,
    );

    const next = await lab.ok('POST', '/api/orders', {
      storeId: lab.storeId,
      paymentMethod: 'prepaid',
      agentId: lab.agentId,
      shippingFee: '15',
      customer: { name: 'Salma Idrissi', phone, city: 'Rabat', address: '3 avenue Hassan II' },
      lines: [{ productId: p, quantity: 1 }],
    });
    const used = await lab.ok('POST', '/api/returns/credits/apply', {
      orderId: next.id,
      amount: '15',
    });
    expect(used).toMatchObject({ amount: '15.00', balance: '10.00' });
    const over = await lab.as(lab.admin, 'POST', '/api/returns/credits/apply', {
      orderId: next.id,
      amount: '10.01',
    });
    expect(over.status).toBe(422);
    expect(over.body.error).toMatchObject({
      code: 'credit_exceeds_balance',
      message: 'Salma Idrissi has 10.00 MAD of credit',
    });
    // Paid in part by the credit before it is delivered: 40.00, 15.00 by the credit, 25.00 left.
    await drainEvents(lab.t.db);
    expect(await lab.ok('GET', `/api/orders/${next.id}/payment-state`)).toMatchObject({
      state: 'partly_paid',
      due: '25.00',
      open: '25.00',
      credited: '15.00',
    });
    for (const status of ['confirmed', 'packed', 'shipped', 'delivered'])
      await lab.ok('POST', `/api/orders/${next.id}/status`, { status });
    await drainEvents(lab.t.db);
    // 25 + 15 = 40.00, of which 15.00 paid by the credit: the marketplace owes 25.00.
    expect(await lab.ok('GET', `/api/orders/${next.id}/payment-state`)).toMatchObject({
      state: 'partly_paid',
      due: '25.00',
      credited: '15.00',
    });
    expect(await lab.journalOf([first.id])).toMatchObject({
      refunds: 2500 - 417, // without its tax, as revenue
      customer_credit: -2500,
    });
    expect(await lab.journalOf([next.id])).toMatchObject({
      customer_credit: 1500,
      marketplace_receivable: 2500,
    });
  }, 60_000);

  it('a COD order refused at the door: the deduction lowers what the courier owes', async () => {
    const p = await lab.product();
    const o = await lab.delivered([{ productId: p, quantity: 2 }]); // COD 65.00, fee 20.00
    await drainEvents(lab.t.db);
    const owed = async () =>
      (
        await balances(lab.t.db, lab.tenantId, 'courier_receivable', {
          counterpartyId: lab.agentId,
        })
      )[0]!.balanceMinor;
    const before = await owed();
    await lab.ok('POST', '/api/returns/refunds', {
      orderId: o.id,
      kind: 'courier_deduction',
      amount: '65',
    });
    await drainEvents(lab.t.db);
    expect(await owed()).toBe(before - 6500);
    expect(await lab.journalOf([o.id])).toMatchObject({
      courier_receivable: 6500 - 2000 - 6500,
      refunds: 6500 - 1083,
      tax_payable: 0, // all of it given back: no tax is owed on this order
    });
    expect(await lab.ok('GET', `/api/orders/${o.id}/payment-state`)).toMatchObject({
      due: '-20.00',
    });
  }, 60_000);
});

describe('tenancy', () => {
  it("answers 404 for another tenant's orders and returns", async () => {
    const p = await lab.product();
    const o = await lab.delivered([{ productId: p, quantity: 1 }]);
    const ret = await lab.ok('POST', '/api/returns', {
      orderId: o.id,
      lines: [{ orderLineId: o.lines[0]!.id, quantity: 1, reasonId: await lab.reason() }],
    });
    const other = await otherMarketplace(lab.t.db);
    const theirs = await signIn(lab.t, other.email);
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      call(lab.t.app, { method, url, token: theirs, ...(payload ? { payload } : {}) });
    expect((await as('GET', `/api/returns/${ret.id}`)).status).toBe(404);
    expect((await as('GET', `/api/returns/orders/${o.id}`)).status).toBe(404);
    expect(
      (
        await as('POST', `/api/returns/${ret.id}/receive`, {
          lines: [{ lineId: ret.lines[0].id, outcome: 'restock' }],
        })
      ).status,
    ).toBe(404);
    expect((await as('POST', `/api/returns/${ret.id}/close`)).status).toBe(404);
    expect(
      (
        await as('POST', '/api/returns/refunds', {
          orderId: o.id,
          kind: 'credit_note',
          amount: '1',
        })
      ).status,
    ).toBe(404);
    const theirReasons = (await as('GET', '/api/returns/reasons')).body.items;
    expect(
      (
        await as('POST', '/api/returns', {
          orderId: o.id,
          lines: [{ orderLineId: o.lines[0]!.id, quantity: 1, reasonId: theirReasons[0].id }],
        })
      ).status,
    ).toBe(404);
    expect((await as('GET', '/api/returns')).body.items).toEqual([]);
  }, 60_000);

  it('is in the OpenAPI document', async () => {
    const res = await lab.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/returns/',
        '/api/returns/{id}',
        '/api/returns/{id}/receive',
        '/api/returns/{id}/close',
        '/api/returns/refunds',
      ]),
    );
  });
});
