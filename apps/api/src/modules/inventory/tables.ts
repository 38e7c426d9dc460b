import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../kernel/db/columns';
import { products } from '../catalogue/tables';
import { stores } from '../stores/tables';

/**
 * On hand and weighted average cost per product x store: a running total of the ledger
 * below, kept in the same transaction as each movement (the row is what gets locked).
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    tenantId: uuid('tenant_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    onHand: integer('on_hand').notNull().default(0),
    /** Held by confirmed orders (stock_reservations): available = onHand - reserved. */
    reserved: integer('reserved').notNull().default(0),
    /** The store ever held the product (a movement): "not stocked here" is not "out of stock". */
    stocked: boolean('stocked').notNull().default(false),
    averageCostMinor: bigint('average_cost_minor', { mode: 'number' }).notNull().default(0),
    lowStockLevel: integer('low_stock_level').notNull().default(0),
    /** Set when on hand crosses below the level (notified once), cleared when it climbs back. */
    lowAlerted: boolean('low_alerted').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.storeId] }),
    index('stock_levels_tenant_store_idx').on(t.tenantId, t.storeId),
    check('stock_levels_on_hand_check', sql`${t.onHand} >= 0`),
    check('stock_levels_reserved_check', sql`${t.reserved} >= 0`),
  ],
);

/** The append-only ledger: a mistake is corrected by a new movement, never an edit. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    kind: text('kind', {
      enum: ['receipt', 'shipment', 'return', 'adjustment', 'transfer_out', 'transfer_in'],
    }).notNull(),
    /** Signed: + in, - out. */
    quantity: integer('quantity').notNull(),
    /** In: the cost it came in at; out: the average cost it left at (cost of goods). */
    unitCostMinor: bigint('unit_cost_minor', { mode: 'number' }).notNull(),
    onHandAfter: integer('on_hand_after').notNull(),
    averageCostAfterMinor: bigint('average_cost_after_minor', { mode: 'number' }).notNull(),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    referenceLabel: text('reference_label'),
    reason: text('reason'),
    note: text('note'),
    userId: uuid('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('stock_movements_product_store_idx').on(t.productId, t.storeId, t.createdAt),
    index('stock_movements_reference_idx').on(t.tenantId, t.referenceType, t.referenceId),
  ],
);

/** Units an order holds in a store (migration 0030): one row per order x product. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    tenantId: uuid('tenant_id').notNull(),
    orderId: uuid('order_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'stock_reservations_pk', columns: [t.orderId, t.productId] }),
    index('stock_reservations_product_store_idx').on(t.productId, t.storeId),
  ],
);
