import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localToday } from '../../kernel/local-day';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { recordMovements } from '../inventory';
import { otherMarketplace } from '../purchase/test-fixtures';
import { sql } from 'drizzle-orm';
import { openLab } from './test-lab';

/**
 * A store of its own (so the demo orders stay out of its figures), one agent, one product
 * received at 10.00: every figure below is worked out by hand from these orders.
 */
let t: TestApp;
let admin: string;
let storeId: string;
let agentId: string;
let productId: string;
/** The UTC day the records below were made on, read back from them (set in beforeAll). */
let today: string;
const orders: Record<string, { id: string; number: string }> = {};

const as = (
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => call(t.app, { method, url, token, ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const res = await as(admin, method, url, payload);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
};
const moveTo = async (id: string, path: string[]) => {
  for (const status of path) await ok('POST', `/api/orders/${id}/status`, { status });
};
const order = async (quantity: number, shippingFee = '0', paymentMethod = 'cod') =>
  ok('POST', '/api/orders', {
    storeId,
    customer: {
      name: 'سعاد العلوي',
      phone: '+212 600-111222',
      city: 'Rabat',
      address: '12 rue Oqba',
    },
    lines: [{ productId, quantity }],
    paymentMethod,
    shippingFee,
    agentId,
  });
const pl = (query = '') =>
  ok('GET', `/api/profit-loss?from=${today}&to=${today}&storeId=${storeId}${query}`);
const statement = () => ok('GET', `/api/fulfillment-agents/${agentId}/statement`);

/**
 * Every figure is counted on one local day, so the records must not straddle midnight: a run
 * that reaches here in the last two minutes of an hour waits for the next one to begin.
 */
async function notAcrossMidnight() {
  // Local midnights fall on the hour (UTC's, or 23:00 UTC in Casablanca on UTC+1).
  const msToHour = 3_600_000 - (Date.now() % 3_600_000);
  if (msToHour < 120_000) await new Promise((done) => setTimeout(done, msToHour + 1_000));
}

beforeAll(async () => {
  await notAcrossMidnight();
  t = await createTestApp();
  admin = await signIn(t, 'admin@atlas.test');
  ({ storeId, agentId, productId } = await openLab(t, ok, {
    store: 'Finance Lab',
    courier: {
      name: 'Lab Express',
      phone: '+212 522 000000',
      city: 'Rabat',
      returnFee: '15',
      remitAccount: 'RIB 0001',
    },
    product: { sku: 'FIN-LAB-1', name: 'Lab kettle', salePrice: '25' },
    onHand: 20,
    unitCostMinor: 1000,
  }));
  const [a, b, c] = [await order(2, '15'), await order(1), await order(3)]; // 50 + 15 shipping = 65.00 COD; 25.00 COD; 75.00, comes back
  Object.assign(orders, { a, b, c });
  // The store's local day, by the database's zone data as the reports count it (kernel/local-day.ts).
  today = await localToday(t.db, (await ok('GET', `/api/stores/${storeId}`)).timeZone);
  await moveTo(a.id, ['confirmed', 'packed', 'shipped', 'delivered']);
  await moveTo(b.id, ['confirmed', 'packed', 'shipped', 'delivered']);
  await moveTo(c.id, ['confirmed', 'packed', 'shipped', 'returned']);
  await ok('POST', '/api/payments', {
    kind: 'expense',
    expenseCategory: 'rent',
    storeId,
    paidOn: today,
    amount: '100',
    counterparty: 'Bailleur Agdal',
  });
}, 300_000);
afterAll(() => t?.close());

describe('profit and loss', () => {
  it('adds up a known set of orders, returns and expenses line by line', async () => {
    const { currencies } = await pl();
    expect(currencies).toHaveLength(1);
    expect(currencies[0].currency).toBe('MAD');
    expect(currencies[0].current).toEqual({
      deliveredOrders: 2,
      returnedOrders: 1,
      revenue: '90.00', // 65 + 25
      refunds: '0.00', // nothing given back
      taxCollected: '0.00', // the lab's store has no tax (tax-journal.test.ts)
      returns: '75.00', // the returned order, never in revenue
      cogs: '30.00', // 3 units shipped and kept, left stock at 10.00
      writeOffs: '0.00',
      grossProfit: '60.00',
      fulfillmentFees: '55.00', // 2 deliveries at 20, 1 return at 15
      services: '0.00', // the lab store has no cost service (services-journal.test.ts)
      expenses: '100.00',
      netProfit: '-95.00',
      margin: -105.6,
    });
  });

  it('drills every figure down to the records that sum to it', async () => {
    const lines = async (figure: string) =>
      ok(
        'GET',
        `/api/profit-loss/lines?from=${today}&to=${today}&storeId=${storeId}&currency=MAD&figure=${figure}`,
      );
    const revenue = await lines('revenue');
    expect(revenue.total).toBe('90.00');
    expect(
      revenue.lines.map((l: { number: string; amount: string }) => [l.number, l.amount]),
    ).toEqual(
      [
        [orders.a!.number, '65.00'],
        [orders.b!.number, '25.00'],
      ].sort((x, y) => x[0]!.localeCompare(y[0]!)),
    );
    expect((await lines('returns')).lines).toMatchObject([
      { number: orders.c!.number, amount: '75.00' },
    ]);
    // An order's line reads as its store (the name comes through the stores' door).
    const store = await ok('GET', `/api/stores/${storeId}`);
    expect(new Set(revenue.lines.map((l: { label: string }) => l.label))).toEqual(
      new Set([store.name]),
    );
    expect((await lines('cogs')).total).toBe('30.00');
    expect((await lines('fulfillmentFees')).total).toBe('55.00');
    expect((await lines('expenses')).lines).toMatchObject([{ kind: 'payment', amount: '100.00' }]);
  });

  it('groups by product: the kettle and the orders own part add up to the total', async () => {
    const { currencies } = await pl('&groupBy=product');
    const groups = currencies[0].groups as {
      key: string;
      label: string;
      figures: { revenue: string; expenses: string };
    }[];
    expect(groups.map((g) => [g.label, g.figures.revenue])).toEqual([
      ['FIN-LAB-1 · Lab kettle', '75.00'],
      ['', '15.00'], // the shipping fee billed, beside the expenses
    ]);
    expect(groups[1]!.figures.expenses).toBe('100.00');
  });

  it('follows a later return at once (the day is recomputed)', async () => {
    expect((await pl()).currencies[0].current.returns).toBe('75.00');
    const d = await order(1);
    await moveTo(d.id, ['confirmed', 'packed', 'shipped', 'returned']);
    const after = (await pl()).currencies[0].current;
    expect([after.revenue, after.returns, after.returnedOrders, after.fulfillmentFees]).toEqual([
      '90.00',
      '100.00',
      2,
      '70.00',
    ]);
  });

  it('exports the statement as CSV', async () => {
    const res = await as(
      admin,
      'GET',
      `/api/profit-loss/export?from=${today}&to=${today}&storeId=${storeId}&format=csv&layout=machine`,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(String(res.body)).toContain(
      '"Total","MAD","2","2","90","0","0","100","30","0","60","70","0","100","-110","-122.2"',
    );
  });

  it('is refused to a role without read on ProfitLoss (agents)', async () => {
    const agent = await signIn(t, 'agent@atlas.test');
    expect((await as(agent, 'GET', `/api/profit-loss?from=${today}&to=${today}`)).status).toBe(403);
    expect((await as(agent, 'GET', '/api/payments')).status).toBe(403);
  });
});

describe('payments and the agent statement', () => {
  let remittance: { id: string };

  it('shows what the agent collected, its fees and the balance it owes', async () => {
    const s = await statement();
    // COD 65 + 25 delivered; fees 2 x 20 + 2 x 15 (two returns by now).
    expect(s.currencies).toEqual([
      expect.objectContaining({
        currency: 'MAD',
        deliveredOrders: 2,
        returnedOrders: 2,
        codCollected: '90.00',
        fees: '70.00',
        remitted: '0.00',
        balance: '20.00',
      }),
    ]);
    // The ageing splits the balance: COD less the 20.00 delivery fee on each delivered order
    // (45 + 5, agents remit net), less the two 15.00 return fees, all from today.
    expect(s.currencies[0].ageing).toEqual({
      days0to7: '20.00',
      days8to30: '0.00',
      over30: '0.00',
    });
  });

  it('takes a partial remittance allocated to a delivered order, and refuses over-allocation', async () => {
    remittance = await ok('POST', '/api/payments', {
      kind: 'cod_remittance',
      storeId,
      agentId,
      paidOn: today,
      amount: '30',
      method: 'bank_transfer',
      reference: 'VIR-7781',
    });
    const candidates = await ok('GET', `/api/payments/${remittance.id}/allocation-candidates`);
    const open = candidates.map((c: { label: string; open: string }) => [c.label, c.open]);
    expect(open.filter(([, o]: string[]) => Number(o) > 0).sort()).toEqual(
      [
        [orders.a!.number, '45.00'],
        [orders.b!.number, '5.00'],
      ].sort(),
    );
    // The two returns' fees are owed to the courier: a remittance may net them (courier-fees.test.ts).
    expect(open.filter(([, o]: string[]) => Number(o) < 0).map(([, o]: string[]) => o)).toEqual([
      '-15.00',
      '-15.00',
    ]);

    const tooMuchForOrder = await as(admin, 'POST', `/api/payments/${remittance.id}/allocations`, {
      items: [{ orderId: orders.b!.id, amount: '6' }],
    });
    expect(tooMuchForOrder.status).toBe(422);
    expect(tooMuchForOrder.body.error.code).toBe('over_allocation');
    expect(tooMuchForOrder.body.error.message).toContain(orders.b!.number);

    const tooMuchForPayment = await as(
      admin,
      'POST',
      `/api/payments/${remittance.id}/allocations`,
      { items: [{ orderId: orders.a!.id, amount: '31' }] },
    );
    expect(tooMuchForPayment.status).toBe(422);
    expect(tooMuchForPayment.body.error.code).toBe('over_allocation');

    const returned = await as(admin, 'POST', `/api/payments/${remittance.id}/allocations`, {
      items: [{ orderId: orders.c!.id, amount: '5' }],
    });
    expect(returned.body.error.code).toBe('allocation_target_invalid');

    const done = await ok('POST', `/api/payments/${remittance.id}/allocations`, {
      items: [{ orderId: orders.a!.id, amount: '30' }],
    });
    expect(done.allocated).toBe('30.00');
    expect(done.allocations).toMatchObject([{ orderNumber: orders.a!.number, amount: '30.00' }]);

    const s = await statement();
    expect(s.currencies[0]).toMatchObject({ remitted: '30.00', balance: '-10.00' });
    expect(s.currencies[0].ageing.days0to7).toBe('-10.00');
    expect(s.unsettled.find((u: { number: string }) => u.number === orders.a!.number).open).toBe(
      '15.00',
    );
  });

  it('undoes an allocation, then a void leaves every total as before the payment', async () => {
    const detail = await ok('GET', `/api/payments/${remittance.id}`);
    const undone = await ok(
      'DELETE',
      `/api/payments/${remittance.id}/allocations/${detail.allocations[0].id}`,
    );
    expect(undone.allocated).toBe('0.00');
    await ok('POST', `/api/payments/${remittance.id}/allocations`, {
      items: [{ orderId: orders.b!.id, amount: '5' }],
    });

    const voided = await ok('POST', `/api/payments/${remittance.id}/void`, {
      reason: 'Entered twice',
    });
    expect(voided).toMatchObject({
      voidReason: 'Entered twice',
      allocated: '0.00',
      allocations: [],
    });
    expect(voided.voidedByName).toBeTruthy();
    const s = await statement();
    expect(s.currencies[0]).toMatchObject({ remitted: '0.00', balance: '20.00' });
    expect(s.currencies[0].ageing.days0to7).toBe('20.00');
    expect(
      (
        await as(admin, 'POST', `/api/payments/${remittance.id}/allocations`, {
          items: [{ orderId: orders.a!.id, amount: '1' }],
        })
      ).status,
    ).toBe(409);

    const list = await ok('GET', `/api/payments?storeId=${storeId}&kind=cod_remittance`);
    expect(list.items).toMatchObject([{ id: remittance.id, voidReason: 'Entered twice' }]);
  });

  it('a voided expense leaves profit and loss as before it', async () => {
    const before = (await pl()).currencies[0].current;
    const extra = await ok('POST', '/api/payments', {
      kind: 'expense',
      expenseCategory: 'advertising',
      storeId,
      paidOn: today,
      amount: '12.50',
    });
    expect((await pl()).currencies[0].current.expenses).toBe('112.50');
    await ok('POST', `/api/payments/${extra.id}/void`, { reason: 'Wrong store' });
    expect((await pl()).currencies[0].current).toEqual(before);
  });

  it("keeps the statement as posted when the courier's fees change later (issue 29.2)", async () => {
    const before = await statement();
    await ok('PATCH', `/api/fulfillment-agents/${agentId}`, { deliveryFee: '26', returnFee: '19' });
    try {
      expect(await statement()).toEqual(before);
      expect(before.currencies[0]).toMatchObject({ fees: '70.00', balance: '20.00' });
    } finally {
      await ok('PATCH', `/api/fulfillment-agents/${agentId}`, {
        deliveryFee: '20',
        returnFee: '15',
      });
    }
  });

  it('reads the P&L and the payments of the store chosen in the top bar (X-Store-ID)', async () => {
    const inLab = (url: string) =>
      call(t.app, { method: 'GET', url, token: admin, headers: { 'x-store-id': storeId } });
    const from = new Date(Date.parse(today) - 150 * 86_400_000).toISOString().slice(0, 10);
    const scoped = await inLab(`/api/profit-loss?from=${from}&to=${today}`);
    expect(scoped.body).toEqual(
      await ok('GET', `/api/profit-loss?from=${from}&to=${today}&storeId=${storeId}`),
    );
    const all = await ok('GET', `/api/profit-loss?from=${from}&to=${today}`);
    expect(
      all.currencies.find((c: { currency: string }) => c.currency === 'MAD').current.revenue,
    ).not.toBe(scoped.body.currencies[0].current.revenue);
    const payments = (await inLab('/api/payments?pageSize=100')).body.items as {
      storeId: string;
    }[];
    expect(payments.length).toBeGreaterThan(0);
    expect(payments.every((p) => p.storeId === storeId)).toBe(true);
  });

  it('names what is missing or wrong in a payment', async () => {
    const noAgent = await as(admin, 'POST', '/api/payments', {
      kind: 'cod_remittance',
      storeId,
      paidOn: today,
      amount: '10',
    });
    expect(noAgent.status).toBe(400);
    expect(noAgent.body.error.details).toMatchObject([{ path: 'agentId' }]);
    const zero = await as(admin, 'POST', '/api/payments', {
      kind: 'other_in',
      storeId,
      paidOn: today,
      amount: '0',
    });
    expect(zero.body.error.details).toMatchObject([{ path: 'amount' }]);
  });

  it("answers 404 for another tenant's payment", async () => {
    const other = await otherMarketplace(t.db);
    const token = await signIn(t, other.email);
    expect((await as(token, 'GET', `/api/payments/${remittance.id}`)).status).toBe(404);
    expect(
      (await as(token, 'POST', `/api/payments/${remittance.id}/void`, { reason: 'x' })).status,
    ).toBe(404);
    expect((await as(token, 'GET', `/api/fulfillment-agents/${agentId}/statement`)).status).toBe(
      404,
    );
  });
});

describe('reports and the dashboard', () => {
  it('reports sales and agents over the period for the store', async () => {
    const sales = await ok(
      'GET',
      `/api/reports/sales?from=${today}&to=${today}&storeId=${storeId}`,
    );
    expect(sales).toMatchObject({
      chart: 'line',
      currency: 'MAD',
      rows: [{ period: today, orders: 4, delivered: 2, revenue: '90.00' }],
    });
    const agents = await ok(
      'GET',
      `/api/reports/agents?from=${today}&to=${today}&storeId=${storeId}`,
    );
    expect(agents.rows).toEqual([
      expect.objectContaining({
        agent: 'Lab Express',
        delivered: 2,
        returned: 2,
        deliveredRate: 50,
        returnRate: 50,
      }),
    ]);
  });

  it("reports the store's stock by category: the kettle's units on hand", async () => {
    const kettle = await ok('GET', `/api/products/${productId}`);
    expect(kettle.onHand).toBeGreaterThan(0);
    const stock = await ok(
      'GET',
      `/api/reports/stock?from=${today}&to=${today}&storeId=${storeId}`,
    );
    expect(stock.currency).toBe('MAD');
    expect(stock.rows).toContainEqual(
      expect.objectContaining({ category: kettle.category, units: kettle.onHand }),
    );
  });

  it("sums for the dashboard what the agents' and suppliers' statements show", async () => {
    const summary = await ok('GET', '/api/finance/summary');
    const mad = summary.currencies.find((c: { currency: string }) => c.currency === 'MAD');
    const agents = (await ok('GET', '/api/fulfillment-agents?pageSize=100')).items as {
      id: string;
    }[];
    let owedByAgents = 0;
    for (const a of agents) {
      const s = await ok('GET', `/api/fulfillment-agents/${a.id}/statement`);
      const balance = Number(
        s.currencies.find((c: { currency: string }) => c.currency === 'MAD')?.balance ?? 0,
      );
      owedByAgents += Math.max(balance, 0);
    }
    expect(Number(mad.codOwedByAgents)).toBeCloseTo(owedByAgents, 2);
    expect(owedByAgents).toBeGreaterThan(0);
    const suppliers = (await ok('GET', '/api/suppliers?pageSize=100')).items as { id: string }[];
    let dueThisWeek = 0;
    for (const x of suppliers) {
      const s = await ok('GET', `/api/suppliers/${x.id}/statement`);
      dueThisWeek += Number(
        s.currencies.find((c: { currency: string }) => c.currency === 'MAD')?.dueThisWeek ?? 0,
      );
    }
    expect(Number(mad.owedToSuppliersThisWeek)).toBeCloseTo(dueThisWeek, 2);
    const month = (await pl()).currencies[0].current;
    expect(month.revenue).toBe('90.00'); // the lab store's part of this month's MAD revenue
  });
});

describe('supplier statement (issue 29.8)', () => {
  it('shows money paid on account (not allocated) beside what is owed', async () => {
    const suppliers = (await ok('GET', '/api/suppliers?pageSize=100')).items as { id: string }[];
    const supplierId = suppliers[0]!.id;
    const read = async () =>
      (await ok('GET', `/api/suppliers/${supplierId}/statement`)).currencies.find(
        (c: { currency: string }) => c.currency === 'MAD',
      ) ?? { onAccount: '0.00', owed: '0.00' };
    const before = await read();
    const payment = await ok('POST', '/api/payments', {
      kind: 'supplier_payment',
      storeId,
      supplierId,
      paidOn: today,
      amount: '12.34',
      method: 'bank_transfer',
      reference: 'ACOMPTE-1',
    });
    const after = await read();
    expect(
      Math.round(Number(after.onAccount) * 100) - Math.round(Number(before.onAccount) * 100),
    ).toBe(1234);
    expect(after.owed).toBe(before.owed);
    expect(Math.round(Number(after.balance) * 100)).toBe(
      Math.round(Number(after.owed) * 100) - Math.round(Number(after.onAccount) * 100),
    );
    await ok('POST', `/api/payments/${payment.id}/void`, { reason: 'Test done' });
    expect((await read()).onAccount).toBe(before.onAccount);
  });
});

describe('demo data', () => {
  it("opens on six months of a seller's money: remittances settled, one courier late, expenses, suppliers paid", async () => {
    const list = await ok('GET', '/api/payments?pageSize=100&kind=cod_remittance&voided=exclude');
    expect(list.total).toBeGreaterThan(20);
    expect(
      list.items.every((p: { allocated: string; amount: string }) => p.allocated === p.amount),
    ).toBe(true);
    const voided = await ok('GET', '/api/payments?voided=only');
    expect(
      voided.items.some((p: { voidReason: string }) => /entered twice/.test(p.voidReason)),
    ).toBe(true);

    const agents = (await ok('GET', '/api/fulfillment-agents?pageSize=100')).items as {
      id: string;
      name: string;
    }[];
    const overdue = [];
    for (const a of agents) {
      const s = await ok('GET', `/api/fulfillment-agents/${a.id}/statement`);
      if (s.currencies.some((c: { ageing: { over30: string } }) => Number(c.ageing.over30) > 0))
        overdue.push(a.name);
    }
    expect(overdue.length).toBe(1);
    // One answer: each courier's balance is its ageing, summed (both read the journal).
    for (const a of agents) {
      const s = await ok('GET', `/api/fulfillment-agents/${a.id}/statement`);
      for (const c of s.currencies as { balance: string; ageing: Record<string, string> }[]) {
        const aged = Object.values(c.ageing).reduce(
          (sum, v) => sum + Math.round(Number(v) * 100),
          0,
        );
        expect(aged, a.name).toBe(Math.round(Number(c.balance) * 100));
      }
    }

    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1))
      .toISOString()
      .slice(0, 10);
    const statement = await ok('GET', `/api/profit-loss?from=${from}&to=${today}&groupBy=month`);
    const mad = statement.currencies.find((c: { currency: string }) => c.currency === 'MAD');
    expect(Number(mad.current.revenue)).toBeGreaterThan(0);
    expect(Number(mad.current.expenses)).toBeGreaterThan(0);
    expect(statement.currencies.map((c: { currency: string }) => c.currency)).toEqual([
      'EUR',
      'MAD',
    ]);
  });
});

describe('profit and loss on the journal (issue 29)', () => {
  type Statement = {
    currencies: {
      currency: string;
      current: Record<string, string | number>;
      groups: { key: string; figures: Record<string, string | number> }[];
    }[];
  };
  const cents = (v: unknown) => Math.round(Number(v) * 100);

  it('adds up by product and category as by month, and counts the orders that delivered each product', async () => {
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 4, 12))
      .toISOString()
      .slice(0, 10);
    const total = (s: Statement) =>
      s.currencies
        .find((c) => c.currency === 'MAD')!
        .groups.reduce((sum, g) => sum + cents(g.figures.revenue), 0);
    const [byMonth, byProduct, byCategory] = await Promise.all(
      ['month', 'product', 'category'].map((g) =>
        ok('GET', `/api/profit-loss?from=${from}&to=${today}&groupBy=${g}`),
      ),
    );
    expect(total(byProduct)).toBe(total(byMonth));
    expect(total(byCategory)).toBe(total(byMonth));
    // A category's own statement (the filter) has exactly its group's revenue.
    const [category] = (byCategory as Statement).currencies
      .find((c) => c.currency === 'MAD')!
      .groups.filter((g) => g.key !== 'none');
    expect(category).toBeDefined();
    const filtered = await ok(
      'GET',
      `/api/profit-loss?from=${from}&to=${today}&groupBy=category&category=${encodeURIComponent(category!.key)}`,
    );
    expect(total(filtered)).toBe(cents(category!.figures.revenue));
    const kettle = (await pl('&groupBy=product')).currencies[0].groups.find(
      (g: { key: string }) => g.key === productId,
    );
    expect(kettle.figures).toMatchObject({ deliveredOrders: 2, revenue: '75.00', cogs: '30.00' });
  });

  it('keeps a closed period as posted when fees, costs and the orders change later; each figure is the sum of its lines', async () => {
    const read = async () => {
      const statement = (await pl('&groupBy=product')) as Statement;
      const lines: Record<string, string> = {};
      for (const figure of [
        'revenue',
        'returns',
        'cogs',
        'fulfillmentFees',
        'services',
        'expenses',
      ]) {
        const drill = await ok(
          'GET',
          `/api/profit-loss/lines?from=${today}&to=${today}&storeId=${storeId}&currency=MAD&figure=${figure}`,
        );
        const sum = (drill.lines as { amount: string }[]).reduce((s, l) => s + cents(l.amount), 0);
        expect(sum, figure).toBe(cents(drill.total));
        expect(drill.total, figure).toBe(statement.currencies[0]!.current[figure]);
        lines[figure] = drill.total;
        // Each group's figure drills into lines summing to it too.
        for (const g of statement.currencies[0]!.groups) {
          const part = await ok(
            'GET',
            `/api/profit-loss/lines?from=${today}&to=${today}&storeId=${storeId}&currency=MAD&figure=${figure}&groupBy=product&groupKey=${g.key}`,
          );
          expect(part.total, `${figure} ${g.key}`).toBe(g.figures[figure]);
        }
      }
      return { statement, lines };
    };
    const before = await read();
    expect(before.statement.currencies[0]!.current).toMatchObject({
      revenue: '90.00',
      cogs: '30.00',
    });
    // The courier's fees raised, the kettle received far dearer and its cost price changed, an order's row moved to last month.
    await ok('PATCH', `/api/fulfillment-agents/${agentId}`, { deliveryFee: '31', returnFee: '22' });
    await ok('PATCH', `/api/products/${productId}`, { costPrice: '44' });
    const ids = await demoIds(t.db);
    await t.db.transaction((tx) =>
      recordMovements(
        tx,
        { tenantId: ids.tenant('atlas').id, userId: ids.user('admin@atlas.test').id },
        [{ productId, storeId, kind: 'receipt', quantity: 10, unitCostMinor: 9000 }],
      ),
    );
    await t.db.execute(
      sql`update orders set status_changed_at = now() - interval '40 days' where id = ${orders.a!.id}`,
    );
    try {
      expect(await read()).toEqual(before);
    } finally {
      await t.db.execute(
        sql`update orders set status_changed_at = now() where id = ${orders.a!.id}`,
      );
      await ok('PATCH', `/api/fulfillment-agents/${agentId}`, {
        deliveryFee: '20',
        returnFee: '15',
      });
    }
  });
});
