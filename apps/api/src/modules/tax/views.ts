import type { OrderTaxView } from '@sp/contracts/api';
import type { StoreTaxColumns } from '../stores';
import { fromMinor } from '../../kernel/money';
import type { StoreTax } from './compute';
import type { OrderTax } from './types';

/** Basis points as a percent string: 550 -> "5.50". */
export const percentOf = (bp: number) => fromMinor(bp);

export const storeTaxOf = (s: StoreTaxColumns): StoreTax => ({
  standardBp: s.taxStandardBp,
  reducedBp: s.taxReducedBp,
  pricesIncludeTax: s.pricesIncludeTax,
});

export const orderTaxView = (t: OrderTax | null): OrderTaxView | null =>
  t && {
    pricesIncludeTax: t.pricesIncludeTax,
    total: fromMinor(t.totalTaxMinor),
    shipping: fromMinor(t.shippingTaxMinor),
    services: fromMinor(t.servicesTaxMinor),
    lines: t.lines.map((l) => ({
      position: l.position,
      rate: percentOf(l.rateBp),
      tax: fromMinor(l.taxMinor),
    })),
    byRate: t.byRate.map((r) => ({
      rate: percentOf(r.rateBp),
      base: fromMinor(r.baseMinor),
      tax: fromMinor(r.taxMinor),
    })),
  };
