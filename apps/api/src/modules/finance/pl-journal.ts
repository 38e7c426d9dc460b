import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { drainEvents } from '../../kernel/events';
import { productCategorySql } from '../catalogue';
import { JOURNAL_CONSUMER } from './journal-consumer';
import { SERVICES_CONSUMER } from './services-journal';

/**
 * The P&L's journal accounts and how each becomes a figure (issue 29): the statement, its
 * groups, its drill-down and the reports all sum these lines, so a figure is the sum of
 * the lines it drills into, and a closed period never moves (entries are immutable; a
 * later fee, cost or correction is a later entry).
 */
export const PL_ACCOUNTS = {
  revenue: { kind: 'revenue', sign: -1 },
  refunds: { kind: 'refunds', sign: 1 },
  /** Tax on sales less the tax given back with refunds: owed to the tax office, never income. */
  taxCollected: { kind: 'tax_payable', sign: -1 },
  returns: { kind: 'returns', sign: 1 },
  cogs: { kind: 'cost_of_goods', sign: 1 },
  writeOffs: { kind: 'write_offs', sign: 1 },
  fulfillmentFees: { kind: 'fees', sign: 1 },
  /** The catalogue's cost services (packing, COD fee, storage, return handling): services-journal.ts. */
  services: { kind: 'services', sign: 1 },
  expenses: { kind: 'expenses', sign: 1 },
} as const;
export type PlFigure = keyof typeof PL_ACCOUNTS;
export const PL_KINDS = Object.values(PL_ACCOUNTS).map((a) => a.kind);

/** The key of what is not by product (an order's own part, fees, expenses). */
export const NOT_BY_PRODUCT = 'none';

export type GroupBy = 'month' | 'store' | 'product' | 'category';
export interface PlScope {
  from: string;
  to: string;
  storeId?: string;
  productId?: string;
  category?: string;
}

/** The group key of a journal line `l` (its product's category read through the catalogue's door). */
export function lineGroupKey(groupBy: GroupBy): SQL {
  switch (groupBy) {
    case 'month':
      return sql`to_char(l.day, 'YYYY-MM')`;
    case 'store':
      return sql`coalesce(l.store_id::text, ${NOT_BY_PRODUCT})`;
    case 'product':
      return sql`coalesce(l.product_id::text, ${NOT_BY_PRODUCT})`;
    case 'category':
      return sql`case when l.product_id is null then ${NOT_BY_PRODUCT} else coalesce(${productCategorySql(sql`l.product_id`)}, ${NOT_BY_PRODUCT}) end`;
  }
}

/**
 * The P&L lines of the scope: journal lines `l` of accounts `a`, entries `e`.
 * A product or category filter keeps only lines of a product (what has none is left out).
 * `joins` adds tables before the conditions (the drill-down joins the entries `e`).
 */
export function plLines(
  tenantId: string,
  s: PlScope,
  kinds: readonly string[] = PL_KINDS,
  joins: SQL = sql``,
): SQL {
  return sql`journal_lines l join ledger_accounts a on a.id = l.account_id
      ${joins}
    where ${scopeConditions(tenantId, s, kinds)}`;
}

/** The conditions of a scope on rows `l` (lines or summary cells) of accounts `a`. */
function scopeConditions(tenantId: string, s: PlScope, kinds: readonly string[]): SQL {
  return sql`a.tenant_id = ${tenantId} and a.kind = any(${`{${kinds.join(',')}}`}::text[])
      and l.day between ${s.from}::date and ${s.to}::date
      ${s.storeId ? sql`and l.store_id = ${s.storeId}` : sql``}
      ${s.productId ? sql`and l.product_id = ${s.productId}` : sql``}
      ${s.category ? sql`and ${productCategorySql(sql`l.product_id`)} = ${s.category}` : sql``}`;
}

/**
 * The same scope over the P&L's summary `pl_day_totals` (migration 0195), aliased `l` like
 * the lines: per account x day x store x product the sum of those lines, kept in the
 * posting's statement. The statement reads it (a year is a few thousand rows per account,
 * not one per line); the drill-down reads the lines. Same columns, same conditions, so a
 * figure from either is the same sum.
 */
export function plTotals(tenantId: string, s: PlScope, kinds: readonly string[] = PL_KINDS): SQL {
  return sql`pl_day_totals l join ledger_accounts a on a.id = l.account_id
    where ${scopeConditions(tenantId, s, kinds)}`;
}

/** What a P&L read must see: the events already committed are posted first (its own writes included). */
export const postPending = (db: Db) =>
  drainEvents(db, [JOURNAL_CONSUMER, SERVICES_CONSUMER], 2_000);
