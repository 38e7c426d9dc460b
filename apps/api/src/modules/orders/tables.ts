import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, at, bytea, createdAt } from '../../kernel/db/columns';
import { stores } from '../stores/tables';
import { tenants } from '../tenancy/tables';
import type { SalesDocument } from './sales-document-pdf';

/**
 * A buyer of the tenant (issue 30.4, migration 0090): one per phone, compared by its last
 * nine digits (`phoneKey`). Name, city and address are those of the latest order.
 */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    phoneKey: text('phone_key').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    city: text('city').notNull().default(''),
    address: text('address').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // No index by name: the search is a substring, which a btree cannot serve (migration 0257).
    uniqueIndex('customers_tenant_phone_unique').on(t.tenantId, t.phoneKey),
  ],
);

/**
 * A marketplace order. Amounts in minor units of the store's currency; the totals are
 * stored (not recomputed) so that the list, the report and the export read one row.
 */ import type { OrderTax } from '../tax';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    number: text('number').notNull(),
    status: text('status', {
      enum: ['pending', 'confirmed', 'packed', 'shipped', 'delivered', 'returned', 'cancelled'],
    }).notNull(),
    /** The customer record (customers.ts): found by the phone's last nine digits. */
    customerId: uuid('customer_id').references(() => customers.id),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    /** Digits only: what a search by phone compares, whatever spacing was typed. */
    phoneDigits: text('phone_digits').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull().default(''),
    paymentMethod: text('payment_method', { enum: ['cod', 'prepaid'] }).notNull(),
    currency: text('currency').notNull(),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
    shippingFeeMinor: bigint('shipping_fee_minor', { mode: 'number' }).notNull().default(0),
    servicesMinor: bigint('services_minor', { mode: 'number' }).notNull().default(0),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    codMinor: bigint('cod_minor', { mode: 'number' }).notNull(),
    // Tax frozen when created or edited (migration 0101, modules/tax).
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
    tax: jsonb('tax').$type<OrderTax>(),
    itemsCount: integer('items_count').notNull(),
    /** Services billed to the buyer, as they were priced when applied. */
    services: jsonb('services')
      .$type<{ serviceId: string; name: string; amountMinor: number }[]>()
      .notNull()
      .default([]),
    /** The fulfillment agent (courier) carrying it. */
    agentId: uuid('agent_id'),
    trackingNumber: text('tracking_number').notNull().default(''),
    externalRef: text('external_ref').notNull().default(''),
    note: text('note').notNull().default(''),
    labelPrintedAt: at('label_printed_at'),
    labelPrintCount: integer('label_print_count').notNull().default(0),
    /** An edit voided the printed label (address, COD or lines changed); the reprint clears it. */
    labelVoidAt: at('label_void_at'),
    /** The confirmation call to a flagged returner (issue 30.5), recorded before confirming. */
    returnerCallAt: at('returner_call_at'),
    /** none: nothing held; reserved: its units are held in its store; backorder: confirmed short. */
    stockState: text('stock_state', { enum: ['none', 'reserved', 'backorder'] })
      .notNull()
      .default('none'),
    /** partial: some units left in shipments, the rest is open (shipments.ts; migration 0080). */
    fulfilment: text('fulfilment', { enum: ['none', 'partial', 'complete'] })
      .notNull()
      .default('none'),
    orderedAt: at('ordered_at').notNull().defaultNow(),
    statusChangedAt: at('status_changed_at').notNull().defaultNow(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_tenant_number_unique').on(t.tenantId, t.number),
    // The list's sorts and filters, tenant first (a Citus distribution key too).
    index('orders_tenant_ordered_idx').on(t.tenantId, t.orderedAt, t.id),
    index('orders_tenant_status_ordered_idx').on(t.tenantId, t.status, t.orderedAt, t.id),
    index('orders_tenant_store_ordered_idx').on(t.tenantId, t.storeId, t.orderedAt),
    index('orders_tenant_agent_ordered_idx').on(t.tenantId, t.agentId, t.orderedAt),
    index('orders_tenant_customer_idx').on(t.tenantId, t.customerId, t.orderedAt),
    index('orders_tenant_phone_idx').on(t.tenantId, t.phoneDigits),
    index('orders_tenant_tracking_idx').on(t.tenantId, t.trackingNumber),
    index('orders_tenant_external_ref_idx').on(t.tenantId, t.externalRef),
    // Trigram GIN indexes on customer_name and phone_digits for search (migration 0013).

    // The city index carries city, payment method, store and status too (INCLUDE, which
    // Drizzle cannot declare; migration 0256): a city filter's count reads the index only.
    index('orders_tenant_city_total_idx').on(t.tenantId, sql`lower(${t.city})`, t.totalMinor, t.id),
    // Delivered and returned by the day they got there (finance, migration 0012).
    index('orders_tenant_status_changed_idx').on(t.tenantId, t.status, t.statusChangedAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    position: integer('position').notNull(),
    /** Copied from the product when ordered: a later rename does not rewrite the order. */
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position)],
);

