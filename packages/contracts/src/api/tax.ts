import { z } from 'zod';

/** A product's tax class (issue 31.3): its store's standard or reduced rate, or none. */
export const taxClasses = ['standard', 'reduced', 'exempt'] as const;
export const taxClassSchema = z.enum(taxClasses);
export type TaxClass = z.infer<typeof taxClassSchema>;

/** A rate as a percent with up to two decimals, e.g. "20" or "5.5"; 0 to 100 (checked by the API: 422). */
export const taxRateInputSchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,6}(\.\d{1,2})?$/, 'A percent, e.g. 20 or 5.5');

/** A store's tax settings: rates in percent ("20.00"), exempt always "0.00". */
export const storeTaxSchema = z.object({
  pricesIncludeTax: z.boolean(),
  rates: z.object({ standard: z.string(), reduced: z.string(), exempt: z.string() }),
});
export type StoreTax = z.infer<typeof storeTaxSchema>;

/** PATCH /api/stores/{id} `tax`: only what it names. */
export const storeTaxBodySchema = z
  .strictObject({
    pricesIncludeTax: z.boolean(),
    rates: z.strictObject({ standard: taxRateInputSchema, reduced: taxRateInputSchema }).partial(),
  })
  .partial();

/** An order's tax as frozen when it was created or last edited (null: taken before tax existed). */
export const orderTaxSchema = z.object({
  pricesIncludeTax: z.boolean(),
  total: z.string(),
  shipping: z.string(),
  services: z.string(),
  lines: z.array(z.object({ position: z.number().int(), rate: z.string(), tax: z.string() })),
  byRate: z.array(z.object({ rate: z.string(), base: z.string(), tax: z.string() })),
});
export type OrderTaxView = z.infer<typeof orderTaxSchema>;

/** GET /api/tax/report: per store's currency and rate, over local days [from, to]. */
export const taxReportQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  storeId: z.uuid().optional(),
});
export const taxReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      currency: z.string(),
      rate: z.string(),
      /** Sales without tax of the orders delivered in the period. */
      base: z.string(),
      collected: z.string(),
      refunded: z.string(),
      due: z.string(),
    }),
  ),
});
export type TaxReport = z.infer<typeof taxReportSchema>;
