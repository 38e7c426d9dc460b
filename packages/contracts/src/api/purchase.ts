/**
 * The purchase remote's API: suppliers, purchase orders, receipts (collection) and what is
 * owed to suppliers. Shapes shared by apps/api (validation) and apps/purchase (types, forms).
 */
import { z } from 'zod';
import { displayNameSchema, displayText } from './text';
import { moneySchema, sortSchema } from './admin';
import { pageQueryShape } from './errors';

/** Error codes of the purchase routes, beside the common ones of errors.ts. */
export const purchaseErrorCodes = [
  'purchase_not_draft',
  'purchase_status_invalid',
  'purchase_not_receivable',
  'over_receipt_needs_reason',
  'product_not_on_order',
  'supplier_inactive',
  'product_unknown',
] as const;
export type PurchaseErrorCode = (typeof purchaseErrorCodes)[number];

const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
const searchSchema = z.string().trim().max(100).optional();
/** A calendar day, 'YYYY-MM-DD'. */
export const dateOnlySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// ---- suppliers ---------------------------------------------------------------------
const supplierFields = {
  name: displayNameSchema(120),
  contactName: displayText(z.string().trim().max(120)).default(''),
  phone: z.string().trim().max(40).default(''),
  email: z.union([z.email().max(254), z.literal('')]).default(''),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/),
  paymentTermsDays: z.coerce.number().int().min(0).max(365).default(30),
  leadTimeDays: z.coerce.number().int().min(0).max(365).default(7),
  notes: z.string().trim().max(2000).default(''),
  active: z.boolean().default(true),
};
export const supplierBodySchema = z.strictObject(supplierFields);
export type SupplierBody = z.input<typeof supplierBodySchema>;
export const updateSupplierBodySchema = z.strictObject({
  name: supplierFields.name.optional(),
  contactName: displayText(z.string().trim().max(120)).optional(),
  phone: z.string().trim().max(40).optional(),
  email: z.union([z.email().max(254), z.literal('')]).optional(),
  country: supplierFields.country.optional(),
  currency: supplierFields.currency.optional(),
  paymentTermsDays: z.coerce.number().int().min(0).max(365).optional(),
  leadTimeDays: z.coerce.number().int().min(0).max(365).optional(),
  notes: z.string().trim().max(2000).optional(),
  active: z.boolean().optional(),
});
export type UpdateSupplierBody = z.input<typeof updateSupplierBodySchema>;

export const supplierSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  country: z.string(),
  currency: z.string(),
  paymentTermsDays: z.number().int(),
  leadTimeDays: z.number().int(),
  notes: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;
export const supplierSortFields = ['name', 'country', 'paymentTermsDays', 'createdAt'] as const;
export const supplierListQuerySchema = z.strictObject({
  ...pageQueryShape,
  search: searchSchema,
  active: z.enum(['true', 'false']).optional(),
  sort: sortSchema(supplierSortFields),
});
export type SupplierListQuery = z.input<typeof supplierListQuerySchema>;
/**
 * A supplier's figures over the stores the list shows (the top bar's store, X-Store-ID, or
 * every store the caller may use; issue 30.7), per currency: purchased (orders placed, not
 * drafts or cancelled), how many orders are still open, and what is owed (open payables).
 */
export const supplierTotalsSchema = z.object({
  currency: z.string(),
  purchased: z.string(),
  openOrders: z.number().int(),
  owed: z.string(),
});
export type SupplierTotals = z.infer<typeof supplierTotalsSchema>;
/** Null when cost is hidden from the caller's role (agentsSeeCost off). */
export const supplierListItemSchema = supplierSchema.extend({
  totals: z.array(supplierTotalsSchema).nullable(),
});
export type SupplierListItem = z.infer<typeof supplierListItemSchema>;
export const supplierListResponseSchema = listResponse(supplierListItemSchema);
export type SupplierList = z.infer<typeof supplierListResponseSchema>;

