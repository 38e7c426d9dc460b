import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { recordMovements } from '../inventory';
import { analysed, commit } from './test-helpers';

let t: TestApp;
let admin: string;
let agentId: string;
const orders: { id: string; number: string }[] = [];

const ok = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await call(t.app, { method, url, token: admin, ...(payload ? { payload } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
};

/** The courier's statement as it sends it: French headers, semicolons, decimal commas, day-first dates. */
const statementFile = (lines: string[]) =>
  Buffer.from(`N° commande;Montant net;Bordereau;Date du virement\n${lines.join('\n')}\n`);

beforeAll(async () => {
  t = await createTestApp({ jobs: { worker: true, pollMs: 30, leaseMs: 2000, concurrency: 2 } });
  admin = await signIn(t, 'admin@atlas.test');
  const ids = await demoIds(t.db);
  const storeId = (
    await ok('POST', '/api/stores', {
      name: 'Remit Lab',
      marketplace: 'Jumia',
      country: 'MA',
      currency: 'MAD',
    })
  ).id;
  agentId = (
    await ok('POST', '/api/fulfillment-agents', {
      name: 'Lab Colis',
      kind: 'courier',
      phone: '+212 522 111111',
      cities: ['Fès'],
      deliveryFee: '20',
      returnFee: '10',
      remitEveryDays: 7,
      remitAccount: 'RIB 0002',
    })
  ).id;
  const productId = (
    await ok('POST', '/api/products', {
      sku: 'REMIT-LAB-1',
      name: 'Lab tagine',
      category: 'Kitchen',
      costPrice: '9',
      salePrice: '25',
      currency: 'MAD',
    })
  ).id;
  const actor = { tenantId: ids.tenant('atlas').id, userId: ids.user('admin@atlas.test').id };
  await t.db.transaction((tx) =>
    recordMovements(tx, actor, [
      { productId, storeId, kind: 'receipt', quantity: 10, unitCostMinor: 900 },
    ]),
  );
  for (const quantity of [2, 1, 1]) {
    const o = await ok('POST', '/api/orders', {
      storeId,
      customer: {
        name: 'Hicham Bennani',
        phone: '+212 600-333444',
        city: 'Fès',
        address: '3 derb Sidi',
      },
      lines: [{ productId, quantity }],
      paymentMethod: 'cod',
      agentId,
    });
    for (const status of ['confirmed', 'packed', 'shipped', 'delivered'])
      await ok('POST', `/api/orders/${o.id}/status`, { status });
    orders.push(o);
  }
}, 120_000);
afterAll(() => t?.close());

describe("a courier's remittance file", () => {
  it('matches rows to delivered COD orders, refuses unknown orders and more than is open, then stores one allocated remittance', async () => {
    const [a, b, c] = orders as [
      { id: string; number: string },
      { id: string; number: string },
      { id: string; number: string },
    ];
    // Open on each: COD less the 20.00 fee: a 30.00, b and c 5.00.
    const file = statementFile([
      `${a.number};30,00;BRD-881;24/11/2026`,
      `${b.number.toLowerCase()};5,00;BRD-881;24/11/2026`,
      `${c.number};9,50;BRD-881;24/11/2026`,
      'ATL-999999;10;BRD-881;24/11/2026',
    ]);
    const imp = await analysed(t, admin, 'cod_remittances', 'bordereau-881.csv', file);
    expect(imp.mapping).toMatchObject({
      order: 'N° commande',
      amount: 'Montant net',
      reference: 'Bordereau',
      paidOn: 'Date du virement',
    });
    expect(imp.counts).toMatchObject({ total: 4, new: 2, error: 2 });
    expect(imp.errors).toEqual([
      expect.objectContaining({ rowNumber: 4, column: 'amount', code: 'over_allocation' }),
      expect.objectContaining({ rowNumber: 5, column: 'order', code: 'unknown_order' }),
    ]);

    const refused = await commit(t, admin, imp.id, false);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await ok('GET', `/api/payments?agentId=${agentId}`)).total).toBe(0); // a refused import stores nothing

    const done = await commit(t, admin, imp.id, true);
    expect(done.body).toMatchObject({ status: 'committed' });
    const list = await ok('GET', `/api/payments?agentId=${agentId}`);
    expect(list.items).toMatchObject([
      {
        kind: 'cod_remittance',
        amount: '35.00',
        allocated: '35.00',
        reference: 'BRD-881',
        paidOn: '2026-11-24',
        counterparty: 'Lab Colis',
      },
    ]);
    const payment = await ok('GET', `/api/payments/${list.items[0].id}`);
    expect(
      payment.allocations
        .map((x: { orderNumber: string; amount: string }) => [x.orderNumber, x.amount])
        .sort(),
    ).toEqual(
      [
        [a.number, '30.00'],
        [b.number, '5.00'],
      ].sort(),
    );
    const statement = await ok('GET', `/api/fulfillment-agents/${agentId}/statement`);
    expect(statement.currencies[0]).toMatchObject({
      codCollected: '100.00',
      fees: '60.00',
      remitted: '35.00',
      balance: '5.00',
    });
    expect(
      statement.unsettled.map((u: { number: string; open: string }) => [u.number, u.open]),
    ).toEqual([[c.number, '5.00']]);

    // The same file again settles nothing twice.
    const again = await analysed(t, admin, 'cod_remittances', 'bordereau-881.csv', file);
    expect(again.counts).toMatchObject({ new: 0, error: 4 });
  });
});
