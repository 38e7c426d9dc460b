import { sql, type SQL } from 'drizzle-orm';
import type { ProfitLossLines, drilldownFigures } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { fromMinor } from '../../kernel/money';
import { storeNames } from '../stores';
import { lineGroupKey, PL_ACCOUNTS, plLines, postPending } from './pl-journal';
import type { GroupBy, ProfitLossFilter } from './profit-loss';
import { minor, rowsOf } from './sql-rows';

type Figure = (typeof drilldownFigures)[number];
/** At most this many lines come back; the total always covers them all. */
const LIMIT = 2000;

export interface LinesQuery extends ProfitLossFilter {
  figure: Figure;
  currency: string;
  groupBy?: GroupBy;
  groupKey?: string;
}

interface LineRow {
  id: string;
  kind: 'order' | 'payment' | 'charge';
  number: string;
  date: string;
  label: string | null;
  store_id: string | null;
  amount: unknown;
  total: unknown;
}

/**
 * The orders or payments behind one figure of the statement: the same journal lines the
 * figure sums (pl-journal.ts), per order (or payment), so their amounts sum to it.
 */
export async function profitLossLines(
  db: Db,
  tenantId: string,
  q: LinesQuery,
): Promise<ProfitLossLines> {
  await postPending(db);
  const { kind, sign } = PL_ACCOUNTS[q.figure];
  const group: SQL =
    q.groupBy && q.groupKey !== undefined
      ? sql`and ${lineGroupKey(q.groupBy)} = ${q.groupKey}`
      : sql``;
  const rows = await rowsOf<LineRow>(
    db,
    q.figure === 'services'
      ? serviceCharges(tenantId, q, group)
      : sql`with x as (
          select coalesce(l.order_id, e.payment_id, e.id) as id, case when l.order_id is null and e.payment_id is not null then 'payment' else 'order' end as kind,
            min(l.day) as day, coalesce(min(e.memo) filter (where e.kind like 'order.%'), min(e.memo)) as number,
            min(l.store_id::text) as store_id, e.payment_id, sum(l.amount_minor) * ${sign} as amount
          from ${plLines(tenantId, q, [kind], sql`join journal_entries e on e.id = l.entry_id`)} and a.currency = ${q.currency} ${group}
          group by 1, 2, e.payment_id
        )
        select x.id::text, x.kind, coalesce(pay.number, x.number) as number, x.day::text as date,
          case when x.kind = 'payment' then coalesce(pay.expense_category, '') || ' ' || pay.counterparty end as label, x.store_id,
          x.amount, sum(x.amount) over () as total
        from x left join payments pay on pay.id = x.payment_id
        where x.amount <> 0
        order by x.day, x.number
        limit ${LIMIT}`,
  );
  // An order's line is labelled with its store's name (through the stores' door).
  const names = await storeNames(db, tenantId, [
    ...new Set(rows.flatMap((r) => (r.kind !== 'payment' && r.store_id ? [r.store_id] : []))),
  ]);
  return {
    figure: q.figure,
    currency: q.currency,
    total: fromMinor(rows.length ? minor(rows[0]!.total) : 0),
    lines: rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      number: r.number,
      date: r.date,
      // A service charged on an order reads as the service; a monthly charge as its store.
      label:
        r.kind === 'payment' || (r.kind === 'order' && q.figure === 'services')
          ? (r.label ?? '')
          : (names.get(r.store_id ?? '') ?? ''),
      amount: fromMinor(minor(r.amount)),
    })),
  };
}

/**
 * The services line lists its entries, one per service charged: on an order (its number,
 * the service's name beside it) or, monthly, on no order (the service's name, its store).
 * The order's number is its order entries' memo (finance reads no orders table).
 */
function serviceCharges(tenantId: string, q: LinesQuery, group: SQL): SQL {
  const { kind, sign } = PL_ACCOUNTS.services;
  return sql`with x as (
      select e.id as entry_id, min(l.order_id::text) as order_id, min(l.store_id::text) as store_id,
        min(l.day) as day, min(e.memo) as service, sum(l.amount_minor) * ${sign} as amount
      from ${plLines(tenantId, q, [kind], sql`join journal_entries e on e.id = l.entry_id`)} and a.currency = ${q.currency} ${group}
      group by e.id
    )
    select coalesce(x.order_id, x.entry_id::text) as id, case when x.order_id is null then 'charge' else 'order' end as kind,
      coalesce((select o.memo from journal_entries o where o.tenant_id = ${tenantId} and o.order_id = x.order_id::uuid
        and o.kind like 'order.%' order by o.day limit 1), x.service) as number,
      x.day::text as date, case when x.order_id is null then null else x.service end as label, x.store_id,
      x.amount, sum(x.amount) over () as total
    from x where x.amount <> 0
    order by x.day, number, x.service
    limit ${LIMIT}`;
}
