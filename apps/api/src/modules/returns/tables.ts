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
import { orderLines, orders } from '../orders/tables';
import { stores } from '../stores/tables';
import { tenants } from '../tenancy/tables';

/** The tenant's reasons for a return, named in en/fr/ar (defaults seeded on first use: reasons.ts). */
export const returnReasons = pgTable(
  'return_reasons',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    nameAr: text('name_ar').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('return_reasons_tenant_code_unique').on(t.tenantId, t.code)],
);

/** A return request (RMA) on a delivered order: requested, then received line by line, then closed. */
export const returns = pgTable(
  'returns',
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
    /** Copied from the order: the list reads one row. */
    orderNumber: text('order_number').notNull(),
    customerName: text('customer_name').notNull(),
    status: text('status', { enum: ['requested', 'received', 'closed'] })
      .notNull()
      .default('requested'),
    currency: text('currency').notNull(),
    /** The courier that carries it back, and its return fee frozen when the return was received (once). */
    agentId: uuid('agent_id'),
    returnFeeMinor: bigint('return_fee_minor', { mode: 'number' }),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    receivedAt: at('received_at'),
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('returns_tenant_number_unique').on(t.tenantId, t.number),
    index('returns_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('returns_tenant_order_idx').on(t.tenantId, t.orderId),
  ],
);

/**
 * A returned order line: its quantity, reason, value (what the buyer paid for these units)
 * and the cost the units left at when shipped; outcome once received (restock or write-off).
 */
export const returnLines = pgTable(
  'return_lines',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    productId: uuid('product_id').notNull(),
    position: integer('position').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    reasonId: uuid('reason_id')
      .notNull()
      .references(() => returnReasons.id),
    valueMinor: bigint('value_minor', { mode: 'number' }).notNull(),
    unitCostMinor: bigint('unit_cost_minor', { mode: 'number' }).notNull(),
    outcome: text('outcome', { enum: ['restock', 'write_off'] }),
    receivedAt: at('received_at'),
  },
  (t) => [
    index('return_lines_return_idx').on(t.returnId),
    index('return_lines_order_line_idx').on(t.tenantId, t.orderLineId),
  ],
);

/**
 * Money given back on an order: a refund (money out, by method), a credit note (a credit
 * the customer spends on a next order, numbered CN-<year>-NNNNNN per store) or, for COD, a
 * deduction from what the courier owes. Each posts one journal entry (finance).
 */
export const refunds = pgTable(
  'refunds',
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
    returnId: uuid('return_id').references(() => returns.id),
    customerId: uuid('customer_id'),
    kind: text('kind', { enum: ['refund', 'credit_note', 'courier_deduction'] }).notNull(),
    method: text('method'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Credit notes only. */
    number: text('number'),
    /** The order's invoice number when it has one (invoices: issue 31.4). */
    invoiceNumber: text('invoice_number'),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_store_number_unique')
      .on(t.tenantId, t.storeId, t.number)
      .where(sql`${t.number} is not null`),
    index('refunds_tenant_order_idx').on(t.tenantId, t.orderId),
    index('refunds_tenant_customer_idx').on(t.tenantId, t.customerId),
  ],
);

/** A customer's credit spent on an order. */
export const creditUses = pgTable(
  'credit_uses',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    customerId: uuid('customer_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('credit_uses_tenant_customer_idx').on(t.tenantId, t.customerId)],
);
