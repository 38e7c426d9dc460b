import {
  boolean,
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, at, bytea, createdAt } from '../../kernel/db/columns';
import { stores } from '../stores/tables';
import { tenants } from '../tenancy/tables';

/**
 * Money in or out of a store's account. Never deleted: a mistake is voided (kept, with who
 * and why) and leaves every total as it was before the payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    number: text('number').notNull(),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    kind: text('kind', {
      enum: [
        'marketplace_payout',
        'cod_remittance',
        'other_in',
        'supplier_payment',
        'expense',
        'courier_fees',
      ],
    }).notNull(),
    expenseCategory: text('expense_category', {
      enum: ['rent', 'salaries', 'advertising', 'packaging', 'other'],
    }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    agentId: uuid('agent_id'),
    supplierId: uuid('supplier_id'),
    counterparty: text('counterparty').notNull().default(''),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** Sum of its live allocations, kept with them: never above the amount. */
    allocatedMinor: bigint('allocated_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    method: text('method', {
      enum: ['bank_transfer', 'cash', 'card', 'cheque', 'mobile_money', 'other'],
    }).notNull(),
    reference: text('reference').notNull().default(''),
    attachmentName: text('attachment_name').notNull().default(''),
    note: text('note').notNull().default(''),
    voidedAt: at('voided_at'),
    voidedBy: uuid('voided_by'),
    voidReason: text('void_reason'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_tenant_number_unique').on(t.tenantId, t.number),
    index('payments_tenant_paid_idx').on(t.tenantId, t.paidOn),
    index('payments_tenant_agent_idx').on(t.tenantId, t.agentId),
    index('payments_tenant_supplier_idx').on(t.tenantId, t.supplierId),
  ],
);

/** What a payment settles: part of a delivered order's money, of a supplier payable or of a service charge. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: uuid('order_id'),
    payableId: uuid('payable_id'),
    /** ... or a cost service's charge billed by the supplier (its journal entry, migration 0220). */
    chargeId: uuid('charge_id'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_allocations_payment_idx').on(t.paymentId),
    index('payment_allocations_order_idx').on(t.tenantId, t.orderId),
    index('payment_allocations_payable_idx').on(t.tenantId, t.payableId),
    index('payment_allocations_charge_idx').on(t.tenantId, t.chargeId),
  ],
);

/** Accounts of the journal (finance/journal.ts): one per kind x counterparty x currency. */
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: id(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id),
  kind: text('kind').notNull(),
  /** The courier, store or supplier the account is with; null for revenue, fees, cost of goods... */
  counterpartyId: uuid('counterparty_id'),
  currency: text('currency').notNull(),
});

/** A posted fact: never updated nor deleted (trigger); corrected by a reversing entry. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    /** What caused it (`event:123`, `payment:<id>`, `void:<id>`): posting the same source twice posts once. */
    source: text('source').notNull(),
    orderId: uuid('order_id'),
    paymentId: uuid('payment_id'),
    reversesId: uuid('reverses_id'),
    memo: text('memo').notNull().default(''),
    /** A shipment delivered alone: the P&L counts its order at the completing entry (0215). */
    partOfOrder: boolean('part_of_order').notNull().default(false),
    /** A charge owed to a cost service's provider: due its day plus the provider's terms then (0255). */
    dueOn: date('due_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('journal_entries_source_unique').on(t.tenantId, t.source),
    index('journal_entries_day_idx').on(t.tenantId, t.day),
    index('journal_entries_order_idx').on(t.tenantId, t.orderId),
    index('journal_entries_charge_due_idx')
      .on(t.tenantId, t.dueOn)
      .where(sql`${t.dueOn} is not null`),
  ],
);

/** Debit positive, credit negative; an entry's lines sum to zero (checked at commit). */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    storeId: uuid('store_id'),
    orderId: uuid('order_id'),
    productId: uuid('product_id'),
    /** A `tax_payable` line's rate in basis points (migration 0171); null on other lines. */
    rateBp: integer('rate_bp'),
  },
  (t) => [
    index('journal_lines_account_day_idx').on(t.accountId, t.day),
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_order_idx').on(t.tenantId, t.orderId),
  ],
);

/**
 * The P&L's summary (migration 0195): per P&L account x day x store x product the sum of the
 * journal's lines and the delivery (revenue) or return entries on orders they count. Kept by
 * a statement trigger on journal_lines in the posting's own statement, never written here.
 */
export const plDayTotals = pgTable(
  'pl_day_totals',
  {
    tenantId: uuid('tenant_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    day: date('day', { mode: 'string' }).notNull(),
    storeId: uuid('store_id'),
    productId: uuid('product_id'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull().default(0),
    orders: integer('orders').notNull().default(0),
    /** Each entry counted on one of its cells only: an order of two products counts once in a sum. */
    ordersOnce: integer('orders_once').notNull().default(0),
  },
  (t) => [
    unique('pl_day_totals_cell').on(t.accountId, t.day, t.storeId, t.productId).nullsNotDistinct(),
  ],
);

/**
 * The file attached to a payment (issue 37): one per payment, replaced by a new upload. Kept
 * in the database with the payment (a few MB at most), so a backup holds both.
 */
export const paymentAttachments = pgTable(
  'payment_attachments',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    uploadedBy: uuid('uploaded_by'),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
  },
  (t) => [index('payment_attachments_tenant_idx').on(t.tenantId)],
);

/**
 * A courier's statement's running figures (migration 0225): per courier receivable account
 * x day what its lines add to collected, fees, remitted and fees paid, and the orders first
 * delivered or returned. Kept by a statement trigger on journal_lines, never written here.
 */
export const courierDayTotals = pgTable(
  'courier_day_totals',
  {
    tenantId: uuid('tenant_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    day: date('day', { mode: 'string' }).notNull(),
    collectedMinor: bigint('collected_minor', { mode: 'number' }).notNull().default(0),
    feesMinor: bigint('fees_minor', { mode: 'number' }).notNull().default(0),
    remittedMinor: bigint('remitted_minor', { mode: 'number' }).notNull().default(0),
    feesPaidMinor: bigint('fees_paid_minor', { mode: 'number' }).notNull().default(0),
    deliveredOrders: integer('delivered_orders').notNull().default(0),
    returnedOrders: integer('returned_orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

/**
 * What each order stands for on a courier's account (migration 0225): its order entries'
 * lines (due), its COD, and what payments allocated to it (kept by a trigger on
 * payment_allocations); open = due - allocated. The ageing reads only the open ones.
 */
export const courierOrderOpen = pgTable(
  'courier_order_open',
  {
    tenantId: uuid('tenant_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    orderId: uuid('order_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    number: text('number').notNull().default(''),
    codMinor: bigint('cod_minor', { mode: 'number' }).notNull().default(0),
    dueMinor: bigint('due_minor', { mode: 'number' }).notNull().default(0),
    allocatedMinor: bigint('allocated_minor', { mode: 'number' }).notNull().default(0),
    deliveredLines: integer('delivered_lines').notNull().default(0),
    returnedLines: integer('returned_lines').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.orderId] }),
    index('courier_order_open_order_idx').on(t.tenantId, t.orderId),
    index('courier_order_open_open_idx')
      .on(t.accountId, t.day, t.number)
      .where(sql`${t.dueMinor} > ${t.allocatedMinor}`),
  ],
);
