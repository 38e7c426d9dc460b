import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { nextDocumentNumbers } from '../../kernel/sequences';
import { AppError } from '../../kernel/errors';
import { fromMinor } from '../../kernel/money';
import { orderFacts } from '../orders';
import { lockOrders, remittanceDue } from './allocation-service';
import { partlyDeliveredSql } from './order-paid-filter';
import { postPayment } from './journal-payments';
import { minor, rowsOf } from './sql-rows';
import { paymentAllocations, payments } from './tables';

/** A delivered order a courier's remittance file may name, with what is still open on it. */
export interface RemittableOrder {
  id: string;
  number: string;
  trackingNumber: string;
  status: string;
  paymentMethod: string;
  agentId: string | null;
  storeId: string;
  currency: string;
  /** COD less the agent's delivery fee, less what is already allocated (agents remit net). */
  openMinor: number;
  /** Shipments delivered alone, the rest open (issue 31.1): its delivered part may be remitted. */
  partlyDelivered: boolean;
}

/** The orders named in a batch of rows, by number (any case) or tracking number. */
export async function remittableOrders(db: Db | Tx, tenantId: string, keys: string[]) {
  const found = new Map<string, RemittableOrder>();
  if (!keys.length) return found;
  const list = `{${keys.map((k) => `"${k.replace(/["\\]/g, '')}"`).join(',')}}`;
  const upper = list.toUpperCase();
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select o.id::text, o.number, o.tracking_number, o.status, o.payment_method, o.agent_id::text, o.store_id::text, o.currency,
          ${partlyDeliveredSql(sql`o.tenant_id`, sql`o.id`, sql`o.status`)} as partly,
          ${remittanceDue}
            - (select coalesce(sum(a.amount_minor), 0) from payment_allocations a where a.tenant_id = o.tenant_id and a.order_id = o.id) as open
        from ${orderFacts} o
        where o.tenant_id = ${tenantId} and (o.number = any(${upper}::text[]) or o.tracking_number = any(${list}::text[]))`,
  );
  for (const r of rows) {
    const order: RemittableOrder = {
      id: String(r.id),
      number: String(r.number),
      trackingNumber: String(r.tracking_number),
      status: String(r.status),
      paymentMethod: String(r.payment_method),
      agentId: r.agent_id ? String(r.agent_id) : null,
      storeId: String(r.store_id),
      currency: String(r.currency),
      openMinor: minor(r.open),
      partlyDelivered: Boolean(r.partly),
    };
    found.set(order.number.toUpperCase(), order);
    if (order.trackingNumber) found.set(order.trackingNumber, order);
  }
  return found;
}

export interface RemittanceLine {
  orderId: string;
  agentId: string;
  storeId: string;
  currency: string;
  amountMinor: number;
  reference: string;
  paidOn: string;
  /** The file's row, named when the line is refused at commit. */
  rowNumber?: number;
}

/**
 * Checks every line again at commit, with its orders locked (finance/allocation-service's
 * lockOrders, then a fresh read of what is allocated): the file was checked at analysis,
 * but the same file committed twice, or another remittance meanwhile, may have settled the
 * order since (issue 29.4). Refuses the whole file, naming the row, the order and what is open.
 */
async function recheckUnderLock(tx: Tx, tenantId: string, lines: RemittanceLine[]) {
  await lockOrders(
    tx,
    tenantId,
    lines.map((l) => l.orderId),
  );
  const rows = await rowsOf<{
    id: string;
    number: string;
    status: string;
    payment_method: string;
    agent_id: string | null;
    partly: boolean;
    open: unknown;
  }>(
    tx,
    sql`select o.id::text, o.number, o.status, o.payment_method, o.agent_id::text,
          ${partlyDeliveredSql(sql`o.tenant_id`, sql`o.id`, sql`o.status`)} as partly,
          ${remittanceDue}
            - (select coalesce(sum(a.amount_minor), 0) from payment_allocations a where a.tenant_id = o.tenant_id and a.order_id = o.id) as open
        from ${orderFacts} o
        where o.tenant_id = ${tenantId} and o.id = any(${`{${[...new Set(lines.map((l) => l.orderId))].join(',')}}`}::uuid[])`,
  );
  const open = new Map(rows.map((r) => [r.id, { ...r, open: minor(r.open) }]));
  for (const line of lines) {
    const o = open.get(line.orderId);
    const row = line.rowNumber ? `Row ${line.rowNumber}: ` : '';
    if (
      !o ||
      (o.status !== 'delivered' && !o.partly) ||
      o.payment_method !== 'cod' ||
      o.agent_id !== line.agentId
    ) {
      throw new AppError(
        422,
        'not_remittable',
        `${row}order ${o?.number ?? line.orderId} is no longer a delivered cash-on-delivery order of this courier`,
        [{ path: `rows.${line.rowNumber ?? 0}`, message: 'not_remittable' }],
      );
    }
    if (line.amountMinor > o.open) {
      throw new AppError(
        422,
        'over_allocation',
        `${row}only ${fromMinor(Math.max(o.open, 0))} ${line.currency} is open on order ${o.number}`,
        [{ path: `rows.${line.rowNumber ?? 0}`, message: 'over_allocation' }],
      );
    }
    o.open -= line.amountMinor;
  }
}

/**
 * Stores checked remittance lines: one COD remittance per agent, store, reference and day
 * (added to when a file's lines arrive in several chunks), each line an allocation.
 */
export async function storeRemittanceLines(
  tx: Tx,
  tenantId: string,
  userId: string | null,
  lines: RemittanceLine[],
) {
  if (!lines.length) return;
  await recheckUnderLock(tx, tenantId, lines);
  const groups = new Map<string, RemittanceLine[]>();
  for (const l of lines) {
    const key = [l.agentId, l.storeId, l.reference, l.paidOn].join('|');
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  const fresh = [...groups.values()];
  const numbers = await nextDocumentNumbers(tx, tenantId, 'payment', 'PAY', fresh.length);
  for (const [i, group] of fresh.entries()) {
    const first = group[0]!;
    const total = group.reduce((s, l) => s + l.amountMinor, 0);
    const [existing] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.tenantId, tenantId),
          eq(payments.kind, 'cod_remittance'),
          eq(payments.agentId, first.agentId),
          eq(payments.storeId, first.storeId),
          eq(payments.reference, first.reference),
          eq(payments.paidOn, first.paidOn),
          isNull(payments.voidedAt),
        ),
      )
      .for('update');
    const payment = existing
      ? (
          await tx
            .update(payments)
            .set({
              amountMinor: existing.amountMinor + total,
              allocatedMinor: existing.allocatedMinor + total,
              updatedAt: sql`now()`,
            })
            .where(eq(payments.id, existing.id))
            .returning()
        )[0]!
      : (
          await tx
            .insert(payments)
            .values({
              tenantId,
              number: numbers[i]!,
              direction: 'in',
              kind: 'cod_remittance',
              storeId: first.storeId,
              agentId: first.agentId,
              paidOn: first.paidOn,
              amountMinor: total,
              allocatedMinor: total,
              currency: first.currency,
              method: 'bank_transfer',
              reference: first.reference,
              note: 'Imported from the courier’s remittance file',
              createdBy: userId,
            })
            .returning()
        )[0]!;
    await postPayment(tx, payment, total);
    await tx.insert(paymentAllocations).values(
      group.map((l) => ({
        tenantId,
        paymentId: payment.id,
        orderId: l.orderId,
        amountMinor: l.amountMinor,
        createdBy: userId,
      })),
    );
  }
}
