import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { orderFacts } from '../orders';
import { minor, rowsOf } from './sql-rows';

/**
 * Cost services billed by a provider (issue 29.8, migration 0220): each charge is the
 * `service.charged` journal entry that credited the provider's `supplier_payable` account.
 * What a supplier payment allocated to it is in payment_allocations (`charge_id`), so what
 * is open on a charge is its amount less those allocations.
 */
export interface ServiceCharge {
  id: string;
  day: string;
  /** Its day plus the provider's payment terms when it was charged (migration 0255). */
  dueDate: string;
  service: string;
  orderId: string | null;
  orderNumber: string | null;
  currency: string;
  amountMinor: number;
  allocatedMinor: number;
}

type Row = {
  id: string;
  day: string;
  due_on: string;
  service: string;
  order_id: string | null;
  order_number: string | null;
  currency: string;
  amount: unknown;
  allocated: unknown;
};

/** The charges on a provider's account (`where` narrows them), with what is allocated to each, oldest first. */
async function chargesWhere(
  db: Db | Tx,
  tenantId: string,
  supplierId: string,
  where: SQL,
  limit: number,
  ids?: string[],
) {
  const rows = await rowsOf<Row>(
    db,
    sql`select * from (
      select e.id::text as id, e.day::text as day, coalesce(e.due_on, e.day)::text as due_on, e.memo as service, e.order_id::text as order_id,
        (select o.number from ${orderFacts} o where o.tenant_id = e.tenant_id and o.id = e.order_id) as order_number,
        a.currency, -sum(l.amount_minor) as amount,
        (select coalesce(sum(pa.amount_minor), 0) from payment_allocations pa where pa.tenant_id = e.tenant_id and pa.charge_id = e.id) as allocated
      from ledger_accounts a join journal_lines l on l.account_id = a.id join journal_entries e on e.id = l.entry_id
      where a.tenant_id = ${tenantId} and a.kind = 'supplier_payable' and a.counterparty_id = ${supplierId}
        and e.kind = 'service.charged' and e.reverses_id is null
        ${ids ? sql`and e.id = any(${`{${ids.join(',')}}`}::uuid[])` : sql``}
      group by e.id, e.tenant_id, e.day, e.due_on, e.memo, e.order_id, a.currency
    ) c where ${where} order by c.day, c.order_number, c.id limit ${limit}`,
  );
  return rows.map((r): ServiceCharge => ({
    id: r.id,
    day: r.day,
    dueDate: r.due_on,
    service: r.service,
    orderId: r.order_id,
    orderNumber: r.order_number,
    currency: r.currency,
    amountMinor: minor(r.amount),
    allocatedMinor: minor(r.allocated),
  }));
}

/** How a charge reads: its service, and the order it was charged on. */
export const chargeLabel = (c: Pick<ServiceCharge, 'service' | 'orderNumber'>) =>
  c.orderNumber ? `${c.service} · ${c.orderNumber}` : c.service;

/**
 * The charges named, billed by this supplier (another supplier's or tenant's are absent). With
 * `lock`, their entries are locked first (in id order, so two payments never deadlock) and
 * what is allocated to them summed by a second statement, after the lock: a payment that
 * waited reads what the one before it allocated (as orders are settled, allocation-service).
 */
export async function chargesToSettle(
  tx: Db | Tx,
  tenantId: string,
  supplierId: string,
  ids: string[],
  lock: boolean,
) {
  if (!ids.length) return [];
  const list = `{${[...new Set(ids)].join(',')}}`;
  if (lock)
    await tx.execute(
      sql`select e.id from journal_entries e where e.tenant_id = ${tenantId} and e.id = any(${list}::uuid[]) order by e.id for no key update`,
    );
  return chargesWhere(tx, tenantId, supplierId, sql`true`, 500, [...new Set(ids)]);
}

/** A provider's charges still open (in one currency, when named), oldest first. */
export const openCharges = (
  db: Db | Tx,
  tenantId: string,
  supplierId: string,
  limit: number,
  currency?: string,
) =>
  chargesWhere(
    db,
    tenantId,
    supplierId,
    currency
      ? sql`c.amount > c.allocated and c.currency = ${currency}`
      : sql`c.amount > c.allocated`,
    limit,
  );

