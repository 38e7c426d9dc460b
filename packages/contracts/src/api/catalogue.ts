/**
 * The catalogue: products and services of a marketplace tenant (the inventory remote).
 * Money is a decimal string on the wire ('12.50'), integer minor units in the database.
 */
import { z } from 'zod';
import { taxClassSchema } from './tax';
import { displayNameSchema } from './text';
import { moneySchema, sortSchema } from './admin';
import { pageQueryShape } from './errors';

/** Error codes of the catalogue routes, beside the common ones of errors.ts. */
export const catalogueErrorCodes = [
  'sku_taken',
  'barcode_check_digit',
  'provider_invalid',
] as const;
export type CatalogueErrorCode = (typeof catalogueErrorCodes)[number];

const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
const searchSchema = z.string().trim().max(100).optional();

/**
 * GS1 check digit of an EAN-13 / UPC-A (12 digits) code: the codes a scanner reads.
 * Any other code (internal, EAN-8, alphanumeric) is accepted as a free code.
 */
export function gtinCheckDigitOk(code: string): boolean {
  if (!/^\d{12,13}$/.test(code)) return true;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

export const productStatusSchema = z.enum(['active', 'archived']);
export type ProductStatus = z.infer<typeof productStatusSchema>;

export const skuSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/);
export const barcodeSchema = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9\-.]*$/)
  .refine(gtinCheckDigitOk, { message: 'barcode_check_digit' });

const productFields = {
  sku: skuSchema,
  name: displayNameSchema(200),
  /** Empty string: none. */
  barcode: barcodeSchema,
  category: z.string().trim().min(1).max(80),
  costPrice: moneySchema,
  salePrice: moneySchema,
  /** ISO 4217, the currency both prices are in. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  weightGrams: z.coerce.number().int().min(0).max(1_000_000),
  status: productStatusSchema,
  /** Low-stock level applied to every store (a store's own level is set on the product page). */
  lowStockLevel: z.coerce.number().int().min(0).max(1_000_000),
  imageUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]),
  /** Which of its store's tax rates applies (issue 31.3). */
  taxClass: taxClassSchema,
};

export const productBodySchema = z.strictObject({
  ...productFields,
  barcode: productFields.barcode.default(''),
  status: productFields.status.default('active'),
  lowStockLevel: productFields.lowStockLevel.default(0),
  imageUrl: productFields.imageUrl.default(''),
  weightGrams: productFields.weightGrams.default(0),
  taxClass: productFields.taxClass.default('standard'),
});
export type ProductBody = z.input<typeof productBodySchema>;

/** PATCH: only what it names; `storeLevels` sets one store's low-stock level. */
export const updateProductBodySchema = z
  .strictObject({
    ...productFields,
    storeLevels: z
      .array(
        z.strictObject({ storeId: z.uuid(), level: z.coerce.number().int().min(0).max(1_000_000) }),
      )
      .max(100),
  })
  .partial();
export type UpdateProductBody = z.input<typeof updateProductBodySchema>;

