import { sql, type SQL } from 'drizzle-orm';
import type { AllocationCandidate } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { AppError, invalidField, notFound } from '../../kernel/errors';
import { fromMinor, toMinor } from '../../kernel/money';
import type { AuthContext } from '../../kernel/types';
import { agentDeliveryFeeSql } from '../fulfillment-agents';
import { lockOrdersById, orderFacts } from '../orders';
import { findPayables, settlePayable } from '../purchase';
import {
  deleteAllocation,
  deleteAllocationsOf,
  insertAllocations,
  updatePayment,
  type PaymentRow,
} from './payment-repository';
import { partlyDeliveredSql } from './order-paid-filter';
import { refuseVoided } from './payment-rules';
import { postPending } from './pl-journal';
import { chargeLabel, chargesToSettle, openCharges } from './service-charges';
import { minor, rowsOf } from './sql-rows';

export interface AllocationItem {
  orderId?: string;
  payableId?: string;
  /** A cost service's charge billed by the payment's supplier (its journal entry). */
  chargeId?: string;
  amount: string;
}

interface OrderToSettle {
  id: string;
  number: string;
  status: string;
  payment_method: string;
  agent_id: string | null;
  store_id: string;
  currency: string;
  settles: unknown;
  allocated: unknown;
  /** Shipments of it delivered alone, the rest open (issue 31.1): its delivered part is due. */
  partly: boolean;
}

const invalidTarget = (path: string, message: string) =>
  new AppError(422, 'allocation_target_invalid', message, [{ path, message }]);
const overAllocation = (path: string, message: string) =>
  new AppError(422, 'over_allocation', message, [{ path, message }]);

/**
 * What an order can be settled for by this payment: for a remittance what its delivery
 * posted on the courier's account (COD less the courier's fee at delivery: couriers remit
 * net; a later fee change moves nothing), else, for history from before the journal, COD
 * less the courier's fee; for a payout its total. A COD deduction (modules/returns) lowers it.
 */
export const remittanceDue = sql`coalesce(
        (select sum(l.amount_minor) from journal_lines l join ledger_accounts la on la.id = l.account_id join journal_entries e on e.id = l.entry_id
          where l.tenant_id = o.tenant_id and l.order_id = o.id and e.kind in ('order.delivered', 'refund.issued') and la.kind = 'courier_receivable'),
        o.cod_minor - ${agentDeliveryFeeSql(sql`o.agent_id`)})`;
/**
 * What an order carried by a courier stands for on its account, from every order entry
 * (delivery and return): a COD order's COD less its fee (the courier owes it: above zero),
 * a returned order's return fee or a prepaid delivery's fee (owed to the courier: below
 * zero). A remittance settles the first and nets the second (a negative allocation), so a
 * netted remittance brings the courier's balance and every order's open amount to zero.
 */
export const courierDue = sql`coalesce(
        (select sum(l.amount_minor) from journal_lines l join ledger_accounts la on la.id = l.account_id join journal_entries e on e.id = l.entry_id
          where l.tenant_id = o.tenant_id and l.order_id = o.id and e.kind like 'order.%' and la.kind = 'courier_receivable' and la.counterparty_id = o.agent_id),
        ${remittanceDue})`;
/** A partly delivered order (issue 31.1), on the orders relation `o`. */
const partlyDelivered = partlyDeliveredSql(sql`o.tenant_id`, sql`o.id`, sql`o.status`);
/**
 * What a payout settles on a prepaid order: its total; on a partly delivered one only what
 * its delivered shipments posted on the marketplace's account (less a marketplace refund or
 * a credit spent), as the paid state reckons its due.
 */
const payoutDue = sql`case when ${partlyDelivered} then coalesce(
        (select sum(l.amount_minor) from journal_lines l join ledger_accounts la on la.id = l.account_id join journal_entries e on e.id = l.entry_id
          where l.tenant_id = o.tenant_id and l.order_id = o.id and e.kind in ('order.delivered', 'refund.issued', 'credit.applied') and la.kind = 'marketplace_receivable'), 0)
        else o.total_minor end`;
const settlesColumn = (p: PaymentRow) =>
  p.kind === 'cod_remittance' || p.kind === 'courier_fees' ? courierDue : payoutDue;

