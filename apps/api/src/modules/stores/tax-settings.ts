import type { z } from 'zod';
import type { StoreTax as StoreTaxView, storeTaxBodySchema } from '@sp/contracts/api';
import { AppError } from '../../kernel/errors';
import { fromMinor, toMinor } from '../../kernel/money';

// A store's tax settings: columns of the store row, so the stores module reads and writes
// them (the tax module computes with them and sits above stores).

type Body = z.input<typeof storeTaxBodySchema>;

/** The columns a store row carries (tables.ts, migration 0101). */
export interface StoreTaxColumns {
  taxStandardBp: number;
  taxReducedBp: number;
  pricesIncludeTax: boolean;
}

export const storeTaxView = (s: StoreTaxColumns): StoreTaxView => ({
  pricesIncludeTax: s.pricesIncludeTax,
  rates: {
    standard: fromMinor(s.taxStandardBp),
    reduced: fromMinor(s.taxReducedBp),
    exempt: fromMinor(0),
  },
});

/**
 * A store body's `tax` as columns: rates in basis points, each between 0 and 100 % or a
 * 422 naming the field (nothing is written: the caller's transaction has not begun).
 */
export function storeTaxColumns(tax: Body | undefined, path = 'tax'): Partial<StoreTaxColumns> {
  if (!tax) return {};
  const out: Partial<StoreTaxColumns> = {};
  if (tax.pricesIncludeTax !== undefined) out.pricesIncludeTax = tax.pricesIncludeTax;
  for (const [name, column] of [
    ['standard', 'taxStandardBp'],
    ['reduced', 'taxReducedBp'],
  ] as const) {
    const value = tax.rates?.[name];
    if (value === undefined) continue;
    const bp = toMinor(value);
    if (bp < 0 || bp > 10_000) {
      const message = `The ${name} tax rate must be between 0 and 100 %`;
      throw new AppError(422, 'tax_rate_out_of_range', message, [
        { path: `${path}.rates.${name}`, message: 'tax_rate_out_of_range' },
      ]);
    }
    out[column] = bp;
  }
  return out;
}
