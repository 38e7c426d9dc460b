import type { Service } from '@sp/contracts/api';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  emptyDraft,
  problemsOf,
  taxSettingsOf,
  toMinor,
  totalsOf,
  type LineDraft,
} from './form-state';

const line = (over: Partial<LineDraft> = {}): LineDraft => ({
  productId: '00000000-0000-4000-8000-000000000001',
  sku: 'TAJ-1',
  name: 'Tajine',
  onHand: 5,
  weightGrams: 1500,
  quantity: '3',
  unitPrice: '0.10',
  discount: '',
  ...over,
});
const service = (over: Partial<Service>) =>
  ({ id: 's1', price: '1.50', unit: 'per_item', currency: 'MAD', ...over }) as Service;

describe('the add order form', () => {
  it('reads typed amounts in minor units, commas too', () => {
    expect(toMinor('12,5')).toBe(1250);
    expect(toMinor('0.10')).toBe(10);
    expect(toMinor('')).toBe(0);
    expect(toMinor('1.234')).toBeNaN();
  });

  it('totals like the API: lines, discounts, shipping, services, COD, without float drift', () => {
    const d = {
      ...emptyDraft('s'),
      lines: [
        line(),
        line({ productId: 'p2', quantity: '2', unitPrice: '199.99', discount: '10' }),
      ],
      shippingFee: '35',
      discount: '5.05',
      serviceIds: ['s1'],
    };
    const totals = totalsOf(d, [service({})]);
    expect(totals.lineTotals).toEqual([30, 38_998]);
    expect(totals.servicesTotal).toBe(5 * 150);
    expect(totals.total).toBe(39_028 - 505 + 3_500 + 750);
    expect(totals.cod).toBe(totals.total);
    expect(totalsOf({ ...d, paymentMethod: 'prepaid' }, []).cod).toBe(0);
  });

  it("shows the tax the API freezes: the API test's mixed cart, with prices without and with tax, to the cent", () => {
    // 3 x 19.99 standard, 1 x 7.45 reduced, 10.00 exempt, 30.00 shipping (apps/api tax.test.ts).
    const lines = [
      line({ quantity: '3', unitPrice: '19.99', taxClass: 'standard' }),
      line({ quantity: '1', unitPrice: '7.45', taxClass: 'reduced' }),
      line({ quantity: '1', unitPrice: '10', taxClass: 'exempt' }),
    ];
    const d = { ...emptyDraft('s'), lines, shippingFee: '30' };
    const store = (pricesIncludeTax: boolean) =>
      taxSettingsOf({
        tax: { pricesIncludeTax, rates: { standard: '20.00', reduced: '10.00', exempt: '0.00' } },
      });
    const exclusive = totalsOf(d, [], store(false));
    expect(exclusive.tax?.totalTaxMinor).toBe(1874);
    expect(exclusive.total).toBe(12_616);
    expect(exclusive.cod).toBe(12_616);
    const inclusive = totalsOf(d, [], store(true));
    expect(inclusive.tax?.totalTaxMinor).toBe(1568);
    expect(inclusive.total).toBe(10_742);
    // A line the order had keeps the class of the rate it was frozen at.
    const edited = totalsOf(
      {
        ...d,
        shippingFee: '',
        lines: [line({ quantity: '1', unitPrice: '7.45', frozenRate: '10.00' })],
      },
      [],
      store(false),
    );
    expect(edited.tax?.byRate).toEqual([{ rateBp: 1000, baseMinor: 745, taxMinor: 75 }]);
  });

  it('names the fields to fix, and sends what was typed', () => {
    const d = { ...emptyDraft(''), phone: 'abc', lines: [line({ quantity: '0', discount: '5' })] };
    expect(problemsOf(d)).toMatchObject({
      storeId: 'validation.storeRequired',
      name: 'validation.required',
      phone: 'validation.phone',
      'lines.0.quantity': 'validation.quantity',
    });
    const ok = {
      ...emptyDraft('store'),
      name: ' Fatima ',
      phone: '+212 661-234567',
      city: 'Casablanca',
      lines: [line({ unitPrice: '12,50' })],
    };
    expect(problemsOf(ok)).toEqual({});
    expect(bodyOf(ok)).toMatchObject({
      customer: { name: 'Fatima' },
      lines: [{ quantity: 3, unitPrice: '12.50', discount: '0' }],
      shippingFee: '0',
    });
  });
});
