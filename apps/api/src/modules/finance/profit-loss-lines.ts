import { sql, type SQL } from 'drizzle-orm';
import type { ProfitLossLines, drilldownFigures } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { fromMinor } from '../../kernel/money';
import { ORDER_PART, orderParts } from './order-parts';
import { NOT_BY_PRODUCT, byProductOnly, type GroupBy, type ProfitLossFilter } from './profit-loss';
import { minor, rowsOf } from './sql-rows';

type Figure = (typeof drilldownFigures)[number];
const COLUMN: Record<Exclude<Figure, 'expenses'>, SQL> = {
  revenue: sql`revenue`,
  returns: sql`returns`,
  cogs: sql`cogs`,
  fulfillmentFees: sql`fees`,
};
/** At most this many lines come back; the total always covers them all. */
const LIMIT = 2000;

export interface LinesQuery extends ProfitLossFilter {
  figure: Figure;
  currency: string;
  groupBy?: GroupBy;
  groupKey?: string;
}

function partsGroupFilter(q: LinesQuery): SQL {
  if (!q.groupBy || q.groupKey === undefined) return sql``;
  const k = q.groupKey;
  switch (q.groupBy) {
    case 'month': return sql`and to_char(x.day, 'YYYY-MM') = ${k}`;
    case 'store': return sql`and x.store_id::text = ${k}`;
    case 'product': return k === NOT_BY_PRODUCT ? sql`and x.product_id = ${ORDER_PART}::uuid` : sql`and x.product_id::text = ${k}`;
    case 'category': return k === NOT_BY_PRODUCT ? sql`and x.product_id = ${ORDER_PART}::uuid` : sql`and p.category = ${k}`;
  }
}

function expenseGroupFilter(q: LinesQuery): SQL | null {
  if (byProductOnly(q)) return null;
  if (!q.groupBy || q.groupKey === undefined) return sql``;
  if (q.groupBy === 'month') return sql`and to_char(e.paid_on, 'YYYY-MM') = ${q.groupKey}`;
  if (q.groupBy === 'store') return sql`and e.store_id::text = ${q.groupKey}`;
  return q.groupKey === NOT_BY_PRODUCT ? sql`` : null;
}

/** The orders or payments behind one figure of the statement; their amounts sum to it. */
export async function profitLossLines(db: Db, tenantId: string, q: LinesQuery): Promise<ProfitLossLines> {
  const rows = q.figure === 'expenses' ? await expenseLines(db, tenantId, q) : await orderLines(db, tenantId, q, COLUMN[q.figure]);
  return {
    figure: q.figure,
    currency: q.currency,
    total: fromMinor(rows.length ? minor(rows[0]!.total) : 0),
    lines: rows.map((r) => ({ kind: q.figure === 'expenses' ? 'payment' : 'order', id: r.id, number: r.number, date: r.date, label: r.label, amount: fromMinor(minor(r.amount)) })),
  };
}

interface LineRow {
  id: string;
  number: string;
  date: string;
  label: string;
  amount: unknown;
  total: unknown;
}

function orderLines(db: Db, tenantId: string, q: LinesQuery, column: SQL) {
  return rowsOf<LineRow>(
    db,
    sql`${orderParts({ tenantId, from: q.from, to: q.to, storeId: q.storeId })}
      select x.order_id as id, x.number, x.day::text as date, max(s.name) as label, sum(x.${column}) as amount,
        sum(sum(x.${column})) over () as total
      from parts x join stores s on s.id = x.store_id left join products p on p.id = x.product_id
      where x.currency = ${q.currency} ${partsGroupFilter(q)}
        ${q.productId ? sql`and x.product_id = ${q.productId}` : sql``}
        ${q.category ? sql`and p.category = ${q.category}` : sql``}
      group by x.order_id, x.number, x.day
      having sum(x.${column}) <> 0
      order by x.day, x.number
      limit ${LIMIT}`,
  );
}

async function expenseLines(db: Db, tenantId: string, q: LinesQuery) {
  const group = expenseGroupFilter(q);
  if (!group) return [];
  return rowsOf<LineRow>(
    db,
    sql`select e.id, e.number, e.paid_on::text as date, coalesce(e.expense_category, '') || ' ' || e.counterparty as label, e.amount_minor as amount,
          sum(e.amount_minor) over () as total
        from payments e
        where e.tenant_id = ${tenantId} and e.kind = 'expense' and e.voided_at is null and e.currency = ${q.currency}
          and e.paid_on between ${q.from}::date and ${q.to}::date ${q.storeId ? sql`and e.store_id = ${q.storeId}` : sql``} ${group}
        order by e.paid_on, e.number
        limit ${LIMIT}`,
  );
}