/** Append-only history: every status change, edit, assignment and label print, who and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['created', 'status', 'edit', 'assign', 'label', 'shipment'],
    }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note').notNull().default(''),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>(),
    userId: uuid('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Orders per tenant, store and status, kept by statement-level triggers on `orders`
 * (migration 0011): the status tabs and an unfiltered total read these few rows.
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    tenantId: uuid('tenant_id').notNull(),
    storeId: uuid('store_id').notNull(),
    status: text('status').$type<(typeof orders.$inferSelect)['status']>().notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'order_status_counts_pk', columns: [t.tenantId, t.storeId, t.status] }),
  ],
);

/**
 * A selection of labels larger than LABELS_AT_ONCE, written by a background job (any
 * replica's): the PDF is kept here for its creator to download, and `printedAt` says the
 * orders were marked printed (once, even when the job runs again after a crash).
 */
export const labelBatches = pgTable(
  'label_batches',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    createdBy: uuid('created_by').notNull(),
    jobId: uuid('job_id').notNull(),
    format: text('format', { enum: ['4x6', 'a4'] }).notNull(),
    orderIds: jsonb('order_ids').$type<string[]>().notNull(),
    storeIds: jsonb('store_ids').$type<string[]>().notNull(),
    pdf: bytea('pdf'),
    printedAt: at('printed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('label_batches_creator_idx').on(t.tenantId, t.createdBy, t.createdAt)],
);

/** The order desk's rules a tenant chooses (migration 0030); no row means the defaults. */
export const orderSettings = pgTable('order_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  /** A confirm short of stock is kept as a backorder instead of refused. */
  allowBackorder: boolean('allow_backorder').notNull().default(false),
  /** Returned or refused past COD orders of a phone from which its new orders are flagged. */
  returnerThreshold: integer('returner_threshold').notNull().default(2),
  /** A flagged order needs a recorded confirmation call before it can be confirmed. */
  returnerCallRequired: boolean('returner_call_required').notNull().default(false),
  /** Whether the agent role sees cost prices (the API omits them otherwise). */
  agentsSeeCost: boolean('agents_see_cost').notNull().default(true),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A parcel of an order (issue 30.6, migration 0080): some quantity of some lines, with its
 * own courier, tracking number and label. A whole-order ship is one shipment of all that is
 * open. Its status follows the order's (shipped, then delivered or returned).
 */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1, 2, ... within the order: "ATL-000123 / 2". */
    position: integer('position').notNull(),
    status: text('status', { enum: ['shipped', 'delivered', 'returned'] })
      .notNull()
      .default('shipped'),
    agentId: uuid('agent_id'),
    trackingNumber: text('tracking_number').notNull().default(''),
    /** The cash this shipment's courier collects (the first shipment carries the order's COD by default). */
    codMinor: bigint('cod_minor', { mode: 'number' }).notNull().default(0),
    labelPrintedAt: at('label_printed_at'),
    labelPrintCount: integer('label_print_count').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    statusChangedAt: at('status_changed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_shipments_order_position_unique').on(t.orderId, t.position),
    index('order_shipments_tenant_agent_idx').on(t.tenantId, t.agentId, t.createdAt),
  ],
);

/** The lines a shipment carries, with the cost each unit left at (what a return re-enters at). */
export const orderShipmentLines = pgTable(
  'order_shipment_lines',
  {
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => orderShipments.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id').notNull(),
    productId: uuid('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitCostMinor: bigint('unit_cost_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_shipment_lines_pk', columns: [t.shipmentId, t.orderLineId] }),
    index('order_shipment_lines_order_idx').on(t.orderId),
  ],
);

/**
 * An order's invoice (issue 31.4, migration 0130): numbered per store and year from
 * `document_sequences` in the transaction that stores it, and frozen: `document` holds the
 * seller, buyer, lines, tax per rate and totals as printed (sales-document-pdf.ts).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    language: text('language', { enum: ['en', 'fr', 'ar'] }).notNull(),
    currency: text('currency').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    document: jsonb('document').$type<SalesDocument>().notNull(),
    issuedBy: uuid('issued_by'),
    issuedAt: at('issued_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_tenant_order_unique').on(t.tenantId, t.orderId),
    uniqueIndex('invoices_store_number_unique').on(t.tenantId, t.storeId, t.number),
    index('invoices_tenant_issued_idx').on(t.tenantId, t.issuedAt),
  ],
);

/**
 * Staff's free tags on an order (issue 34, migration 0185): one row per order and tag, one
 * spelling per word (tags.ts compares them case-insensitively).
 */
export const orderTags = pgTable(
  'order_tags',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'order_tags_pk', columns: [t.orderId, t.tag] }),
    index('order_tags_tenant_tag_idx').on(t.tenantId, sql`lower(${t.tag})`, t.orderId),
  ],
);
