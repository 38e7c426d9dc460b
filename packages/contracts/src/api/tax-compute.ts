/**
 * An order's tax (issue 31.3), in one place for the API (which freezes it on the order) and
 * the order form (which shows it while typing): integers only, rounded per line.
 */
import type { TaxClass } from './tax';

/** An order's tax as frozen on it (orders.tax, jsonb), minor units and basis points. */
export interface OrderTax {
  pricesIncludeTax: boolean;
  /** Per order line, by its position. */
  lines: { position: number; rateBp: number; taxMinor: number }[];
  shippingTaxMinor: number;
  servicesTaxMinor: number;
  /** Per rate: the amount without tax and the tax on it (what an invoice lists). */
  byRate: { rateBp: number; baseMinor: number; taxMinor: number }[];
  totalTaxMinor: number;
  /** Added to the entered prices: the tax when prices are without it, else 0. */
  addedMinor: number;
}

/** A store's tax settings as the computation needs them (basis points: 2000 = 20 %). */
export interface TaxSettings {
  standardBp: number;
  reducedBp: number;
  pricesIncludeTax: boolean;
}

export interface TaxableLine {
  /** The line's amount after its own discount, minor units, as entered (with or without tax). */
  amountMinor: number;
  taxClass: TaxClass;
}

export const rateOf = (store: TaxSettings, taxClass: TaxClass) =>
  taxClass === 'standard' ? store.standardBp : taxClass === 'reduced' ? store.reducedBp : 0;

/** n / d rounded half up, for n >= 0 (integers only: never a float near money). */
const divRound = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

/** The tax in an amount: inside it (prices with tax) or on top of it (prices without). */
export function taxOf(amountMinor: number, rateBp: number, inclusive: boolean) {
  if (rateBp === 0 || amountMinor === 0) return 0;
  return inclusive
    ? divRound(amountMinor * rateBp, 10_000 + rateBp)
    : divRound(amountMinor * rateBp, 10_000);
}

/**
 * Splits the order's discount over its lines in proportion to their amounts (largest
 * remainder, so the shares add up to the discount exactly): a discount lowers the taxable
 * base of the goods it applies to.
 */
export function spreadDiscount(amounts: number[], discountMinor: number): number[] {
  const total = amounts.reduce((a, b) => a + b, 0);
  if (!discountMinor || !total) return amounts.map(() => 0);
  const exact = amounts.map((a) => (a * discountMinor) / total);
  const shares = exact.map(Math.floor);
  let left = discountMinor - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((e, i) => [e - Math.floor(e), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of byRemainder) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * An order's tax, per line, on shipping and on services, rounded per line (half up) and
 * summed per rate (docs/tax-and-invoices.md "Rounding"). Shipping and services carry the
 * standard rate. With prices entered without tax the tax is added to the total; with tax,
 * the total does not change and the tax is the part of it.
 */
export function computeOrderTax(
  store: TaxSettings,
  lines: TaxableLine[],
  opts: { discountMinor: number; shippingFeeMinor: number; servicesMinor: number },
): OrderTax {
  const inclusive = store.pricesIncludeTax;
  const shares = spreadDiscount(
    lines.map((l) => l.amountMinor),
    opts.discountMinor,
  );
  const lineTaxes = lines.map((l, i) => {
    const rateBp = rateOf(store, l.taxClass);
    const baseGross = l.amountMinor - shares[i]!;
    return {
      position: i,
      rateBp,
      taxMinor: taxOf(baseGross, rateBp, inclusive),
      amountMinor: baseGross,
    };
  });
  const shippingTaxMinor = taxOf(opts.shippingFeeMinor, store.standardBp, inclusive);
  const servicesTaxMinor = taxOf(opts.servicesMinor, store.standardBp, inclusive);
  const parts = [
    ...lineTaxes,
    { rateBp: store.standardBp, taxMinor: shippingTaxMinor, amountMinor: opts.shippingFeeMinor },
    { rateBp: store.standardBp, taxMinor: servicesTaxMinor, amountMinor: opts.servicesMinor },
  ];
  const rates = new Map<number, { rateBp: number; baseMinor: number; taxMinor: number }>();
  for (const p of parts) {
    if (!p.amountMinor) continue;
    const r =
      rates.get(p.rateBp) ??
      rates.set(p.rateBp, { rateBp: p.rateBp, baseMinor: 0, taxMinor: 0 }).get(p.rateBp)!;
    // The base is always the amount without tax.
    r.baseMinor += inclusive ? p.amountMinor - p.taxMinor : p.amountMinor;
    r.taxMinor += p.taxMinor;
  }
  const totalTaxMinor = parts.reduce((a, p) => a + p.taxMinor, 0);
  return {
    pricesIncludeTax: inclusive,
    lines: lineTaxes.map(({ position, rateBp, taxMinor }) => ({ position, rateBp, taxMinor })),
    shippingTaxMinor,
    servicesTaxMinor,
    byRate: [...rates.values()].sort((a, b) => b.rateBp - a.rateBp),
    totalTaxMinor,
    /** What the buyer pays on top of the entered prices: the tax when prices are without it. */
    addedMinor: inclusive ? 0 : totalTaxMinor,
  };
}
