import { AppError } from '../../kernel/errors';

/** One priced line, minor units. */
export interface PricedLine {
  quantity: number;
  unitPriceMinor: number;
  discountMinor: number;
}

export interface PricedService {
  unit: 'per_order' | 'per_item' | 'per_kg' | 'per_month';
  priceMinor: number;
}

export interface OrderTotals {
  lineTotals: number[];
  subtotalMinor: number;
  discountMinor: number;
  shippingFeeMinor: number;
  servicesMinor: number;
  serviceAmounts: number[];
  totalMinor: number;
  codMinor: number;
  itemsCount: number;
}

/**
 * Order arithmetic in integer minor units (never a float): line = quantity x unit price -
 * line discount; total = lines - order discount + shipping + services billed; the COD
 * amount is the total when the buyer pays on delivery, 0 when prepaid. A discount larger
 * than what it applies to is refused rather than producing a negative amount.
 */
export function computeTotals(
  lines: PricedLine[],
  opts: {
    discountMinor: number;
    shippingFeeMinor: number;
    services: PricedService[];
    paymentMethod: 'cod' | 'prepaid';
    weightGrams?: number;
  },
): OrderTotals {
  const lineTotals = lines.map((l, i) => {
    const gross = l.quantity * l.unitPriceMinor;
    if (l.discountMinor > gross) {
      throw new AppError(
        400,
        'validation_failed',
        `Line ${i + 1}: the discount is larger than the line`,
        [{ path: `lines.${i}.discount`, message: 'Larger than quantity x price' }],
      );
    }
    return gross - l.discountMinor;
  });
  const subtotalMinor = lineTotals.reduce((a, b) => a + b, 0);
  if (opts.discountMinor > subtotalMinor) {
    throw new AppError(400, 'validation_failed', 'The order discount is larger than the lines', [
      { path: 'discount', message: 'Larger than the lines' },
    ]);
  }
  const itemsCount = lines.reduce((a, l) => a + l.quantity, 0);
  const kg = Math.max(1, Math.ceil((opts.weightGrams ?? 0) / 1000));
  const serviceAmounts = opts.services.map((s) =>
    s.unit === 'per_item'
      ? s.priceMinor * itemsCount
      : s.unit === 'per_kg'
        ? s.priceMinor * kg
        : s.priceMinor,
  );
  const servicesMinor = serviceAmounts.reduce((a, b) => a + b, 0);
  const totalMinor = subtotalMinor - opts.discountMinor + opts.shippingFeeMinor + servicesMinor;
  return {
    lineTotals,
    subtotalMinor,
    discountMinor: opts.discountMinor,
    shippingFeeMinor: opts.shippingFeeMinor,
    servicesMinor,
    serviceAmounts,
    totalMinor,
    codMinor: opts.paymentMethod === 'cod' ? totalMinor : 0,
    itemsCount,
  };
}
