import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { OrderPaymentState } from '@sp/contracts/api';

/** The orders columns the paid state reads (the orders module passes its own table's). */
export interface PaidStateColumns {
  id: AnyColumn;
  tenantId: AnyColumn;
  status: AnyColumn;
  paymentMethod: AnyColumn;
  agentId: AnyColumn;
  codMinor: AnyColumn;
  totalMinor: AnyColumn;
}

/**
 * The order list's "paid state" filter as a condition on the orders row, reckoned exactly
 * as `orderPaymentState` does (order-payment-state.ts): settled = what non-voided payments
 * allocated to it; due = its delivery entry in the journal, else COD less the courier's fee,
 * else the prepaid total. Each arm is an index probe per delivered order
 * (payment_allocations_order_idx, journal_lines_order_idx), and `not_due` reads no
 * finance table at all. The state is written into the SQL (no parameter) so a prepared
 * list statement's shape names it.
 */
export function paidStateCondition(o: PaidStateColumns, state: OrderPaymentState['state']): SQL {
  if (state === 'not_due') return sql`${o.status} <> 'delivered'`;
  // A courier's fee netted or paid on the order (below zero) is not what the buyer's money settled.
  const settled = sql`(select coalesce(sum(pa.amount_minor), 0) from payment_allocations pa join payments p on p.id = pa.payment_id
      where pa.tenant_id = ${o.tenantId} and pa.order_id = ${o.id} and p.voided_at is null and pa.amount_minor > 0)`;
  if (state === 'unpaid') return sql`(${o.status} = 'delivered' and ${settled} <= 0)`;
  const due = sql`coalesce(
      (select sum(l.amount_minor) from journal_lines l join ledger_accounts a on a.id = l.account_id join journal_entries e on e.id = l.entry_id
        where l.tenant_id = ${o.tenantId} and l.order_id = ${o.id} and e.kind in ('order.delivered', 'refund.issued', 'credit.applied')
          and a.kind = case when ${o.paymentMethod} = 'cod' then 'courier_receivable' else 'marketplace_receivable' end),
      case when ${o.paymentMethod} = 'cod'
        then ${o.codMinor} - coalesce((select fa.delivery_fee_minor from fulfillment_agents fa where fa.id = ${o.agentId}), 0)
        else ${o.totalMinor} end)`;
  const compare = state === 'settled' ? sql`>=` : sql`<`;
  return sql`(${o.status} = 'delivered' and ${settled} > 0 and ${settled} ${compare} ${due})`;
}
