import { z } from 'zod';
import { storeTaxBodySchema, storeTaxSchema } from './tax';
import { displayNameSchema } from './text';

/** Error codes of the stores routes, beside the common ones of errors.ts. */
export const storeErrorCodes = ['store_inactive'] as const;

/** The address printed on shipping labels as the sender. Every part optional but the city. */
export const storeAddressSchema = z.object({
  line1: z.string(),
  city: z.string(),
  postalCode: z.string(),
  phone: z.string(),
});

/** The languages a store's documents (invoices, packing slips) are printed in. */
export const documentLanguages = ['en', 'fr', 'ar'] as const;
export const documentLanguageSchema = z.enum(documentLanguages);
export type DocumentLanguage = z.infer<typeof documentLanguageSchema>;

/** What a store's invoices print (issue 31.4): the seller's legal name and tax id, the language, a number prefix. */
export const storeInvoicingSchema = z.object({
  /** Empty: the store's name is printed. */
  legalName: z.string(),
  /** ICE / SIRET / VAT number as the seller's country writes it; empty when not filled in. */
  taxId: z.string(),
  language: documentLanguageSchema,
  /** Put before "INV-<year>-<n>"; empty: none. Stores of one seller should use distinct ones. */
  prefix: z.string(),
});
export type StoreInvoicing = z.infer<typeof storeInvoicingSchema>;

export const storeInvoicingBodySchema = z
  .strictObject({
    legalName: z.string().trim().max(200),
    taxId: z.string().trim().max(60),
    language: documentLanguageSchema,
    prefix: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{0,8}$/, 'Up to 8 capital letters or digits, e.g. ATL'),
  })
  .partial();

export const storeSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  name: z.string(),
  marketplace: z.string(),
  country: z.string(),
  currency: z.string(),
  /** Sender address for labels (empty strings when not filled in). */
  address: storeAddressSchema,
  active: z.boolean(),
  /** IANA zone of the store's local days: "today", report and profit-and-loss days (issue 31.5). */
  timeZone: z.string(),
  /** Tax rates and whether prices are entered with tax (issue 31.3). */
  tax: storeTaxSchema,
  /** Seller details, language and number prefix of its invoices (issue 31.4). */
  invoicing: storeInvoicingSchema,
  createdAt: z.string(),
});
export type Store = z.infer<typeof storeSchema>;
export const storeListResponseSchema = z.object({ items: z.array(storeSchema) });
export type StoreList = z.infer<typeof storeListResponseSchema>;

/** GET /api/stores: the switcher wants active stores only; the /store page asks for all. */
export const storeListQuerySchema = z.strictObject({
  includeInactive: z.enum(['true', 'false']).optional(),
});

const addressBodySchema = z.strictObject({
  line1: z.string().trim().max(200).default(''),
  city: z.string().trim().max(80).default(''),
  postalCode: z.string().trim().max(20).default(''),
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9 ()-]{6,20})?$/)
    .default(''),
});

const knownZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

/** An IANA time zone name, e.g. Africa/Casablanca. */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine(knownZone, 'IANA time zone, e.g. Africa/Casablanca');

const storeFields = {
  name: displayNameSchema(120),
  marketplace: z.string().trim().min(1).max(60),
  country: z.string().regex(/^[A-Z]{2}$/, 'ISO 3166 country code, e.g. MA'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 currency code, e.g. MAD'),
  /** Omitted on create: the zone of the store's country (stores/time-zones.ts). */
  timeZone: timeZoneSchema,
  tax: storeTaxBodySchema,
  invoicing: storeInvoicingBodySchema,
};

export const createStoreBodySchema = z.strictObject({
  ...storeFields,
  timeZone: timeZoneSchema.optional(),
  tax: storeTaxBodySchema.optional(),
  invoicing: storeInvoicingBodySchema.optional(),
  address: addressBodySchema.optional(),
});
export type CreateStoreBody = z.input<typeof createStoreBodySchema>;

/** PATCH: only what it names. `active: false` deactivates (a store is never deleted). */
export const updateStoreBodySchema = z
  .strictObject({ ...storeFields, address: addressBodySchema, active: z.boolean() })
  .partial();
export type UpdateStoreBody = z.input<typeof updateStoreBodySchema>;
