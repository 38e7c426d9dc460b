/**
 * Stock: on hand per product x store is only ever the sum of an append-only ledger of
 * movements. Valuation at weighted average cost, in the store's currency.
 */
import { z } from 'zod';
import { sortSchema } from './admin';
import { pageQueryShape } from './errors';

/** Error codes of the inventory routes, beside the common ones of errors.ts. */
export const inventoryErrorCodes = ['stock_short', 'same_store', 'currency_mismatch'] as const;
export type InventoryErrorCode = (typeof inventoryErrorCodes)[number];

const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const movementKinds = [
  'receipt',
  'shipment',
  'return',
  'adjustment',
  'transfer_out',
  'transfer_in',
] as const;
export const movementKindSchema = z.enum(movementKinds);
export type MovementKind = z.infer<typeof movementKindSchema>;
export const movementReferenceTypes = [
  'order',
  'purchase',
  'adjustment',
  'transfer',
  'opening',
] as const;
export const adjustmentReasons = ['count_correction', 'damaged', 'lost', 'found', 'other'] as const;
export const adjustmentReasonSchema = z.enum(adjustmentReasons);

export const stockRowSchema = z.object({
  productId: z.uuid(),
  storeId: z.uuid(),
  sku: z.string(),
  name: z.string(),
  barcode: z.string(),
  category: z.string(),
  productStatus: z.enum(['active', 'archived']),
  storeName: z.string(),
  currency: z.string(),
  onHand: z.number().int(),
  /** Held by confirmed orders; available = onHand - reserved. */
  reserved: z.number().int(),
  available: z.number().int(),
  /** The store ever held the product: false reads "not stocked in this store", not "out of stock". */
  stocked: z.boolean(),
  lowStockLevel: z.number().int(),
  /** onHand <= lowStockLevel (with a level set), or nothing left. */
  low: z.boolean(),
  /** Null (with value) for an agent when the tenant hides cost prices. */
  averageCost: z.string().nullable(),
  /** onHand x average cost, in the store's currency. */
  value: z.string().nullable(),
  updatedAt: z.string(),
});
export type StockRow = z.infer<typeof stockRowSchema>;

export const stockSortFields = [
  'sku',
  'name',
  'onHand',
  'value',
  'storeName',
  'updatedAt',
] as const;
export const stockListQuerySchema = z.strictObject({
  ...pageQueryShape,
  search: z.string().trim().max(100).optional(),
  lowStock: z.enum(['true', 'false']).optional(),
  storeId: z.uuid().optional(),
  productId: z.uuid().optional(),
  category: z.string().trim().max(80).optional(),
  sort: sortSchema(stockSortFields),
});
export type StockListQuery = z.input<typeof stockListQuerySchema>;
export const stockListResponseSchema = listResponse(stockRowSchema);
export type StockList = z.infer<typeof stockListResponseSchema>;

export const movementSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  storeId: z.uuid(),
  sku: z.string(),
  productName: z.string(),
  storeName: z.string(),
  currency: z.string(),
  kind: movementKindSchema,
  /** Signed: + in, - out. */
  quantity: z.number().int(),
  /** In: the cost it came in at; out: the average cost it left at (cost of goods). Null when cost is hidden. */
  unitCost: z.string().nullable(),
  onHandAfter: z.number().int(),
  reference: z
    .object({ type: z.string(), id: z.string(), label: z.string().nullable() })
    .nullable(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  user: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;

export const movementListQuerySchema = z.strictObject({
  ...pageQueryShape,
  productId: z.uuid().optional(),
  storeId: z.uuid().optional(),
  kind: movementKindSchema.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  search: z.string().trim().max(100).optional(),
  sort: sortSchema(['createdAt', 'quantity'] as const),
});
export type MovementListQuery = z.input<typeof movementListQuerySchema>;
export const movementListResponseSchema = listResponse(movementSchema);
export type MovementList = z.infer<typeof movementListResponseSchema>;

export const adjustmentBodySchema = z.strictObject({
  productId: z.uuid(),
  storeId: z.uuid(),
  /** Signed, never 0: +3 found, -2 damaged. */
  quantity: z.coerce
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, { message: 'not_zero' }),
  reason: adjustmentReasonSchema,
  note: z.string().trim().max(500).optional(),
});
export type AdjustmentBody = z.input<typeof adjustmentBodySchema>;

export const transferBodySchema = z.strictObject({
  productId: z.uuid(),
  fromStoreId: z.uuid(),
  toStoreId: z.uuid(),
  quantity: z.coerce.number().int().min(1).max(1_000_000),
  note: z.string().trim().max(500).optional(),
});
export type TransferBody = z.input<typeof transferBodySchema>;

export const movementsResponseSchema = z.object({ items: z.array(movementSchema) });

/** The dashboard's stock value widget: one line per store the caller may use. */
export const stockSummaryResponseSchema = z.object({
  items: z.array(
    z.object({
      storeId: z.uuid(),
      storeName: z.string(),
      currency: z.string(),
      units: z.number().int(),
      /** Null when cost is hidden from the caller. */
      value: z.string().nullable(),
      lowCount: z.number().int(),
      outCount: z.number().int(),
    }),
  ),
});
export type StockSummary = z.infer<typeof stockSummaryResponseSchema>;