/**
 * How a payment's allocation is stored on an order: fees paid to a courier lower what the
 * seller owes on the order (its open amount is below zero), so they are stored below zero
 * as a remittance's netted fees are, while the payment counts them as allocated.
 */
export const allocationSign = (p: Pick<PaymentRow, 'kind'>) => (p.kind === 'courier_fees' ? -1 : 1);

/**
 * The orders a payment may settle, with what is already allocated to each. With `lock`,
 * the orders are locked first (in id order, so two allocations never deadlock) and the
 * allocations summed by a second statement: under READ COMMITTED a statement that waited
 * for a lock still reads the allocations of its own, older snapshot, so a sum read in the
 * locking statement missed what the transaction it waited for had just allocated (six
 * parallel allocations of the whole open amount all succeeded, issue 29.5).
 */
export async function ordersToSettle(tx: Db | Tx, p: PaymentRow, ids: string[], lock: boolean) {
  const list = `{${ids.join(',')}}`;
  if (lock) await lockOrders(tx, p.tenantId, ids);
  return rowsOf<OrderToSettle>(
    tx,
    sql`select o.id::text, o.number, o.status, o.payment_method, o.agent_id::text, o.store_id::text, o.currency, ${settlesColumn(p)} as settles,
          ${partlyDelivered} as partly,
          (select coalesce(sum(a.amount_minor), 0) from payment_allocations a where a.tenant_id = o.tenant_id and a.order_id = o.id) as allocated
        from ${orderFacts} o where o.tenant_id = ${p.tenantId} and o.id = any(${list}::uuid[])`,
  );
}

/** Locks orders about to be settled, in id order (what every settling path does before it sums). */
export async function lockOrders(tx: Db | Tx, tenantId: string, ids: string[]) {
  await lockOrdersById(tx, tenantId, ids);
}

/** A courier's fee netted in its remittance: a returned or delivered order of this courier on which the seller owes it a fee. */
function checkFeeItem(p: PaymentRow, o: OrderToSettle | undefined, path: string) {
  if (!o) throw invalidTarget(path, 'No such order');
  if (
    p.kind !== 'cod_remittance' ||
    o.agent_id !== p.agentId ||
    (o.status !== 'delivered' && o.status !== 'returned') ||
    minor(o.settles) >= 0
  ) {
    throw invalidField(
      path.replace(/orderId$/, 'amount'),
      'An allocation is more than zero, except a courier fee netted in its remittance',
    );
  }
  if (o.currency !== p.currency)
    throw new AppError(
      422,
      'currency_mismatch',
      `Order ${o.number} is in ${o.currency}, the payment in ${p.currency}`,
      [{ path, message: 'currency' }],
    );
}

function checkOrder(p: PaymentRow, o: OrderToSettle | undefined, path: string) {
  if (!o) throw invalidTarget(path, 'No such order');
  if (o.status !== 'delivered' && !o.partly)
    throw invalidTarget(path, `Order ${o.number} is not delivered`);
  if (o.currency !== p.currency)
    throw new AppError(
      422,
      'currency_mismatch',
      `Order ${o.number} is in ${o.currency}, the payment in ${p.currency}`,
      [{ path, message: 'currency' }],
    );
  if (p.kind === 'cod_remittance' && (o.payment_method !== 'cod' || o.agent_id !== p.agentId)) {
    throw invalidTarget(
      path,
      `Order ${o.number} is not a cash-on-delivery order carried by this agent`,
    );
  }
  if (p.kind === 'marketplace_payout' && o.store_id !== p.storeId)
    throw invalidTarget(path, `Order ${o.number} belongs to another store`);
  // Cash on delivery is settled by its courier's remittance only, never by a payout (issue 29.3).
  if (p.kind === 'marketplace_payout' && o.payment_method === 'cod')
    throw invalidTarget(
      path,
      `Order ${o.number} is cash on delivery: only its courier's remittance settles it`,
    );
}

/**
 * Allocates a locked payment: never more than is left of it, nor more than is open on
 * each order or payable (a clear 422 naming which). Returns the payment as stored.
 */
