import { describe, expect, it } from 'vitest';
import { localToday } from '../../kernel/local-day';
import { toMinor } from '../../kernel/money';
import { ordersTestApp } from '../orders/test-helpers';
import { computeOrderTax, spreadDiscount } from './compute';

/** Issue 31.3: tax per line, on shipping and services, frozen on the order, to the cent. */
const moroccanVat = { standardBp: 2000, reducedBp: 1000 };
// 3 x 19.99 standard, 1 x 7.45 reduced, 10.00 exempt; 30.00 shipping.
const cart = [
  { amountMinor: 5997, taxClass: 'standard' as const },
  { amountMinor: 745, taxClass: 'reduced' as const },
  { amountMinor: 1000, taxClass: 'exempt' as const },
];

describe('tax arithmetic', () => {
  it('adds tax on prices entered without it, rounding each line half up', () => {
    const t = computeOrderTax({ ...moroccanVat, pricesIncludeTax: false }, cart, {
      discountMinor: 0,
      shippingFeeMinor: 3000,
      servicesMinor: 0,
    });
    // 59.97 x 20 % = 11.994 -> 11.99; 7.45 x 10 % = 0.745 -> 0.75; shipping 6.00.
    expect(t.lines.map((l) => l.taxMinor)).toEqual([1199, 75, 0]);
    expect(t.shippingTaxMinor).toBe(600);
    expect(t.totalTaxMinor).toBe(1874);
    expect(t.addedMinor).toBe(1874);
    expect(t.byRate).toEqual([
      { rateBp: 2000, baseMinor: 8997, taxMinor: 1799 },
      { rateBp: 1000, baseMinor: 745, taxMinor: 75 },
      { rateBp: 0, baseMinor: 1000, taxMinor: 0 },
    ]);
  });

  it('takes the tax out of prices entered with it, the total unchanged', () => {
    const t = computeOrderTax({ ...moroccanVat, pricesIncludeTax: true }, cart, {
      discountMinor: 0,
      shippingFeeMinor: 3000,
      servicesMinor: 0,
    });
    // 59.97 x 20/120 = 9.995 -> 10.00; 7.45 x 10/110 = 0.677 -> 0.68; shipping 30 x 20/120 = 5.00.
    expect(t.lines.map((l) => l.taxMinor)).toEqual([1000, 68, 0]);
    expect(t.totalTaxMinor).toBe(1568);
    expect(t.addedMinor).toBe(0);
    // Bases are without tax: 59.97 - 10.00 + 30.00 - 5.00.
    expect(t.byRate[0]).toEqual({ rateBp: 2000, baseMinor: 7497, taxMinor: 1500 });
  });

  it('spreads an order discount over the lines exactly', () => {
    // 774.6, 96.2, 129.2: floors give 999, the largest remainder takes the last cent.
    expect(spreadDiscount([5997, 745, 1000], 1000)).toEqual([775, 96, 129]);
    const shares = spreadDiscount([333, 333, 334], 100);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
  });
});

const { app, fx } = ordersTestApp();

