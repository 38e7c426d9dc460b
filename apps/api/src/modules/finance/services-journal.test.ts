import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localToday } from '../../kernel/local-day';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { servicesAt } from '../catalogue';
import { balances } from './journal';
import { chargeMonthlyServices } from './services-journal';
import { postPending } from './pl-journal';
import { openLab } from './test-lab';

/**
 * The catalogue's cost services charged by the journal (issue 29.8): packing when an order
 * ships, the COD fee when a COD order is delivered, return handling when a parcel comes
 * back, storage once a month; each at the price of its moment, in a P&L "services" line
 * whose drill-down lists the charges and sums to it. Figures worked out by hand.
 */
let t: TestApp;
let admin: string;
let tenantId: string;
let storeId: string;
let agentId: string;
let productId: string;
let today: string;
let monthStart: string;
const services: Record<string, string> = {};
const orders: Record<string, { id: string; number: string }> = {};

const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
  const res = await call(t.app, { method, url, token: admin, ...(payload ? { payload } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
};
const order = async (quantity: number, path: string[], paymentMethod = 'cod') => {
  const o = await ok('POST', '/api/orders', {
    storeId,
    paymentMethod,
    agentId,
    customer: {
      name: 'Karima Bennani',
      phone: '+212 600-777000',
      city: 'Rabat',
      address: '3 avenue Fal Ould Oumeir',
    },
    lines: [{ productId, quantity }],
  });
  for (const status of path) await ok('POST', `/api/orders/${o.id}/status`, { status });
  return o as { id: string; number: string };
};
const service = async (
  key: string,
  body: { name: string; kind: string; unit: string; price: string } & Record<string, unknown>,
) => {
  services[key] = (await ok('POST', '/api/services', { currency: 'MAD', storeId, ...body }))
    .id as string;
};
const statement = () =>
  ok('GET', `/api/profit-loss?from=${monthStart}&to=${today}&storeId=${storeId}&groupBy=month`);
const drill = (query = '') =>
  ok(
    'GET',
    `/api/profit-loss/lines?from=${monthStart}&to=${today}&storeId=${storeId}&currency=MAD&figure=services${query}`,
  );
const cents = (v: unknown) => Math.round(Number(v) * 100);
const toShipped = ['confirmed', 'packed', 'shipped'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin@atlas.test');
  tenantId = (await demoIds(t.db)).tenant('atlas').id;
  ({ storeId, agentId, productId } = await openLab(t, ok, {
    store: 'Services Lab',
    courier: {
      name: 'Lab Services Express',
      phone: '+212 522 000111',
      city: 'Rabat',
      returnFee: '15',
      remitAccount: 'RIB 0111',
    },
    product: { sku: 'SVC-LAB-1', name: 'Lab teapot', salePrice: '40' },
    onHand: 30,
    unitCostMinor: 1000,
  }));
  await service('packing', {
    name: 'Emballage lab',
    kind: 'packing',
    unit: 'per_order',
    price: '5',
  });
  await service('label', { name: 'Étiquetage lab', kind: 'packing', unit: 'per_item', price: '1' });
  await service('cod', { name: 'Frais CR lab', kind: 'cod_fee', unit: 'per_order', price: '10' });
  await service('returns', {
    name: 'Retours lab',
    kind: 'return_handling',
    unit: 'per_order',
    price: '15',
  });
  await service('storage', {
    name: 'Stockage lab',
    kind: 'storage',
    unit: 'per_month',
    price: '1500',
  });
  // Not costs charged by the journal: shipping (the courier's fee is that cost), a price billed to buyers, an inactive one.
  await service('shipping', {
    name: 'Transport lab',
    kind: 'shipping',
    unit: 'per_order',
    price: '35',
  });
  await service('billed', {
    name: 'Emballage cadeau lab',
    kind: 'packing',
    unit: 'per_order',
    price: '7',
    direction: 'charge',
  });
  await service('off', {
    name: 'Ancien emballage lab',
    kind: 'packing',
    unit: 'per_order',
    price: '99',
    active: false,
  });
  today = await localToday(t.db, (await ok('GET', `/api/stores/${storeId}`)).timeZone);
  monthStart = `${new Date().toISOString().slice(0, 7)}-01`;
  orders.a = await order(2, [...toShipped, 'delivered']); // COD: packing 5, labels 2, COD fee 10
  orders.b = await order(1, [...toShipped, 'delivered'], 'prepaid'); // packing 5, label 1
  orders.c = await order(3, [...toShipped, 'returned']); // packing 5, labels 3, return handling 15
}, 300_000);
afterAll(() => t?.close());

describe('cost services in the journal (issue 29.8)', () => {
  it('charges each service where it applies, at its price, and the month once whoever runs it', async () => {
    // Three replicas at once, then a rerun: storage is charged once this month.
    const posted = await Promise.all([1, 2, 3].map(() => chargeMonthlyServices(t.db)));
    expect(posted.reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(1);
    expect(await chargeMonthlyServices(t.db)).toBe(0);

    const lines = await drill();
    const byNumber = (
      lines.lines as { kind: string; number: string; label: string; amount: string }[]
    )
      .map((l) => [l.kind, l.number, l.label, l.amount])
      .sort((x, y) => `${x[1]}${x[2]}`.localeCompare(`${y[1]}${y[2]}`));
    expect(byNumber).toEqual(
      [
        ['order', orders.a!.number, 'Emballage lab', '5.00'],
        ['order', orders.a!.number, 'Étiquetage lab', '2.00'],
        ['order', orders.a!.number, 'Frais CR lab', '10.00'],
        ['order', orders.b!.number, 'Emballage lab', '5.00'],
        ['order', orders.b!.number, 'Étiquetage lab', '1.00'],
        ['order', orders.c!.number, 'Emballage lab', '5.00'],
        ['order', orders.c!.number, 'Étiquetage lab', '3.00'],
        ['order', orders.c!.number, 'Retours lab', '15.00'],
        ['charge', 'Stockage lab', 'Services Lab', '1500.00'],
      ].sort((x, y) => `${x[1]}${x[2]}`.localeCompare(`${y[1]}${y[2]}`)),
    );
    expect(lines.total).toBe('1546.00');
    const pl = (await statement()).currencies[0];
    expect(pl.current.services).toBe('1546.00');
    // Net profit is after services: gross - fees - services - expenses.
    expect(cents(pl.current.netProfit)).toBe(
      cents(pl.current.grossProfit) - cents(pl.current.fulfillmentFees) - 154600,
    );
    // What the seller owes for them: the accrued services account, credit.
    await postPending(t.db);
    const owed = await balances(t.db, tenantId, 'accrued_services');
    expect(owed.find((b) => b.currency === 'MAD')!.balanceMinor).toBeLessThanOrEqual(-154600);
  });

  it('drills the month down to charges that sum to it', async () => {
    const pl = (await statement()).currencies[0];
    for (const g of pl.groups as { key: string; figures: { services: string } }[]) {
      const part = await drill(`&groupBy=month&groupKey=${g.key}`);
      const sum = (part.lines as { amount: string }[]).reduce((s, l) => s + cents(l.amount), 0);
      expect(sum, g.key).toBe(cents(part.total));
      expect(part.total, g.key).toBe(g.figures.services);
    }
  });

  it('keeps a closed month as charged when prices change; later orders pay the new price', async () => {
    const read = async () => ({ statement: await statement(), lines: await drill() });
    const before = await read();
    const editedAt = new Date();
    await ok('PATCH', `/api/services/${services.packing}`, { price: '8' });
    await ok('PATCH', `/api/services/${services.storage}`, { price: '2000' });
    await ok('PATCH', `/api/services/${services.shipping}`, { kind: 'packing' });
    expect(await chargeMonthlyServices(t.db)).toBe(0);
    expect(await read()).toEqual(before);
    // The catalogue keeps each price with its moment: the packing was 5.00 before the edit.
    const then = (await servicesAt(t.db, tenantId, editedAt)).find(
      (s) => s.serviceId === services.packing,
    );
    expect(then?.priceMinor).toBe(500);
    // A later shipment pays today's price (and the former shipping service, now packing).
    const d = await order(1, toShipped);
    const after = await drill();
    expect(
      (after.lines as { number: string; label: string; amount: string }[])
        .filter((l) => l.number === d.number)
        .map((l) => [l.label, l.amount])
        .sort(),
    ).toEqual(
      [
        ['Emballage lab', '8.00'],
        ['Transport lab', '35.00'],
        ['Étiquetage lab', '1.00'],
      ].sort(),
    );
    expect(after.total).toBe('1590.00');
  });
});
