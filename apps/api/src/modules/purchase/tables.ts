import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../../kernel/db/columns';
import { tenants } from '../tenancy/tables';
import { stores } from '../stores/tables';
import { users } from '../users/tables';

/** Who a tenant buys from. Deactivated, never deleted: purchase orders refer to them. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    contactName: text('contact_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    leadTimeDays: integer('lead_time_days').notNull().default(7),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('suppliers_tenant_name_idx').on(t.tenantId, t.name)],
);

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    number: text('number').notNull(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    status: text('status', {
      enum: ['draft', 'ordered', 'partially_received', 'received', 'cancelled'],
    })
      .notNull()
      .default('draft'),
    closedShort: boolean('closed_short').notNull().default(false),
    // Amounts in the receiving store's currency: that is the currency stock is valued in.
    currency: text('currency').notNull(),
    expectedDate: date('expected_date', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    shippingMinor: bigint('shipping_minor', { mode: 'number' }).notNull().default(0),
    customsMinor: bigint('customs_minor', { mode: 'number' }).notNull().default(0),
    otherCostMinor: bigint('other_cost_minor', { mode: 'number' }).notNull().default(0),
    /** Who bills the shipping and the customs when not the goods supplier (a forwarder, a broker). */
    shippingSupplierId: uuid('shipping_supplier_id').references(() => suppliers.id),
    customsSupplierId: uuid('customs_supplier_id').references(() => suppliers.id),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull().default(0),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
    orderedQuantity: integer('ordered_quantity').notNull().default(0),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    orderedAt: at('ordered_at'),
    receivedAt: at('received_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    uniqueIndex('purchase_orders_tenant_number_unique').on(t.tenantId, t.number),
    index('purchase_orders_tenant_status_idx').on(t.tenantId, t.status, t.expectedDate),
    index('purchase_orders_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('purchase_orders_supplier_idx').on(t.supplierId),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').notNull(),
    // Snapshot at ordering: the PDF and history keep what was ordered even if the product is renamed.
    sku: text('sku').notNull(),
    productName: text('product_name').notNull(),
    barcode: text('barcode').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitCostMinor: bigint('unit_cost_minor', { mode: 'number' }).notNull(),
    extraCostMinor: bigint('extra_cost_minor', { mode: 'number' }).notNull().default(0),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    /** What the receipts of this line have put on supplier payables so far (exact remainder on the last one). */
    receivedValueMinor: bigint('received_value_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('purchase_order_lines_order_idx').on(t.purchaseOrderId, t.position),
    index('purchase_order_lines_product_idx').on(t.tenantId, t.productId),
  ],
);

export const purchaseReceipts = pgTable(
  'purchase_receipts',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    receivedBy: uuid('received_by').references(() => users.id),
    note: text('note').notNull().default(''),
    valueMinor: bigint('value_minor', { mode: 'number' }).notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [index('purchase_receipts_order_idx').on(t.purchaseOrderId, t.receivedAt)],
);

export const purchaseReceiptLines = pgTable(
  'purchase_receipt_lines',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => purchaseReceipts.id),
    lineId: uuid('line_id')
      .notNull()
      .references(() => purchaseOrderLines.id),
    productId: uuid('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    landedUnitCostMinor: bigint('landed_unit_cost_minor', { mode: 'number' }).notNull(),
    valueMinor: bigint('value_minor', { mode: 'number' }).notNull(),
    overReceiptReason: text('over_receipt_reason'),
  },
  (t) => [index('purchase_receipt_lines_receipt_idx').on(t.receiptId)],
);

/** Money owed to a supplier for one receipt; the finance module pays against it. */
export const supplierPayables = pgTable(
  'supplier_payables',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => purchaseReceipts.id),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    currency: text('currency').notNull(),
    /** The goods (with the extras the supplier bills), or shipping / customs billed by another party. */
    charge: text('charge', { enum: ['goods', 'shipping', 'customs'] })
      .notNull()
      .default('goods'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['open', 'paid'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('supplier_payables_tenant_due_idx').on(t.tenantId, t.status, t.dueDate),
    index('supplier_payables_supplier_idx').on(t.tenantId, t.supplierId),
  ],
);
