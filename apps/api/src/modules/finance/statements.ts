import { sql } from 'drizzle-orm';
import type { AgentStatement, SupplierStatement } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { notFound } from '../../kernel/errors';
import { fromMinor } from '../../kernel/money';
import { agentNames } from '../fulfillment-agents';
import { findPayables, supplierNames } from '../purchase';
import { postPending } from './pl-journal';
import { chargeTotals, chargesDue, dueWindow, openCharges } from './service-charges';
import { minor, rowsOf } from './sql-rows';

/** The courier's receivable accounts (one per currency). */
const courierAccounts = (tenantId: string, agentId: string) => sql`
  with acc as materialized (
    select id, currency from ledger_accounts
    where tenant_id = ${tenantId} and kind = 'courier_receivable' and counterparty_id = ${agentId}
  )`;

/**
 * Nets what the courier is owed back (fees on returned and prepaid orders, remittances not
 * allocated to an order) from the newest open amounts first, as the courier keeps it back
 * from its next remittance; what is more than all that is open shows below zero in the
 * newest bucket. The buckets then sum to the balance.
 */
function ageingOf(buckets: [number, number, number], credit: number) {
  let left = Math.max(credit, 0);
  const netted = buckets.map((open) => {
    const take = Math.min(Math.max(open, 0), left);
    left -= take;
    return open - take;
  });
  netted[0] = netted[0]! - left - Math.min(credit, 0);
  return {
    days0to7: fromMinor(netted[0]),
    days8to30: fromMinor(netted[1]!),
    over30: fromMinor(netted[2]!),
  };
}

/**
 * A fulfillment agent's statement, read from its receivable account in the journal (issue
 * 29): COD collected on delivered orders, its fees (delivery and return, at the rate of
 * the day each was posted), what it remitted (payments, voids reversed), and the balance:
 * the sum of the account's lines. The ageing splits that same balance by days since each
 * COD order was delivered (see ageingOf for what the courier is owed back), so the ageing and
 * the balance are one answer, the one the dashboard sums.
 * Open amounts: an order's lines less what payments allocated to it (kept per order, 0225).
 */
export async function agentStatement(
  db: Db,
  tenantId: string,
  agentId: string,
): Promise<AgentStatement> {
  const agent = (await agentNames(db, tenantId, [agentId])).get(agentId);
  if (agent === undefined) throw notFound('Fulfillment agent');
  // Read from the figures kept with the lines (migration 0225), never the lines
  // themselves: the totals from the courier's day totals, the ageing and the unsettled list
  // from its open orders only (a partial index), so the statement does not grow with the
  // courier's history. The property test checks after every step that both equal the lines.
  const [parts] = await rowsOf<{
    totals: Record<string, unknown>[] | null;
    ageing: Record<string, unknown>[] | null;
    unsettled: Record<string, unknown>[] | null;
  }>(
    db,
    sql`${courierAccounts(tenantId, agentId)}, o as materialized (
      select acc.currency, c.order_id, c.day, c.number, c.cod_minor as cod, c.due_minor - c.allocated_minor as open, (now()::date - c.day) as age
      from acc join courier_order_open c on c.account_id = acc.id and c.due_minor > c.allocated_minor
    )
    select
      (select json_agg(t order by t.currency) from (
        select acc.currency, sum(d.delivered_orders) as delivered, sum(d.returned_orders) as returned,
          sum(d.collected_minor) as collected, sum(d.fees_minor) as fees, sum(d.remitted_minor) as remitted,
          sum(d.fees_paid_minor) as fees_paid,
          sum(d.collected_minor - d.fees_minor - d.remitted_minor + d.fees_paid_minor) as balance
        from acc join courier_day_totals d on d.account_id = acc.id group by acc.currency) t) as totals,
      (select json_agg(a) from (
        select currency, coalesce(sum(open) filter (where age <= 7), 0) as a0, coalesce(sum(open) filter (where age between 8 and 30), 0) as a8,
          coalesce(sum(open) filter (where age > 30), 0) as a30 from o group by currency) a) as ageing,
      (select json_agg(u order by u.day, u.number) from (
        select order_id::text as id, number, day::text as day, currency, cod, open, age from o where cod > 0 order by day, number limit 200) u) as unsettled`,
  );
  const totals = parts?.totals ?? [];
  const ageing = parts?.ageing ?? [];
  const unsettled = parts?.unsettled ?? [];
  const remittances = await rowsOf<Record<string, unknown>>(
    db,
    sql`select id::text, number, kind, paid_on::text as paid_on, currency, amount_minor, voided_at from payments
        where tenant_id = ${tenantId} and agent_id = ${agentId} and kind in ('cod_remittance', 'courier_fees') order by paid_on desc, number desc limit 50`,
  );
  return {
    agentId,
    agentName: agent,
    currencies: totals.map((t) => {
      const a = ageing.find((x) => x.currency === t.currency) ?? {};
      const buckets: [number, number, number] = [minor(a.a0), minor(a.a8), minor(a.a30)];
      const balance = minor(t.balance);
      return {
        currency: String(t.currency),
        deliveredOrders: minor(t.delivered),
        returnedOrders: minor(t.returned),
        codCollected: fromMinor(minor(t.collected)),
        fees: fromMinor(minor(t.fees)),
        remitted: fromMinor(minor(t.remitted)),
        feesPaid: fromMinor(minor(t.fees_paid)),
        balance: fromMinor(balance),
        ageing: ageingOf(buckets, buckets[0] + buckets[1] + buckets[2] - balance),
      };
    }),
    unsettled: unsettled.map((u) => ({
      orderId: String(u.id),
      number: String(u.number),
      deliveredAt: String(u.day),
      currency: String(u.currency),
      cod: fromMinor(minor(u.cod)),
      open: fromMinor(minor(u.open)),
      ageDays: minor(u.age),
    })),
    remittances: remittances.map((r) => ({
      paymentId: String(r.id),
      number: String(r.number),
      paidOn: String(r.paid_on),
      currency: String(r.currency),
      amount: fromMinor(minor(r.amount_minor)),
      voided: r.voided_at !== null,
      kind: r.kind === 'courier_fees' ? ('courier_fees' as const) : ('cod_remittance' as const),
    })),
  };
}