describe('tax on orders', () => {
  let n = 0;
  const product = async (salePrice: string, taxClass: string) => {
    n += 1;
    const res = await fx.as(fx.admin, 'POST', '/api/products', {
      sku: `TAX-${n}`,
      name: `Taxed ${n}`,
      category: 'Tests',
      costPrice: '1',
      salePrice,
      currency: 'MAD',
      taxClass,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.taxClass).toBe(taxClass);
    return res.body.id as string;
  };
  const setTax = (tax: object) => fx.as(fx.admin, 'PATCH', `/api/stores/${fx.casa()}`, { tax });

  it('refuses a rate out of range with a 422 naming it, and keeps the rates', async () => {
    const res = await setTax({ rates: { standard: '150' } });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual([
      { path: 'tax.rates.standard', message: 'tax_rate_out_of_range' },
    ]);
    const store = await fx.as(fx.admin, 'GET', `/api/stores/${fx.casa()}`);
    expect(store.body.tax).toEqual({
      pricesIncludeTax: true,
      rates: { standard: '20.00', reduced: '10.00', exempt: '0.00' },
    });
  });

  it('taxes a mixed cart with prices entered without and with tax, to the cent, and freezes it', async () => {
    const ids = [
      await product('19.99', 'standard'),
      await product('7.45', 'reduced'),
      await product('10', 'exempt'),
    ];
    const body = fx.body(ids[0]!, {
      lines: [
        { productId: ids[0], quantity: 3 },
        { productId: ids[1], quantity: 1 },
        { productId: ids[2], quantity: 1 },
      ],
      shippingFee: '30',
      paymentMethod: 'cod',
    });

    expect((await setTax({ pricesIncludeTax: false })).status).toBe(200);
    const exclusive = await fx.as(fx.admin, 'POST', '/api/orders', body);
    expect(exclusive.status, JSON.stringify(exclusive.body)).toBe(201);
    expect(exclusive.body.total).toBe('126.16');
    expect(exclusive.body.tax).toMatchObject({
      pricesIncludeTax: false,
      total: '18.74',
      shipping: '6.00',
    });
    expect(exclusive.body.tax.lines.map((l: { tax: string }) => l.tax)).toEqual([
      '11.99',
      '0.75',
      '0.00',
    ]);

    expect((await setTax({ pricesIncludeTax: true })).status).toBe(200);
    const inclusive = await fx.as(fx.admin, 'POST', '/api/orders', body);
    expect(inclusive.body.total).toBe('107.42');
    expect(inclusive.body.tax).toMatchObject({
      pricesIncludeTax: true,
      total: '15.68',
      shipping: '5.00',
    });
    expect(inclusive.body.tax.byRate).toEqual([
      { rate: '20.00', base: '74.97', tax: '15.00' },
      { rate: '10.00', base: '6.77', tax: '0.68' },
      { rate: '0.00', base: '10.00', tax: '0.00' },
    ]);

    // Frozen: the first order keeps what it was created with after the store changed.
    const again = await fx.as(fx.admin, 'GET', `/api/orders/${exclusive.body.id}`);
    expect(again.body.tax.total).toBe('18.74');
    expect(again.body.total).toBe('126.16');
  });

  it('computes the tax again when an order is edited', async () => {
    const id = await product('120', 'standard');
    const o = await fx.order(id, { lines: [{ productId: id, quantity: 1 }] });
    const before = await fx.as(fx.admin, 'GET', `/api/orders/${o.id}`);
    expect(before.body.tax.total).toBe('20.00');
    const edited = await fx.as(fx.admin, 'PATCH', `/api/orders/${o.id}`, { discount: '60' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.tax.total).toBe('10.00');
    expect(edited.body.total).toBe('60.00');
  });
});

describe('tax report', () => {
  it('counts the tax of an order on the local day it is delivered, and exports it in the reader language', async () => {
    const res = await fx.as(fx.admin, 'POST', '/api/products', {
      sku: 'TAX-REPORT',
      name: 'Taxed report',
      category: 'Tests',
      costPrice: '1',
      salePrice: '120',
      currency: 'MAD',
    });
    const day = await localToday(app().db, 'Africa/Casablanca');
    const url = `/api/tax/report?from=${day}&to=${day}&storeId=${fx.casa()}`;
    const standard = async () => {
      const r = await fx.as(fx.admin, 'GET', url);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return (
        r.body.rows.find(
          (x: { currency: string; rate: string }) => x.currency === 'MAD' && x.rate === '20.00',
        ) ?? { collected: '0.00', base: '0.00', due: '0.00' }
      );
    };
    const before = await standard();
    const stocked = await fx.product(5, '120');
    const o = await fx.order(stocked.id, { lines: [{ productId: stocked.id, quantity: 1 }] });
    await fx.moveTo(o.id, 'delivered');
    const after = await standard();
    expect(toMinor(after.collected) - toMinor(before.collected)).toBe(2000);
    expect(toMinor(after.base) - toMinor(before.base)).toBe(10_000);
    expect(after.due).toBe(after.collected);
    expect(res.status).toBe(201);

    const csv = await fx.as(
      fx.admin,
      'GET',
      `/api/tax/report/export?from=${day}&to=${day}&storeId=${fx.casa()}&lang=fr`,
    );
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    expect(String(csv.body)).toContain('TVA collectée');

    const backwards = await fx.as(fx.admin, 'GET', `/api/tax/report?from=${day}&to=2000-01-01`);
    expect(backwards.status).toBe(422);
  });
});