// ---- purchase orders ---------------------------------------------------------------
export const purchaseStatuses = [
  'draft',
  'ordered',
  'partially_received',
  'received',
  'cancelled',
] as const;
export const purchaseStatusSchema = z.enum(purchaseStatuses);
export type PurchaseStatus = z.infer<typeof purchaseStatusSchema>;

export const purchaseLineBodySchema = z.strictObject({
  productId: z.uuid(),
  quantity: z.coerce.number().int().min(1).max(1_000_000),
  /** Omitted: the product's last purchase cost (or its catalogue cost price). */
  unitCost: moneySchema.optional(),
});
export type PurchaseLineBody = z.input<typeof purchaseLineBodySchema>;

/**
 * Extra costs of the order (shipping, customs, other), spread over the lines by value.
 * Shipping and customs may be billed by another party (a forwarder, a customs broker,
 * recorded as a supplier): what is received then owes them their share, not the goods
 * supplier. Null or omitted: the goods supplier bills it.
 */
export const extraCostsSchema = z.strictObject({
  shipping: moneySchema.default('0'),
  customs: moneySchema.default('0'),
  other: moneySchema.default('0'),
  shippingSupplierId: z.uuid().nullable().optional(),
  customsSupplierId: z.uuid().nullable().optional(),
});

export const purchaseOrderBodySchema = z.strictObject({
  supplierId: z.uuid(),
  storeId: z.uuid(),
  expectedDate: dateOnlySchema.nullable().default(null),
  notes: z.string().trim().max(2000).default(''),
  extraCosts: extraCostsSchema.default({ shipping: '0', customs: '0', other: '0' }),
  lines: z.array(purchaseLineBodySchema).min(1).max(500),
});
export type PurchaseOrderBody = z.input<typeof purchaseOrderBodySchema>;
export const updatePurchaseOrderBodySchema = z.strictObject({
  supplierId: z.uuid().optional(),
  storeId: z.uuid().optional(),
  expectedDate: dateOnlySchema.nullable().optional(),
  notes: z.string().trim().max(2000).optional(),
  extraCosts: extraCostsSchema.optional(),
  lines: z.array(purchaseLineBodySchema).min(1).max(500).optional(),
});
export type UpdatePurchaseOrderBody = z.input<typeof updatePurchaseOrderBodySchema>;

export const purchaseLineSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  sku: z.string(),
  productName: z.string(),
  barcode: z.string().nullable(),
  quantity: z.number().int(),
  receivedQuantity: z.number().int(),
  /** Still expected: ordered minus received (0 once the rest is cancelled). */
  expectedQuantity: z.number().int(),
  unitCost: z.string(),
  /** This line's share of the extra costs. */
  extraCost: z.string(),
  /** Unit cost + extra share per unit, the cost each received unit enters stock at. */
  landedUnitCost: z.string(),
  lineTotal: z.string(),
  /** Now, in the receiving store: what receiving changes. */
  stock: z.object({ onHand: z.number().int(), averageCost: z.string() }),
});
export type PurchaseLine = z.infer<typeof purchaseLineSchema>;

export const purchaseOrderSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: purchaseStatusSchema,
  /** The rest of a partially received order was cancelled. */
  closedShort: z.boolean(),
  supplierId: z.uuid(),
  supplierName: z.string(),
  storeId: z.uuid(),
  storeName: z.string(),
  currency: z.string(),
  expectedDate: z.string().nullable(),
  overdue: z.boolean(),
  total: z.string(),
  orderedQuantity: z.number().int(),
  receivedQuantity: z.number().int(),
  createdAt: z.string(),
  orderedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
});
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