/** What is owed to a supplier: per currency owed, overdue, due within a week, paid; each payable and its open service charges. */
export async function supplierStatement(
  db: Db,
  tenantId: string,
  supplierId: string,
): Promise<SupplierStatement> {
  const supplier = (await supplierNames(db, tenantId, [supplierId])).get(supplierId);
  if (supplier === undefined) throw notFound('Supplier');
  await postPending(db); // the service charges just applied (a shipment a moment ago) show
  const payables = await findPayables(db, tenantId, { supplierId });
  const { today: now, weekEnd: week } = dueWindow();
  const byCurrency = new Map<
    string,
    { owed: number; overdue: number; week: number; paid: number; onAccount: number }
  >();
  const slot = (currency: string) =>
    byCurrency.get(currency) ??
    byCurrency
      .set(currency, { owed: 0, overdue: 0, week: 0, paid: 0, onAccount: 0 })
      .get(currency)!;
  // Money paid to the supplier that no payable took yet: on account, shown beside what is owed.
  const onAccount = await rowsOf<{ currency: string; amount: unknown }>(
    db,
    sql`select currency, sum(amount_minor - allocated_minor) as amount from payments
        where tenant_id = ${tenantId} and supplier_id = ${supplierId} and kind = 'supplier_payment' and voided_at is null and amount_minor > allocated_minor
        group by currency`,
  );
  for (const r of onAccount) slot(r.currency).onAccount += minor(r.amount);
  // Cost services it billed (issue 29.8): owed as charged, paid as allocated; overdue and due
  // this week by the due date each charge got when charged, as payables (migration 0255).
  for (const t of await chargeTotals(db, tenantId, supplierId)) {
    const c = slot(t.currency);
    c.owed += t.amountMinor - t.allocatedMinor;
    c.paid += t.allocatedMinor;
  }
  for (const d of await chargesDue(db, tenantId, { today: now, weekEnd: week }, supplierId)) {
    const c = slot(d.currency);
    c.overdue += d.overdueMinor;
    c.week += d.weekMinor;
  }
  const charges = await openCharges(db, tenantId, supplierId, 200);
  for (const p of payables) {
    const c = slot(p.currency);
    const open = p.amountMinor - p.paidMinor;
    c.owed += open;
    c.paid += p.paidMinor;
    if (open > 0 && p.dueDate < now) c.overdue += open;
    if (open > 0 && p.dueDate <= week) c.week += open;
  }
  return {
    supplierId,
    supplierName: supplier,
    currencies: [...byCurrency].map(([currency, c]) => ({
      currency,
      owed: fromMinor(c.owed),
      overdue: fromMinor(c.overdue),
      dueThisWeek: fromMinor(c.week),
      paid: fromMinor(c.paid),
      onAccount: fromMinor(c.onAccount),
      balance: fromMinor(c.owed - c.onAccount),
    })),
    payables: payables.map((p) => ({
      payableId: p.id,
      purchaseNumber: p.purchaseNumber,
      charge: p.charge,
      dueDate: p.dueDate,
      currency: p.currency,
      amount: p.amount,
      paid: p.paid,
      open: fromMinor(p.amountMinor - p.paidMinor),
      overdue: p.amountMinor > p.paidMinor && p.dueDate < now,
    })),
    serviceCharges: charges.map((c) => ({
      chargeId: c.id,
      day: c.day,
      dueDate: c.dueDate,
      service: c.service,
      orderId: c.orderId,
      orderNumber: c.orderNumber,
      currency: c.currency,
      amount: fromMinor(c.amountMinor),
      paid: fromMinor(c.allocatedMinor),
      open: fromMinor(c.amountMinor - c.allocatedMinor),
      overdue: c.dueDate < now,
    })),
  };
}