export async function allocate(tx: Tx, auth: AuthContext, p: PaymentRow, items: AllocationItem[]) {
  refuseVoided(p);
  const amounts = items.map((item, i) => {
    const value = toMinor(item.amount);
    if (item.chargeId && p.kind !== 'supplier_payment')
      throw invalidTarget(`items.${i}.chargeId`, 'Only a supplier payment settles service charges');
    // Below zero only a courier's fee netted in its remittance (checked against the order below).
    if (value === 0 || (value < 0 && (p.kind !== 'cod_remittance' || !item.orderId)))
      throw invalidField(`items.${i}.amount`, 'An allocation is more than zero');
    return value;
  });
  const total = amounts.reduce((a, b) => a + b, 0);
  const left = p.amountMinor - p.allocatedMinor;
  if (total > left)
    throw overAllocation(
      'items',
      `Allocations total ${fromMinor(total)} ${p.currency}, only ${fromMinor(left)} ${p.currency} of ${p.number} is left`,
    );

  if (p.kind === 'cod_remittance' || p.kind === 'marketplace_payout') {
    const ids = items.map(
      (item, i) =>
        item.orderId ??
        (() => {
          throw invalidTarget(`items.${i}.orderId`, 'This payment settles orders');
        })(),
    );
    const found = new Map(
      (await ordersToSettle(tx, p, [...new Set(ids)], true)).map((o) => [o.id, o]),
    );
    const adding = new Map<string, number>();
    items.forEach((_, i) => {
      const o = found.get(ids[i]!);
      const open = o ? minor(o.settles) - minor(o.allocated) - (adding.get(o.id) ?? 0) : 0;
      if (amounts[i]! < 0) {
        checkFeeItem(p, o, `items.${i}.orderId`);
        if (amounts[i]! < open)
          throw overAllocation(
            `items.${i}.amount`,
            `Only ${fromMinor(Math.max(-open, 0))} ${p.currency} of fees is open on order ${o!.number}`,
          );
      } else {
        checkOrder(p, o, `items.${i}.orderId`);
        if (amounts[i]! > open)
          throw overAllocation(
            `items.${i}.amount`,
            `Only ${fromMinor(Math.max(open, 0))} ${p.currency} is open on order ${o!.number}`,
          );
      }
      adding.set(o!.id, (adding.get(o!.id) ?? 0) + amounts[i]!);
    });
    if (p.allocatedMinor + total < 0)
      throw overAllocation(
        'items',
        `Fees netted (${fromMinor(-total)} ${p.currency}) are more than ${p.number} allocates to orders`,
      );
  } else if (p.kind === 'courier_fees') {
    await allocateFees(tx, p, items, amounts);
  } else if (p.kind === 'supplier_payment') {
    await allocateToSupplier(tx, p, items, amounts);
  } else {
    throw invalidTarget(
      'items',
      'Only COD remittances, marketplace payouts, courier fees and supplier payments settle records',
    );
  }

  await insertAllocations(
    tx,
    items.map((item, i) => ({
      tenantId: p.tenantId,
      paymentId: p.id,
      orderId: item.orderId ?? null,
      payableId: item.payableId ?? null,
      chargeId: item.chargeId ?? null,
      amountMinor: amounts[i]! * allocationSign(p),
      createdBy: auth.user.id,
    })),
  );
  return updatePayment(tx, p.tenantId, p.id, { allocatedMinor: p.allocatedMinor + total });
}

/**
 * A supplier payment settles the supplier's own payables (their paid total kept on the row,
 * under its lock: purchase `settlePayable`) and the cost services it billed (issue 29.8): the
 * charges are locked first, in id order, then what is allocated to them summed (service-charges.ts),
 * so parallel payments claiming the same charges cannot both take them.
 */
