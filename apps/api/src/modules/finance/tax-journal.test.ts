import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainEvents } from '../../kernel/events';
import { localToday } from '../../kernel/local-day';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { recordMovements } from '../inventory';

/**
 * Issue 31.3: revenue net of tax in the journal, the tax on its own account per rate,
 * refunds taking their tax back in proportion, and the tax report reading the same lines.
 */
let t: TestApp;
let admin: string;
let tenantId: string;
let userId: string;
const suffix = Math.random().toString(36).slice(2, 7);

type Method = 'GET' | 'POST' | 'PATCH';
const ok = async (method: Method, url: string, payload?: object) => {
  const res = await call(t.app, { method, url, token: admin, ...(payload ? { payload } : {}) });
  expect(res.status, `${method} ${url} ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin@atlas.test');
  const ids = await demoIds(t.db);
  tenantId = ids.tenant('atlas').id;
  userId = ids.user('admin@atlas.test').id;
}, 120_000);
afterAll(() => t?.close());

let n = 0;
/** A store with its courier and products, each received into stock at 10.00. */
async function shop(pricesIncludeTax: boolean) {
  n += 1;
  const storeId = (
    await ok('POST', '/api/stores', {
      name: `Tax Lab ${suffix} ${n}`,
      marketplace: 'Jumia',
      country: 'MA',
      currency: 'MAD',
      tax: { pricesIncludeTax, rates: { standard: '20', reduced: '10' } },
    })
  ).id as string;
  const agentId = (
    await ok('POST', '/api/fulfillment-agents', {
      name: `Tax Express ${suffix} ${n}`,
      kind: 'courier',
      phone: '+212 522 555555',
      cities: ['Rabat'],
      deliveryFee: '20',
      returnFee: '15',
      remitEveryDays: 7,
      remitAccount: 'RIB 0031',
    })
  ).id as string;
  const product = async (salePrice: string, taxClass: 'standard' | 'reduced') => {
    const id = (
      await ok('POST', '/api/products', {
        sku: `TAX-${suffix}-${n}-${taxClass}`,
        name: `Taxed ${taxClass}`,
        category: 'Kitchen',
        costPrice: '10',
        salePrice,
        currency: 'MAD',
        taxClass,
      })
    ).id as string;
    await t.db.transaction((tx) =>
      recordMovements(tx, { tenantId, userId }, [
        { productId: id, storeId, kind: 'receipt', quantity: 20, unitCostMinor: 1000 },
      ]),
    );
    return id;
  };
  const deliver = async (lines: object[], shippingFee: string) => {
    const o = await ok('POST', '/api/orders', {
      storeId,
      paymentMethod: 'prepaid',
      agentId,
      shippingFee,
      customer: {
        name: 'Nadia Berrada',
        phone: '+212 600-313131',
        city: 'Rabat',
        address: '8 rue Oued Sebou',
      },
      lines,
    });
    for (const status of ['confirmed', 'packed', 'shipped', 'delivered'])
      await ok('POST', `/api/orders/${o.id}/status`, { status });
    return o as { id: string; total: string };
  };
  return { storeId, product, deliver };
}

/** Lines of an order by account kind (tax lines by rate), every event applied. */
async function journalOf(orderId: string) {
  await drainEvents(t.db);
  const rows = await t.db.execute<{ kind: string; rate_bp: number | null; total: number }>(sql`
    select a.kind, l.rate_bp, sum(l.amount_minor)::bigint as total from journal_lines l join ledger_accounts a on a.id = l.account_id
    where l.tenant_id = ${tenantId} and l.order_id = ${orderId} group by 1, 2 order by 1, 2`);
  return Object.fromEntries(
    rows.rows.map((r) => [r.rate_bp === null ? r.kind : `${r.kind}@${r.rate_bp}`, Number(r.total)]),
  );
}

const today = () => localToday(t.db, 'Africa/Casablanca');

describe('tax in the journal (issue 31.3)', () => {
  it('posts revenue net of tax and the tax per rate; a refund takes its tax back; P&L and tax report agree', async () => {
    const s = await shop(true);
    const a = await s.product('120', 'standard');
    const b = await s.product('55', 'reduced');
    // 120 (20 %: 20.00 inside) + 2 x 55 (10 %: 10.00 inside) + shipping 30 (20 %: 5.00 inside) = 260.00
    const o = await s.deliver(
      [
        { productId: a, quantity: 1 },
        { productId: b, quantity: 2 },
      ],
      '30',
    );
    expect(o.total).toBe('260.00');
    expect(await journalOf(o.id)).toMatchObject({
      revenue: -(26000 - 3500),
      'tax_payable@2000': -2500,
      'tax_payable@1000': -1000,
      marketplace_receivable: 26000,
    });

    // 52.00 given back without a return: over the rates as the goods cost with tax
    // (150.00 at 20 %, 110.00 at 10 %): 30.00 holding 5.00, 22.00 holding 2.00.
    await ok('POST', '/api/returns/refunds', {
      orderId: o.id,
      kind: 'refund',
      method: 'marketplace',
      amount: '52',
    });
    expect(await journalOf(o.id)).toMatchObject({
      refunds: 5200 - 700,
      'tax_payable@2000': -2500 + 500,
      'tax_payable@1000': -1000 + 200,
      marketplace_receivable: 26000 - 5200,
    });

    const day = await today();
    const period = `from=${day}&to=${day}&storeId=${s.storeId}`;
    const [mad] = (await ok('GET', `/api/profit-loss?${period}`)).currencies;
    expect(mad.current).toMatchObject({
      revenue: '225.00',
      refunds: '45.00',
      taxCollected: '28.00', // 35.00 collected less 7.00 given back
      grossProfit: '150.00', // 225 - 45 - 3 units at 10.00
    });
    const drill = await ok(
      'GET',
      `/api/profit-loss/lines?${period}&figure=taxCollected&currency=MAD`,
    );
    expect(drill.total).toBe('28.00');
    expect(drill.lines).toMatchObject([{ id: o.id, amount: '28.00' }]);
    // By product: each product's revenue without the tax inside it; shipping's on the order's own part.
    const byProduct = (await ok('GET', `/api/profit-loss?${period}&groupBy=product`)).currencies[0]
      .groups as { key: string; figures: { revenue: string } }[];
    expect(Object.fromEntries(byProduct.map((g) => [g.key, g.figures.revenue]))).toEqual({
      [a]: '100.00',
      [b]: '100.00',
      none: '25.00',
    });

    const report = await ok('GET', `/api/tax/report?${period}`);
    expect(report.rows).toEqual([
      {
        currency: 'MAD',
        rate: '20.00',
        base: '125.00',
        collected: '25.00',
        refunded: '5.00',
        due: '20.00',
      },
      {
        currency: 'MAD',
        rate: '10.00',
        base: '100.00',
        collected: '10.00',
        refunded: '2.00',
        due: '8.00',
      },
    ]);
    const due = report.rows.reduce((sum: number, r: { due: string }) => sum + Number(r.due), 0);
    expect(due.toFixed(2)).toBe(mad.current.taxCollected);

    // A closed period does not move: new rates change no posted figure.
    await ok('PATCH', `/api/stores/${s.storeId}`, { tax: { rates: { standard: '10' } } });
    expect((await ok('GET', `/api/profit-loss?${period}`)).currencies[0].current).toEqual(
      mad.current,
    );
    expect((await ok('GET', `/api/tax/report?${period}`)).rows).toEqual(report.rows);
  }, 120_000);

  it('with prices entered without tax, the tax added on top is owed and revenue is the prices', async () => {
    const s = await shop(false);
    const c = await s.product('100', 'standard');
    const o = await s.deliver([{ productId: c, quantity: 1 }], '10');
    expect(o.total).toBe('132.00'); // 100 + 10 + 20 % of both
    expect(await journalOf(o.id)).toMatchObject({
      revenue: -11000,
      'tax_payable@2000': -2200,
      marketplace_receivable: 13200,
    });
    // The whole order given back: all of its tax comes off what is owed.
    await ok('POST', '/api/returns/refunds', {
      orderId: o.id,
      kind: 'refund',
      method: 'bank_transfer',
      amount: '132',
    });
    expect(await journalOf(o.id)).toMatchObject({
      refunds: 11000,
      'tax_payable@2000': 0,
      cash: -13200,
    });
    const day = await today();
    const period = `from=${day}&to=${day}&storeId=${s.storeId}`;
    expect((await ok('GET', `/api/profit-loss?${period}`)).currencies[0].current).toMatchObject({
      revenue: '110.00',
      refunds: '110.00',
      taxCollected: '0.00',
    });
  }, 120_000);
});
