import { sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { rowsOf } from './sql-rows';

/**
 * For tests: the couriers' kept figures (courier_day_totals, courier_order_open, migration
 * 0225) and the same figures read from the journal's lines and the allocations, as the
 * statement read them before 0225, so a test can say they are equal. Per courier account:
 * collected, fees, remitted, fees paid, orders delivered and returned; per order on it: its
 * day, number, COD, due and allocated.
 */
export async function courierFiguresBothWays(db: Db, tenantId: string) {
  const accounts = (query: ReturnType<typeof sql>) =>
    rowsOf<Record<string, unknown>>(db, query).then((rows) =>
      rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)]))),
    );
  const fromLines = {
    accounts: await accounts(sql`
      select l.account_id::text as account,
        coalesce(sum(l.amount_minor) filter (where e.payment_id is null and l.amount_minor > 0), 0) as collected,
        coalesce(-sum(l.amount_minor) filter (where e.payment_id is null and l.amount_minor < 0), 0) as fees,
        coalesce(-sum(l.amount_minor) filter (where e.payment_id is not null and p.kind is distinct from 'courier_fees'), 0) as remitted,
        coalesce(sum(l.amount_minor) filter (where p.kind = 'courier_fees'), 0) as fees_paid,
        count(distinct l.order_id) filter (where e.kind = 'order.delivered') as delivered,
        count(distinct l.order_id) filter (where e.kind = 'order.returned') as returned
      from journal_lines l join ledger_accounts a on a.id = l.account_id and a.kind = 'courier_receivable'
        join journal_entries e on e.id = l.entry_id left join payments p on p.id = e.payment_id
      where l.tenant_id = ${tenantId} group by l.account_id order by 1`),
    orders: await accounts(sql`
      select l.account_id::text as account, l.order_id::text as order, min(l.day)::text as day, coalesce(max(e.memo), '') as number,
        coalesce(sum(l.amount_minor) filter (where e.kind = 'order.delivered' and l.amount_minor > 0), 0) as cod,
        sum(l.amount_minor) as due,
        (select coalesce(sum(pa.amount_minor), 0) from payment_allocations pa where pa.tenant_id = l.tenant_id and pa.order_id = l.order_id) as allocated
      from journal_lines l join ledger_accounts a on a.id = l.account_id and a.kind = 'courier_receivable'
        join journal_entries e on e.id = l.entry_id
      where l.tenant_id = ${tenantId} and e.payment_id is null and l.order_id is not null
      group by l.tenant_id, l.account_id, l.order_id order by 1, 2`),
  };
  const kept = {
    accounts: await accounts(sql`
      select account_id::text as account, sum(collected_minor) as collected, sum(fees_minor) as fees,
        sum(remitted_minor) as remitted, sum(fees_paid_minor) as fees_paid,
        sum(delivered_orders) as delivered, sum(returned_orders) as returned
      from courier_day_totals where tenant_id = ${tenantId} group by account_id order by 1`),
    orders: await accounts(sql`
      select account_id::text as account, order_id::text as order, day::text, number, cod_minor as cod, due_minor as due, allocated_minor as allocated
      from courier_order_open where tenant_id = ${tenantId} order by 1, 2`),
  };
  return { fromLines, kept };
}