export const productSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  sku: z.string(),
  name: z.string(),
  barcode: z.string(),
  category: z.string(),
  /** Null for an agent when the tenant's order settings hide cost prices (agentsSeeCost off). */
  costPrice: z.string().nullable(),
  salePrice: z.string(),
  currency: z.string(),
  weightGrams: z.number().int(),
  status: productStatusSchema,
  lowStockLevel: z.number().int(),
  imageUrl: z.string(),
  taxClass: taxClassSchema,
  /** Units on hand over the stores the list is scoped to (the caller's, or the one selected). */
  onHand: z.number().int(),
  /** Held by confirmed orders in that scope; available = onHand - reserved. */
  reserved: z.number().int(),
  available: z.number().int(),
  /** Some store in that scope ever held it: false reads "not stocked in this store". */
  stocked: z.boolean(),
  /** Stores (in that scope) where on hand is at or below the low-stock level. */
  lowStores: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productSortFields = [
  'sku',
  'name',
  'category',
  'salePrice',
  'costPrice',
  'onHand',
  'createdAt',
  'updatedAt',
] as const;
export const productListQuerySchema = z.strictObject({
  ...pageQueryShape,
  search: searchSchema,
  category: z.string().trim().max(80).optional(),
  status: productStatusSchema.optional(),
  lowStock: z.enum(['true', 'false']).optional(),
  storeId: z.uuid().optional(),
  sort: sortSchema(productSortFields),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export const productListResponseSchema = listResponse(productSchema);
export type ProductList = z.infer<typeof productListResponseSchema>;

export const productCategoriesResponseSchema = z.object({
  items: z.array(z.object({ category: z.string(), count: z.number().int() })),
});

/** Bulk actions on selected rows of the products list. */
export const productBulkBodySchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('archive'), ids: z.array(z.uuid()).min(1).max(500) }),
  z.strictObject({ action: z.literal('activate'), ids: z.array(z.uuid()).min(1).max(500) }),
  z.strictObject({
    action: z.literal('set_category'),
    ids: z.array(z.uuid()).min(1).max(500),
    category: productFields.category,
  }),
]);
export type ProductBulkBody = z.input<typeof productBulkBodySchema>;
export const productBulkResponseSchema = z.object({ updated: z.number().int() });

// ---- services ----------------------------------------------------------------------
export const serviceKindSchema = z.enum([
  'packing',
  'shipping',
  'cod_fee',
  'storage',
  'return_handling',
  'other',
]);
export const serviceUnitSchema = z.enum(['per_order', 'per_item', 'per_kg', 'per_month']);
/** `cost`: the seller pays it (courier, warehouse); `charge`: the seller bills it to the buyer. */
export const serviceDirectionSchema = z.enum(['cost', 'charge']);

const serviceFields = {
  name: displayNameSchema(120),
  kind: serviceKindSchema,
  direction: serviceDirectionSchema,
  price: moneySchema,
  currency: z.string().regex(/^[A-Z]{3}$/),
  unit: serviceUnitSchema,
  /** null: every store of the tenant. */
  storeId: z.uuid().nullable(),
  active: z.boolean(),
  /**
   * A cost service's provider (one of the tenant's suppliers): its charges are owed to it, on
   * its supplier statement, settled by a supplier payment. null: they accrue unnamed.
   */
  providerId: z.uuid().nullable(),
};
export const serviceBodySchema = z.strictObject({
  ...serviceFields,
  direction: serviceFields.direction.default('cost'),
  storeId: serviceFields.storeId.default(null),
  providerId: serviceFields.providerId.default(null),
  active: serviceFields.active.default(true),
});
export type ServiceBody = z.input<typeof serviceBodySchema>;
export const updateServiceBodySchema = z.strictObject(serviceFields).partial();
export type UpdateServiceBody = z.input<typeof updateServiceBodySchema>;

export const serviceSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  name: z.string(),
  kind: serviceKindSchema,
  direction: serviceDirectionSchema,
  price: z.string(),
  currency: z.string(),
  unit: serviceUnitSchema,
  storeId: z.uuid().nullable(),
  active: z.boolean(),
  providerId: z.uuid().nullable(),
  /** The provider's name as the supplier is named today (null when none). */
  providerName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceSortFields = ['name', 'kind', 'price', 'unit', 'createdAt'] as const;
export const serviceListQuerySchema = z.strictObject({
  ...pageQueryShape,
  search: searchSchema,
  kind: serviceKindSchema.optional(),
  direction: serviceDirectionSchema.optional(),
  active: z.enum(['true', 'false']).optional(),
  storeId: z.uuid().optional(),
  sort: sortSchema(serviceSortFields),
});
export type ServiceListQuery = z.input<typeof serviceListQuerySchema>;
export const serviceListResponseSchema = listResponse(serviceSchema);
export type ServiceList = z.infer<typeof serviceListResponseSchema>;
