import { sql } from 'drizzle-orm';
import type { OrderPaymentState } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { notFound } from '../../kernel/errors';
import { agentDeliveryFeeSql } from '../fulfillment-agents';
import { orderFacts } from '../orders';
import { fromMinor } from '../../kernel/money';
import { creditedSql, partlyDeliveredSql, refundedSql } from './order-paid-filter';
import { minor, rowsOf } from './sql-rows';

/**
 * An order's paid state. What it is due for comes from the journal when its delivery was
 * posted (COD less the courier's fee frozen at delivery, or the marketplace's part), else
 * (history from before the journal) COD less the courier's fee, as allocation reckons it.
 * What was given back through the receivable (a marketplace refund, a courier's COD
 * deduction) or paid by the customer's credit lowers what is due (modules/returns). Money
 * given back in any way is `refunded`; once it covers the order's total the order is
 * `refunded`, so a refund paid from the store's till (which leaves the receivable as it
 * was: the marketplace or courier still owes it) shows on the order too.
 */
export async function orderPaymentState(
  db: Db,
  tenantId: string,
  orderId: string,
): Promise<OrderPaymentState> {
  const [o] = await rowsOf<{
    status: string;
    payment_method: string;
    currency: string;
    total: unknown;
    cod: unknown;
    fee: unknown;
    posted: unknown;
    refunded: unknown;
    credited: unknown;
    partly: boolean;
  }>(
    db,
    sql`select o.status, o.payment_method, o.currency, o.total_minor as total, o.cod_minor as cod,
          ${agentDeliveryFeeSql(sql`o.agent_id`)} as fee,
          (select sum(l.amount_minor) from journal_lines l join ledger_accounts a on a.id = l.account_id join journal_entries e on e.id = l.entry_id
            where l.tenant_id = o.tenant_id and l.order_id = o.id and e.kind in ('order.delivered', 'refund.issued', 'credit.applied')
              and a.kind = case when o.payment_method = 'cod' then 'courier_receivable' else 'marketplace_receivable' end) as posted,
          ${refundedSql(sql`o.tenant_id`, sql`o.id`)} as refunded,
          ${creditedSql(sql`o.tenant_id`, sql`o.id`)} as credited,
          ${partlyDeliveredSql(sql`o.tenant_id`, sql`o.id`, sql`o.status`)} as partly
        from ${orderFacts} o where o.tenant_id = ${tenantId} and o.id = ${orderId}`,
  );
  if (!o) throw notFound('Order');
  // What settled the buyer's money: a courier's fee netted or paid on the order (below zero) is not.
  const settledBy = await rowsOf<{
    payment_id: string;
    number: string;
    kind: string;
    reference: string;
    paid_on: string;
    amount: unknown;
  }>(
    db,
    sql`select p.id::text as payment_id, p.number, p.kind, p.reference, p.paid_on::text, sum(a.amount_minor) as amount
        from payment_allocations a join payments p on p.id = a.payment_id
        where a.tenant_id = ${tenantId} and a.order_id = ${orderId} and p.voided_at is null and a.amount_minor > 0
        group by p.id, p.number, p.kind, p.reference, p.paid_on order by p.paid_on, p.number`,
  );
  const settled = settledBy.reduce((s, r) => s + minor(r.amount), 0);
  const credited = minor(o.credited);
  const openOrder = ['pending', 'confirmed', 'packed', 'shipped'].includes(o.status);
  // The customer's credit (issue 31.2) pays a prepaid order before its delivery too: what is
  // left is due then. On a delivered one it already lowered the due (the journal), so it
  // counts as paid beside what settled.
  const creditPaid = o.payment_method === 'prepaid' && openOrder && credited > 0;
  const due = creditPaid
    ? minor(o.total) - credited
    : o.posted !== null
      ? minor(o.posted)
      : o.payment_method === 'cod'
        ? minor(o.cod) - minor(o.fee)
        : minor(o.total);
  const refunded = minor(o.refunded);
  // Partly delivered (issue 31.1): what its delivered shipments posted is due, as a delivered order's whole.
  const partlyDelivered = Boolean(o.partly) && !creditPaid;
  const state =
    o.status !== 'delivered' && !partlyDelivered
      ? creditPaid
        ? credited >= minor(o.total)
          ? 'settled'
          : 'partly_paid'
        : 'not_due'
      : refunded >= minor(o.total)
        ? 'refunded'
        : settled + credited <= 0
          ? 'unpaid'
          : settled >= due
            ? 'settled'
            : 'partly_paid';
  return {
    orderId,
    state,
    currency: o.currency,
    due: fromMinor(due),
    settled: fromMinor(settled),
    open: fromMinor(state === 'refunded' ? 0 : Math.max(due - settled, 0)),
    refunded: fromMinor(refunded),
    credited: fromMinor(credited),
    partlyDelivered,
    settledBy: settledBy.map((r) => ({
      paymentId: r.payment_id,
      number: r.number,
      kind: r.kind,
      reference: r.reference,
      paidOn: r.paid_on,
      amount: fromMinor(minor(r.amount)),
    })),
  };
}