async function allocateToSupplier(
  tx: Tx,
  p: PaymentRow,
  items: AllocationItem[],
  amounts: number[],
) {
  const chargeIds = items.flatMap((item) => (item.chargeId ? [item.chargeId] : []));
  const charges = new Map(
    (await chargesToSettle(tx, p.tenantId, p.supplierId ?? '', chargeIds, true)).map((c) => [
      c.id,
      c,
    ]),
  );
  const payables = new Map(
    (
      await findPayables(tx, p.tenantId, {
        ids: items.map((item) => item.payableId ?? '00000000-0000-0000-0000-000000000000'),
      })
    ).map((x) => [x.id, x]),
  );
  const adding = new Map<string, number>();
  for (const [i, item] of items.entries()) {
    if (item.chargeId && !item.payableId && !item.orderId) {
      const path = `items.${i}.chargeId`;
      const charge = charges.get(item.chargeId);
      if (!charge) throw invalidTarget(path, 'Not a service charge billed by this supplier');
      if (charge.currency !== p.currency)
        throw new AppError(
          422,
          'currency_mismatch',
          `${chargeLabel(charge)} is in ${charge.currency}, the payment in ${p.currency}`,
          [{ path, message: 'currency' }],
        );
      const open = charge.amountMinor - charge.allocatedMinor - (adding.get(charge.id) ?? 0);
      if (amounts[i]! > open)
        throw overAllocation(
          `items.${i}.amount`,
          `Only ${fromMinor(Math.max(open, 0))} ${p.currency} is open on ${chargeLabel(charge)} (${charge.day})`,
        );
      adding.set(charge.id, (adding.get(charge.id) ?? 0) + amounts[i]!);
      continue;
    }
    const payable = item.payableId && !item.chargeId ? payables.get(item.payableId) : undefined;
    if (!payable || payable.supplierId !== p.supplierId)
      throw invalidTarget(`items.${i}.payableId`, 'Not an amount owed to this supplier');
    if (payable.currency !== p.currency)
      throw new AppError(
        422,
        'currency_mismatch',
        `Purchase ${payable.purchaseNumber} is in ${payable.currency}`,
        [{ path: `items.${i}.payableId`, message: 'currency' }],
      );
    const open = payable.amountMinor - payable.paidMinor;
    if (amounts[i]! > open)
      throw overAllocation(
        `items.${i}.amount`,
        `Only ${fromMinor(open)} ${p.currency} is owed on ${payable.purchaseNumber}`,
      );
    await settlePayable(tx, p.tenantId, payable.id, amounts[i]!);
  }
}

export async function undoAllocation(
  tx: Tx,
  tenantId: string,
  p: PaymentRow,
  allocationId: string,
) {
  refuseVoided(p);
  const gone = await deleteAllocation(tx, tenantId, p.id, allocationId);
  if (!gone) throw notFound('Allocation');
  if (gone.payableId) await settlePayable(tx, tenantId, gone.payableId, -gone.amountMinor);
  return updatePayment(tx, tenantId, p.id, {
    allocatedMinor: p.allocatedMinor - gone.amountMinor * allocationSign(p),
  });
}

/**
 * Fees paid to a courier on their own (issue 29.7): each item names an order of this
 * courier on which the seller owes it a fee (a return fee, a prepaid delivery's fee), under
 * the same locks as a remittance; never more than is open on it, whatever netted or paid it before.
 */
async function allocateFees(tx: Tx, p: PaymentRow, items: AllocationItem[], amounts: number[]) {
  const ids = items.map(
    (item, i) =>
      item.orderId ??
      (() => {
        throw invalidTarget(
          `items.${i}.orderId`,
          "This payment settles a courier's fees on orders",
        );
      })(),
  );
  const found = new Map(
    (await ordersToSettle(tx, p, [...new Set(ids)], true)).map((o) => [o.id, o]),
  );
  const adding = new Map<string, number>();
  items.forEach((_, i) => {
    const path = `items.${i}.orderId`;
    const o = found.get(ids[i]!);
    if (!o) throw invalidTarget(path, 'No such order');
    if (
      o.agent_id !== p.agentId ||
      (o.status !== 'delivered' && o.status !== 'returned') ||
      minor(o.settles) >= 0
    )
      throw invalidTarget(path, `Order ${o.number} owes no fee to this courier`);
    if (o.currency !== p.currency)
      throw new AppError(
        422,
        'currency_mismatch',
        `Order ${o.number} is in ${o.currency}, the payment in ${p.currency}`,
        [{ path, message: 'currency' }],
      );
    // Fees open: what the order stands for on the courier's account (below zero) not yet netted or paid.
    const open = minor(o.allocated) - minor(o.settles) - (adding.get(o.id) ?? 0);
    if (amounts[i]! > open)
      throw overAllocation(
        `items.${i}.amount`,
        `Only ${fromMinor(Math.max(open, 0))} ${p.currency} of fees is open on order ${o.number}`,
      );
    adding.set(o.id, (adding.get(o.id) ?? 0) + amounts[i]!);
  });
}

