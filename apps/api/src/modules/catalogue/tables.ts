import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../kernel/db/columns';
import { stores } from '../stores/tables';
import { tenants } from '../tenancy/tables';

/** A tenant's products: one catalogue for all its stores (stock is per store, in inventory). */
export const products = pgTable(
  'products',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    barcode: text('barcode').notNull().default(''),
    category: text('category').notNull(),
    costPriceMinor: bigint('cost_price_minor', { mode: 'number' }).notNull(),
    salePriceMinor: bigint('sale_price_minor', { mode: 'number' }).notNull(),
    // Which of the store's tax rates applies (migration 0101).
    taxClass: text('tax_class', { enum: ['standard', 'reduced', 'exempt'] })
      .notNull()
      .default('standard'),
    currency: text('currency').notNull(),
    weightGrams: integer('weight_grams').notNull().default(0),
    status: text('status', { enum: ['active', 'archived'] })
      .notNull()
      .default('active'),
    /** The level new stock rows start with; each store's own level lives on its stock row. */
    lowStockLevel: integer('low_stock_level').notNull().default(0),
    imageUrl: text('image_url').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // SKU unique per tenant whatever its case: 'abc-1' and 'ABC-1' are the same label on a shelf.
    uniqueIndex('products_tenant_sku_unique').on(t.tenantId, sql`lower(${t.sku})`),
    index('products_tenant_name_idx').on(t.tenantId, t.name),
    index('products_tenant_barcode_idx').on(t.tenantId, t.barcode),
  ],
);

/** Priced operations a seller pays (cost) or bills (charge): packing, shipping, COD fee ... */
export const services = pgTable(
  'services',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** null: every store of the tenant. */
    storeId: uuid('store_id').references(() => stores.id),
    name: text('name').notNull(),
    kind: text('kind', {
      enum: ['packing', 'shipping', 'cod_fee', 'storage', 'return_handling', 'other'],
    }).notNull(),
    direction: text('direction', { enum: ['cost', 'charge'] })
      .notNull()
      .default('cost'),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    unit: text('unit', { enum: ['per_order', 'per_item', 'per_kg', 'per_month'] }).notNull(),
    active: boolean('active').notNull().default(true),
    /**
     * Who bills a cost service (a supplier, migration 0220): its charges credit that party's
     * supplier payable; null: they accrue on accrued_services. (References suppliers in SQL;
     * not here, the catalogue sits below purchase.)
     */
    providerId: uuid('provider_id'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('services_tenant_idx').on(t.tenantId, t.name)],
);

/**
 * Each state a service had and the moment it took effect (migration 0173, written by a
 * trigger on `services`): the journal charges a service at the price in force when the
 * order shipped, was delivered or came back, so a later edit never moves a past charge.
 */
export const serviceVersions = pgTable(
  'service_versions',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id'),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    direction: text('direction').notNull(),
    unit: text('unit').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    active: boolean('active').notNull(),
    providerId: uuid('provider_id'),
    validFrom: at('valid_from').notNull(),
  },
  (t) => [
    index('service_versions_tenant_idx').on(t.tenantId, t.validFrom),
    index('service_versions_service_idx').on(t.serviceId, t.validFrom),
  ],
);
