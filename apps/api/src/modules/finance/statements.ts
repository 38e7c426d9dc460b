import { sql } from 'drizzle-orm';
import type { AgentStatement, SupplierStatement } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { notFound } from '../../kernel/errors';
import { fromMinor } from '../../kernel/money';
import { findPayables } from '../purchase';
import { minor, rowsOf } from './sql-rows';

const today = () => new Date().toISOString().slice(0, 10);
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Delivered and returned orders an agent carried, with what is allocated to each. */
const carried = (tenantId: string, agentId: string, fee: number) => sql`
  with d as (
    select o.id, o.number, o.currency, o.status, o.payment_method, o.cod_minor, o.status_changed_at,
      o.cod_minor - ${fee} as due,
      (select coalesce(sum(a.amount_minor), 0) from payment_allocations a where a.tenant_id = o.tenant_id and a.order_id = o.id) as allocated,
      (now()::date - (o.status_changed_at at time zone 'UTC')::date) as age
    from orders o where o.tenant_id = ${tenantId} and o.agent_id = ${agentId} and o.status in ('delivered', 'returned')
  )`;

/**
 * A fulfillment agent's statement: COD collected on delivered orders, the agent's fees
 * (delivery and return, at today's rates), what it remitted (live COD remittances), the
 * balance still owed, and by days since delivery what is still open on delivered COD
 * orders (COD less the delivery fee, less what remittances settled).
 */
export async function agentStatement(db: Db, tenantId: string, agentId: string): Promise<AgentStatement> {
  const [agent] = await rowsOf<{ name: string; delivery: unknown; ret: unknown }>(
    db,
    sql`select name, delivery_fee_minor as delivery, return_fee_minor as ret from fulfillment_agents where tenant_id = ${tenantId} and id = ${agentId}`,
  );
  if (!agent) throw notFound('Fulfillment agent');
  const cod = sql`status = 'delivered' and payment_method = 'cod'`;
  const [totals, remitted, unsettled, remittances] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`${carried(tenantId, agentId, minor(agent.delivery))}
        select currency, count(*) filter (where status = 'delivered') as delivered, count(*) filter (where status = 'returned') as returned,
          coalesce(sum(cod_minor) filter (where ${cod}), 0) as collected,
          coalesce(sum(greatest(due - allocated, 0)) filter (where ${cod} and age <= 7), 0) as a0,
          coalesce(sum(greatest(due - allocated, 0)) filter (where ${cod} and age between 8 and 30), 0) as a8,
          coalesce(sum(greatest(due - allocated, 0)) filter (where ${cod} and age > 30), 0) as a30
        from d group by currency`,
    ),
    rowsOf<{ currency: string; amount: unknown }>(
      db,
      sql`select currency, sum(amount_minor) as amount from payments
          where tenant_id = ${tenantId} and agent_id = ${agentId} and kind = 'cod_remittance' and voided_at is null group by 1`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`${carried(tenantId, agentId, minor(agent.delivery))}
        select id::text, number, (status_changed_at at time zone 'UTC')::date::text as day, currency, cod_minor, due, allocated, age
        from d where ${cod} and due > allocated order by status_changed_at, number limit 200`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`select id::text, number, paid_on::text as paid_on, currency, amount_minor, voided_at from payments
          where tenant_id = ${tenantId} and agent_id = ${agentId} and kind = 'cod_remittance' order by paid_on desc, number desc limit 50`,
    ),
  ]);
  const remittedBy = new Map(remitted.map((r) => [r.currency, minor(r.amount)]));
  const currencies = [...new Set([...totals.map((t) => String(t.currency)), ...remittedBy.keys()])].sort();
  return {
    agentId,
    agentName: agent.name,
    currencies: currencies.map((currency) => {
      const t = totals.find((x) => x.currency === currency) ?? {};
      const delivered = minor(t.delivered);
      const returned = minor(t.returned);
      const fees = delivered * minor(agent.delivery) + returned * minor(agent.ret);
      const paid = remittedBy.get(currency) ?? 0;
      return {
        currency,
        deliveredOrders: delivered,
        returnedOrders: returned,
        codCollected: fromMinor(minor(t.collected)),
        fees: fromMinor(fees),
        remitted: fromMinor(paid),
        balance: fromMinor(minor(t.collected) - fees - paid),
        ageing: { days0to7: fromMinor(minor(t.a0)), days8to30: fromMinor(minor(t.a8)), over30: fromMinor(minor(t.a30)) },
      };
    }),
    unsettled: unsettled.map((u) => ({
      orderId: String(u.id),
      number: String(u.number),
      deliveredAt: String(u.day),
      currency: String(u.currency),
      cod: fromMinor(minor(u.cod_minor)),
      open: fromMinor(minor(u.due) - minor(u.allocated)),
      ageDays: minor(u.age),
    })),
    remittances: remittances.map((r) => ({
      paymentId: String(r.id),
      number: String(r.number),
      paidOn: String(r.paid_on),
      currency: String(r.currency),
      amount: fromMinor(minor(r.amount_minor)),
      voided: r.voided_at !== null,
    })),
  };
}

/** What is owed to a supplier: per currency owed, overdue, due within a week, paid; each payable. */
export async function supplierStatement(db: Db, tenantId: string, supplierId: string): Promise<SupplierStatement> {
  const [supplier] = await rowsOf<{ name: string }>(db, sql`select name from suppliers where tenant_id = ${tenantId} and id = ${supplierId}`);
  if (!supplier) throw notFound('Supplier');
  const payables = await findPayables(db, tenantId, { supplierId });
  const now = today();
  const week = plusDays(now, 7);
  const byCurrency = new Map<string, { owed: number; overdue: number; week: number; paid: number }>();
  for (const p of payables) {
    const c = byCurrency.get(p.currency) ?? byCurrency.set(p.currency, { owed: 0, overdue: 0, week: 0, paid: 0 }).get(p.currency)!;
    const open = p.amountMinor - p.paidMinor;
    c.owed += open;
    c.paid += p.paidMinor;
    if (open > 0 && p.dueDate < now) c.overdue += open;
    if (open > 0 && p.dueDate <= week) c.week += open;
  }
  return {
    supplierId,
    supplierName: supplier.name,
    currencies: [...byCurrency].map(([currency, c]) => ({ currency, owed: fromMinor(c.owed), overdue: fromMinor(c.overdue), dueThisWeek: fromMinor(c.week), paid: fromMinor(c.paid) })),
    payables: payables.map((p) => ({
      payableId: p.id,
      purchaseNumber: p.purchaseNumber,
      dueDate: p.dueDate,
      currency: p.currency,
      amount: p.amount,
      paid: p.paid,
      open: fromMinor(p.amountMinor - p.paidMinor),
      overdue: p.amountMinor > p.paidMinor && p.dueDate < now,
    })),
  };
}