/** Every charge of a provider summed per currency: charged and allocated (the statement's totals). */
export async function chargeTotals(db: Db | Tx, tenantId: string, supplierId: string) {
  const rows = await rowsOf<{ currency: string; amount: unknown; allocated: unknown }>(
    db,
    sql`select a.currency, -sum(l.amount_minor) as amount,
          (select coalesce(sum(pa.amount_minor), 0) from payment_allocations pa join payments p on p.id = pa.payment_id
            where pa.tenant_id = ${tenantId} and pa.charge_id is not null and p.supplier_id = ${supplierId} and p.currency = a.currency) as allocated
        from ledger_accounts a join journal_lines l on l.account_id = a.id join journal_entries e on e.id = l.entry_id
        where a.tenant_id = ${tenantId} and a.kind = 'supplier_payable' and a.counterparty_id = ${supplierId}
          and e.kind = 'service.charged' and e.reverses_id is null
        group by a.currency`,
  );
  return rows.map((r) => ({
    currency: r.currency,
    amountMinor: minor(r.amount),
    allocatedMinor: minor(r.allocated),
  }));
}

/** Labels of charges allocated (a payment's allocations). */
export async function chargeLabels(db: Db | Tx, tenantId: string, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const list = `{${[...new Set(ids)].join(',')}}`;
  const rows = await rowsOf<{ id: string; service: string; order_number: string | null }>(
    db,
    sql`select e.id::text as id, e.memo as service,
          (select o.number from ${orderFacts} o where o.tenant_id = e.tenant_id and o.id = e.order_id) as order_number
        from journal_entries e where e.tenant_id = ${tenantId} and e.id = any(${list}::uuid[])`,
  );
  return new Map(
    rows.map((r) => [r.id, chargeLabel({ service: r.service, orderNumber: r.order_number })]),
  );
}

/**
 * "Due this week", one definition for the supplier statement and the dashboard: due on or
 * before today + 7 (UTC days), overdue included; overdue is due before today.
 */
export function dueWindow(now = new Date()) {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { today: day(now), weekEnd: day(new Date(now.getTime() + 7 * 86_400_000)) };
}

/**
 * What is open on provider charges due by the window's end, per currency (minor units):
 * overdue and due this week (overdue included), as payables are counted. One provider's,
 * or every provider's of the tenant (the dashboard). Each charge's open amount is its lines
 * on the provider's account less its allocations; only charges due by the week's end are
 * read (journal_entries_charge_due_idx).
 */
export async function chargesDue(
  db: Db | Tx,
  tenantId: string,
  window: { today: string; weekEnd: string },
  supplierId?: string,
) {
  const rows = await rowsOf<{ currency: string; overdue: unknown; week: unknown }>(
    db,
    sql`select c.currency, coalesce(sum(c.open) filter (where c.due_on < ${window.today}::date), 0) as overdue,
          sum(c.open) as week
        from (
          select a.currency, e.due_on, -sum(l.amount_minor)
            - (select coalesce(sum(pa.amount_minor), 0) from payment_allocations pa where pa.tenant_id = e.tenant_id and pa.charge_id = e.id) as open
          from journal_entries e join journal_lines l on l.entry_id = e.id join ledger_accounts a on a.id = l.account_id
          where e.tenant_id = ${tenantId} and e.due_on is not null and e.due_on <= ${window.weekEnd}::date
            and e.kind = 'service.charged' and e.reverses_id is null and a.kind = 'supplier_payable'
            ${supplierId ? sql`and a.counterparty_id = ${supplierId}` : sql``}
          group by e.id, e.tenant_id, e.due_on, a.currency
        ) c where c.open > 0 group by c.currency`,
  );
  return rows.map((r) => ({
    currency: r.currency,
    overdueMinor: minor(r.overdue),
    weekMinor: minor(r.week),
  }));
}