export const receiptSchema = z.object({
  id: z.uuid(),
  receivedAt: z.string(),
  receivedBy: z.string().nullable(),
  note: z.string(),
  value: z.string(),
  lines: z.array(
    z.object({
      productId: z.uuid(),
      sku: z.string(),
      productName: z.string(),
      quantity: z.number().int(),
      landedUnitCost: z.string(),
      overReceiptReason: z.string().nullable(),
    }),
  ),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const purchaseOrderSchema = purchaseOrderSummarySchema.extend({
  notes: z.string(),
  extraCosts: z.object({
    shipping: z.string(),
    customs: z.string(),
    other: z.string(),
    /** Who bills the shipping / the customs when not the goods supplier (null: the supplier). */
    shippingSupplierId: z.uuid().nullable(),
    customsSupplierId: z.uuid().nullable(),
  }),
  subtotal: z.string(),
  lines: z.array(purchaseLineSchema),
  receipts: z.array(receiptSchema),
  supplier: z.object({
    name: z.string(),
    contactName: z.string(),
    phone: z.string(),
    email: z.string(),
    paymentTermsDays: z.number().int(),
  }),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const purchaseSortFields = [
  'number',
  'expectedDate',
  'total',
  'status',
  'createdAt',
  'supplierName',
] as const;
export const purchaseListQuerySchema = z.strictObject({
  ...pageQueryShape,
  /** PO number or supplier name. */
  search: searchSchema,
  supplierId: z.uuid().optional(),
  status: z.union([purchaseStatusSchema, z.enum(['open'])]).optional(),
  storeId: z.uuid().optional(),
  expectedFrom: dateOnlySchema.optional(),
  expectedTo: dateOnlySchema.optional(),
  /** Ordered or partially received with an expected date before today. */
  overdue: z.enum(['true', 'false']).optional(),
  sort: sortSchema(purchaseSortFields),
});
export type PurchaseListQuery = z.input<typeof purchaseListQuerySchema>;
export const purchaseListResponseSchema = listResponse(purchaseOrderSummarySchema);
export type PurchaseList = z.infer<typeof purchaseListResponseSchema>;

/** Draft -> ordered, or cancelled (whole order before any receipt; the rest after one). */
export const purchaseStatusBodySchema = z.strictObject({
  status: z.enum(['ordered', 'cancelled']),
});

export const receiptBodySchema = z.strictObject({
  note: z.string().trim().max(500).default(''),
  lines: z
    .array(
      z.strictObject({
        productId: z.uuid(),
        quantity: z.coerce.number().int().min(1).max(1_000_000),
        /** Required when this receipt brings the line beyond what was ordered. */
        overReceiptReason: z.string().trim().min(3).max(300).optional(),
      }),
    )
    .min(1)
    .max(500),
});
export type ReceiptBody = z.input<typeof receiptBodySchema>;

// ---- reorder low stock -------------------------------------------------------------
export const reorderQuerySchema = z.strictObject({
  storeId: z.uuid(),
  supplierId: z.uuid().optional(),
});
export const reorderSuggestionSchema = z.object({
  productId: z.uuid(),
  sku: z.string(),
  productName: z.string(),
  barcode: z.string().nullable(),
  onHand: z.number().int(),
  lowStockLevel: z.number().int(),
  /** Already on open purchase orders for this store. */
  onOrder: z.number().int(),
  suggestedQuantity: z.number().int(),
  unitCost: z.string(),
});
export type ReorderSuggestion = z.infer<typeof reorderSuggestionSchema>;
export const reorderResponseSchema = z.object({ items: z.array(reorderSuggestionSchema) });

// ---- money owed to suppliers --------------------------------------------------------
export const supplierPayableSchema = z.object({
  id: z.uuid(),
  supplierId: z.uuid(),
  supplierName: z.string(),
  purchaseOrderId: z.uuid(),
  purchaseNumber: z.string(),
  storeId: z.uuid(),
  currency: z.string(),
  amount: z.string(),
  paid: z.string(),
  dueDate: z.string(),
  status: z.enum(['open', 'paid']),
  createdAt: z.string(),
});
export type SupplierPayable = z.infer<typeof supplierPayableSchema>;