/** Undoes every allocation of a payment being voided. */
export async function undoAllocations(tx: Tx, tenantId: string, p: PaymentRow) {
  for (const gone of await deleteAllocationsOf(tx, tenantId, p.id)) {
    if (gone.payableId) await settlePayable(tx, tenantId, gone.payableId, -gone.amountMinor);
  }
}

/** What a payment may still settle, oldest first, with what is open on each. */
export async function allocationCandidates(db: Db, p: PaymentRow): Promise<AllocationCandidate[]> {
  if (p.voidedAt) return [];
  if (p.kind === 'supplier_payment' && p.supplierId) {
    const open = await findPayables(db, p.tenantId, { supplierId: p.supplierId, status: 'open' });
    const payables = open
      .filter((x) => x.currency === p.currency)
      .map((x) => ({
        orderId: null,
        payableId: x.id,
        chargeId: null,
        label: x.purchaseNumber,
        date: x.dueDate,
        amount: x.amount,
        open: fromMinor(x.amountMinor - x.paidMinor),
      }));
    // Beside its payables, the cost services it billed and not yet paid (issue 29.8).
    await postPending(db);
    const charges = await openCharges(db, p.tenantId, p.supplierId, 500, p.currency);
    return [
      ...payables,
      ...charges.map((c) => ({
        orderId: null,
        payableId: null,
        chargeId: c.id,
        label: chargeLabel(c),
        date: c.day,
        amount: fromMinor(c.amountMinor),
        open: fromMinor(c.amountMinor - c.allocatedMinor),
      })),
    ];
  }
  if (p.kind === 'courier_fees') return feeCandidates(db, p);
  if (p.kind !== 'cod_remittance' && p.kind !== 'marketplace_payout') return [];
  // A remittance: its courier's COD orders to settle, and the fees owed to it (returns, prepaid deliveries) to net (open below zero).
  const who =
    p.kind === 'cod_remittance'
      ? sql`o.agent_id = ${p.agentId} and (o.status in ('delivered', 'returned') or ${partlyDelivered})`
      : sql`o.store_id = ${p.storeId} and o.payment_method <> 'cod' and (o.status = 'delivered' or ${partlyDelivered})`;
  return orderCandidates(
    db,
    p,
    who,
    settlesColumn(p),
    sql`settles <> allocated and (settles > 0 or ${p.kind === 'cod_remittance'})`,
    1,
  );
}

/** The orders on which the seller owes this courier a fee not yet netted or paid, oldest first (open above zero). */
async function feeCandidates(db: Db, p: PaymentRow): Promise<AllocationCandidate[]> {
  const who = sql`o.agent_id = ${p.agentId} and o.status in ('delivered', 'returned')`;
  return orderCandidates(db, p, who, courierDue, sql`settles < allocated`, -1);
}

/**
 * The payment's tenant's orders in its currency that `who` names, with what each `settles`
 * and what is allocated on it, kept by `keep`, oldest first. `sign` -1 reads a fee owed on
 * the order (settles below zero) as a positive amount open.
 */
async function orderCandidates(
  db: Db,
  p: PaymentRow,
  who: SQL,
  settles: SQL,
  keep: SQL,
  sign: 1 | -1,
): Promise<AllocationCandidate[]> {
  const rows = await rowsOf<{
    id: string;
    number: string;
    day: string;
    settles: unknown;
    allocated: unknown;
  }>(
    db,
    sql`select * from (
          select o.id::text, o.number, (o.status_changed_at at time zone 'UTC')::date::text as day, ${settles} as settles,
            (select coalesce(sum(a.amount_minor), 0) from payment_allocations a where a.tenant_id = o.tenant_id and a.order_id = o.id) as allocated
          from ${orderFacts} o
          where o.tenant_id = ${p.tenantId} and o.currency = ${p.currency} and ${who}
          order by o.status_changed_at, o.number
        ) x where ${keep} limit 500`,
  );
  return rows.map((r) => ({
    orderId: r.id,
    payableId: null,
    chargeId: null,
    label: r.number,
    date: r.day,
    amount: fromMinor(sign * minor(r.settles)),
    open: fromMinor(sign * (minor(r.settles) - minor(r.allocated))),
  }));
}
