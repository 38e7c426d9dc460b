import { allocate } from '../../kernel/money';
import type { ReturnableOrder } from '../orders';
import { taxOf } from '../tax';

/** A line of money given back, with the tax it holds (minor units). */
export interface RefundTaxLine {
  sku: string;
  name: string;
  quantity: number;
  rateBp: number;
  amountMinor: number;
  taxMinor: number;
}

/** A returned line as the split needs it. */
export interface ReturnedForTax {
  position: number;
  sku: string;
  name: string;
  quantity: number;
  valueMinor: number;
}

/**
 * The tax inside an amount given back on an order (issue 31.3), one function for the
 * credit note's document and the journal's refund entry, so both say the same. The amount
 * is what the buyer paid back (tax included): with a return, it is split over the returned
 * lines by their value, each at its order line's frozen rate; without one (a goodwill
 * gesture), over the order's rates in proportion to what each rate's goods cost with tax.
 * An order taken before tax has none to give back.
 */
export function refundTaxLines(
  order: Pick<ReturnableOrder, 'number' | 'tax'>,
  returned: ReturnedForTax[],
  amountMinor: number,
): RefundTaxLine[] {
  const tax = order.tax;
  const rateAt = new Map((tax?.lines ?? []).map((l) => [l.position, l.rateBp]));
  const value = returned.reduce((s, l) => s + l.valueMinor, 0);
  const parts =
    returned.length && value > 0
      ? returned.map((l) => ({
          sku: l.sku,
          name: l.name,
          quantity: l.quantity,
          rateBp: rateAt.get(l.position) ?? 0,
          weight: l.valueMinor,
        }))
      : (tax?.byRate.length ? tax.byRate : [{ rateBp: 0, baseMinor: 1, taxMinor: 0 }]).map((r) => ({
          sku: '',
          name: `Order ${order.number}`,
          quantity: 1,
          rateBp: r.rateBp,
          weight: r.baseMinor + r.taxMinor,
        }));
  const amounts = allocate(
    amountMinor,
    parts.map((p) => p.weight),
  );
  return parts.map((p, i) => ({
    sku: p.sku,
    name: p.name,
    quantity: p.quantity,
    rateBp: p.rateBp,
    amountMinor: amounts[i]!,
    taxMinor: tax ? taxOf(amounts[i]!, p.rateBp, true) : 0,
  }));
}

/** The lines' tax per rate, as a document lists it and the journal posts it. */
export function taxByRateOf(lines: RefundTaxLine[]) {
  const byRate = new Map<number, { rateBp: number; baseMinor: number; taxMinor: number }>();
  for (const l of lines) {
    const r = byRate.get(l.rateBp) ?? { rateBp: l.rateBp, baseMinor: 0, taxMinor: 0 };
    r.baseMinor += l.amountMinor - l.taxMinor;
    r.taxMinor += l.taxMinor;
    byRate.set(l.rateBp, r);
  }
  return [...byRate.values()].sort((a, b) => b.rateBp - a.rateBp);
}
