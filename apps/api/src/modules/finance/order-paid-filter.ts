import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { OrderPaymentState } from '@sp/contracts/api';
import { agentDeliveryFeeSql } from '../fulfillment-agents';

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
 * What was given back on an order, tax included: the refunds and tax lines of its
 * `refund.issued` entries (issue 31.2; before the journal's tax, the refunds line alone).
 */
export const refundedSql = (tenantId: SQL | AnyColumn, orderId: SQL | AnyColumn) =>
  sql`(select coalesce(sum(rl.amount_minor), 0) from journal_lines rl join ledger_accounts ra on ra.id = rl.account_id join journal_entries re on re.id = rl.entry_id
      where rl.tenant_id = ${tenantId} and rl.order_id = ${orderId} and re.kind = 'refund.issued' and ra.kind in ('refunds', 'tax_payable'))`;

/**
 * What the customer's credit paid on an order (issue 31.2): its `credit.applied` entries
 * lower what the marketplace owes (Cr marketplace receivable), so it is minus that line.
 */
export const creditedSql = (tenantId: SQL | AnyColumn, orderId: SQL | AnyColumn) =>
  sql`(select coalesce(-sum(cl.amount_minor), 0) from journal_lines cl join ledger_accounts ca on ca.id = cl.account_id join journal_entries ce on ce.id = cl.entry_id
      where cl.tenant_id = ${tenantId} and cl.order_id = ${orderId} and ce.kind = 'credit.applied' and ca.kind = 'marketplace_receivable')`;

/**
 * An order of which shipments were delivered alone while the rest is open or on its way
 * (issue 31.1): its status is still open and the journal holds its parts' `order.delivered`
 * entries. The delivered part is due (docs/finance.md "Partly delivered orders"); until the
 * event worker posted the first part (a moment after the delivery) it is not due yet.
 */
export const partlyDeliveredSql = (
  tenantId: SQL | AnyColumn,
  orderId: SQL | AnyColumn,
  status: SQL | AnyColumn,
) =>
  sql`(${status} in ('confirmed', 'packed', 'shipped') and exists (select 1 from journal_lines dl join journal_entries de on de.id = dl.entry_id
      where dl.tenant_id = ${tenantId} and dl.order_id = ${orderId} and de.kind = 'order.delivered'))`;

/**
 * The order list's "paid state" filter as a condition on the orders row, reckoned exactly
 * as `orderPaymentState` does (order-payment-state.ts): settled = what non-voided payments
 * allocated to it; due = its delivery entry in the journal, else COD less the courier's fee,
 * else the prepaid total; `refunded` when what was given back covers the total. Each arm is an index probe per delivered order
 * (payment_allocations_order_idx, journal_lines_order_idx), and `not_due` reads no
 * finance table at all. The state is written into the SQL (no parameter) so a prepared
 * list statement's shape names it.
 */
export function paidStateCondition(o: PaidStateColumns, state: OrderPaymentState['state']): SQL {
  // An order not yet delivered is due nothing, unless the customer's credit already paid part of it.
  const open = sql`${o.status} in ('pending', 'confirmed', 'packed', 'shipped')`;
  const credited = creditedSql(o.tenantId, o.id);
  const creditPaid = sql`(${o.paymentMethod} = 'prepaid' and ${open} and ${credited} > 0)`;
  // Due: delivered, or partly delivered (its delivered part; a credit paid before delivery reckons as above).
  const partly = partlyDeliveredSql(o.tenantId, o.id, o.status);
  const isDue = sql`(${o.status} = 'delivered' or (${partly} and not ${creditPaid}))`;
  if (state === 'not_due')
    return sql`(${o.status} <> 'delivered' and not ${creditPaid} and not ${partly})`;
  const whole = sql`${refundedSql(o.tenantId, o.id)} >= ${o.totalMinor}`;
  if (state === 'refunded') return sql`(${o.status} = 'delivered' and ${whole})`;
  const kept = sql`not ${whole}`;
  // A courier's fee netted or paid on the order (below zero) is not what the buyer's money settled.
  const settled = sql`(select coalesce(sum(pa.amount_minor), 0) from payment_allocations pa join payments p on p.id = pa.payment_id
      where pa.tenant_id = ${o.tenantId} and pa.order_id = ${o.id} and p.voided_at is null and pa.amount_minor > 0)`;
  if (state === 'unpaid') return sql`(${isDue} and ${kept} and ${settled} + ${credited} <= 0)`;
  const due = sql`coalesce(
      (select sum(l.amount_minor) from journal_lines l join ledger_accounts a on a.id = l.account_id join journal_entries e on e.id = l.entry_id
        where l.tenant_id = ${o.tenantId} and l.order_id = ${o.id} and e.kind in ('order.delivered', 'refund.issued', 'credit.applied')
          and a.kind = case when ${o.paymentMethod} = 'cod' then 'courier_receivable' else 'marketplace_receivable' end),
      case when ${o.paymentMethod} = 'cod'
        then ${o.codMinor} - ${agentDeliveryFeeSql(o.agentId)}
        else ${o.totalMinor} end)`;
  const compare = state === 'settled' ? sql`>=` : sql`<`;
  // The credit counts as paid: it lowered the due (the journal) and is added back on both sides.
  return sql`((${isDue} and ${kept} and ${settled} + ${credited} > 0 and ${settled} ${compare} ${due})
    or (${creditPaid} and ${credited} ${compare} ${o.totalMinor}))`;
}
