import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { AppError } from '../../kernel/errors';
import { fromMinor, toMinor } from '../../kernel/money';
import { nextDocumentNumber } from '../../kernel/sequences';
import { recordAudit } from '../audit';
import type { ReturnsActor } from './actor';
import { dayOf, recordReturnEvent } from './events';
import { invoiceOfOrder, type ReturnableOrder } from '../orders';
import { orderFor, refundedOn } from './returnable';
import { refundTaxLines, taxByRateOf } from './refund-tax';
import { creditUses, refunds, returnLines, returns } from './tables';

export interface RefundInput {
  orderId: string;
  returnId?: string;
  kind: 'refund' | 'credit_note' | 'courier_deduction';
  method?: string;
  amount: string;
  note: string;
}

const refuse = (path: string, code: string, message: string) =>
  new AppError(422, code, message, [{ path, message: code }]);

/**
 * Money given back on a delivered or partly delivered order, in the order's lock: a refund (prepaid; money
 * out by method), a credit note (a credit on the customer, numbered CN-<year>-NNNNNN per
 * store and year) or, for a COD order, a deduction from what its courier owes. Never more
 * than the order's total less what was already given back (422 naming what is left); on a
 * partly delivered order never more than what its delivered shipments carried less that.
 * Each records `refund.issued`; finance posts it (Dr refunds, Cr cash / marketplace /
 * customer credit / courier).
 */
export async function createRefund(
  db: Db,
  actor: ReturnsActor,
  input: RefundInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    const order = await orderFor(tx, actor, input.orderId, true);
    // A partly delivered order (issue 31.1): what its delivered shipments carried may be given back.
    const partlyDelivered =
      ['confirmed', 'packed', 'shipped'].includes(order.status) && order.deliveredTotalMinor > 0;
    if (order.status !== 'delivered' && !partlyDelivered)
      throw new AppError(
        409,
        'refund_order_not_delivered',
        `Order ${order.number} is ${order.status}: only a delivered or partly delivered order can be refunded`,
        [{ path: 'orderId', message: order.status }],
      );
    if (input.kind === 'refund' && order.paymentMethod !== 'prepaid')
      throw refuse(
        'kind',
        'refund_kind_invalid',
        `Order ${order.number} is cash on delivery: give a credit note or deduct it from the courier`,
      );
    if (input.kind === 'refund' && !input.method)
      throw refuse('method', 'refund_method_required', 'Choose how the money goes back');
    if (input.kind === 'courier_deduction' && (order.paymentMethod !== 'cod' || !order.agentId))
      throw refuse(
        'kind',
        'refund_kind_invalid',
        `Order ${order.number} was not paid to a courier`,
      );
    if (input.kind === 'credit_note' && !order.customerId)
      throw refuse(
        'kind',
        'refund_no_customer',
        `Order ${order.number} has no customer to hold a credit`,
      );
    if (input.returnId) {
      const [ret] = await tx
        .select({ id: returns.id })
        .from(returns)
        .where(
          and(
            eq(returns.tenantId, actor.tenantId),
            eq(returns.id, input.returnId),
            eq(returns.orderId, order.id),
          ),
        );
      if (!ret)
        throw refuse(
          'returnId',
          'refund_return_unknown',
          `That return is not one of order ${order.number}`,
        );
    }
    const amountMinor = toMinor(input.amount);
    if (amountMinor <= 0)
      throw refuse('amount', 'refund_amount_invalid', 'The amount must be above zero');
    const given = await refundedOn(tx, actor.tenantId, order.id);
    const left = order.totalMinor - given;
    if (partlyDelivered) {
      const deliveredLeft = order.deliveredTotalMinor - given;
      if (amountMinor > deliveredLeft)
        throw refuse(
          'amount',
          'refund_exceeds_delivered',
          `Only ${fromMinor(Math.max(deliveredLeft, 0))} ${order.currency} of order ${order.number} can still be given back: ${fromMinor(order.deliveredTotalMinor)} ${order.currency} of it was delivered so far`,
        );
    }
    if (amountMinor > left)
      throw refuse(
        'amount',
        'refund_exceeds_order',
        `Only ${fromMinor(left)} ${order.currency} of order ${order.number} can still be given back`,
      );
    const now = new Date();
    const day = await dayOf(tx, actor.tenantId, order.storeId, now);
    const year = day.slice(0, 4);
    const number =
      input.kind === 'credit_note'
        ? await nextDocumentNumber(
            tx,
            actor.tenantId,
            `credit_note:${order.storeId}:${year}`,
            `CN-${year}`,
          )
        : null;
    const method = input.kind === 'refund' ? input.method! : null;
    const taxByRate = (
      await refundTax(tx, actor.tenantId, order, input.returnId, amountMinor, left)
    )
      .filter((r) => r.taxMinor !== 0)
      .map((r) => ({ rateBp: r.rateBp, taxMinor: r.taxMinor }));
    const [row] = await tx
      .insert(refunds)
      .values({
        tenantId: actor.tenantId,
        storeId: order.storeId,
        orderId: order.id,
        returnId: input.returnId ?? null,
        customerId: order.customerId,
        kind: input.kind,
        method,
        amountMinor,
        currency: order.currency,
        number,
        // The invoice it cancels part of, when the order has one (issue 31.4); none yet: the
        // credit note stands on the order's number and no invoice is issued for it.
        invoiceNumber: (await invoiceOfOrder(tx, actor.tenantId, order.id))?.number ?? null,
        note: input.note,
        createdBy: actor.userId,
        createdAt: now,
      })
      .returning({ id: refunds.id });
    await recordReturnEvent(tx, actor.tenantId, { type: 'refund', id: row!.id }, 'refund.issued', {
      number: number ?? order.number,
      orderId: order.id,
      orderNumber: order.number,
      storeId: order.storeId,
      currency: order.currency,
      day,
      kind: input.kind,
      method,
      amountMinor,
      agentId: order.agentId,
      customerId: order.customerId,
      taxByRate,
    });
    await recordAudit(tx, actor, {
      action: input.kind,
      recordType: 'Order',
      recordId: order.id,
      after: { kind: input.kind, amount: input.amount, method, number },
    });
    return row!.id;
  });
}

const returnedOf = (tx: Tx, returnId: string | null | undefined) =>
  returnId ? tx.select().from(returnLines).where(eq(returnLines.returnId, returnId)) : [];

/**
 * The tax inside an amount given back, per rate (refund-tax.ts). The refund that gives back
 * the whole rest of the order takes the rest of its tax, so rounding each refund never
 * leaves a cent of tax owed (or over-returned) on an order given back in full.
 */
async function refundTax(
  tx: Tx,
  tenantId: string,
  order: ReturnableOrder,
  returnId: string | undefined,
  amountMinor: number,
  left: number,
) {
  const own = taxByRateOf(refundTaxLines(order, await returnedOf(tx, returnId), amountMinor));
  if (!order.tax || amountMinor < left) return own;
  const before = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.tenantId, tenantId), eq(refunds.orderId, order.id)));
  const given = new Map<number, number>();
  for (const r of before)
    for (const t of taxByRateOf(
      refundTaxLines(order, await returnedOf(tx, r.returnId), r.amountMinor),
    ))
      given.set(t.rateBp, (given.get(t.rateBp) ?? 0) + t.taxMinor);
  return order.tax.byRate.map((r) => ({
    rateBp: r.rateBp,
    taxMinor: r.taxMinor - (given.get(r.rateBp) ?? 0),
  }));
}

/** A customer's credit per currency: its credit notes less what orders used. */
export async function creditBalances(db: Db | Tx, tenantId: string, customerId: string) {
  const rows = await db.execute<{ currency: string; balance: unknown }>(sql`
    select currency, sum(amount)::bigint as balance from (
      select currency, amount_minor as amount from refunds where tenant_id = ${tenantId} and customer_id = ${customerId} and kind = 'credit_note'
      union all
      select currency, -amount_minor from credit_uses where tenant_id = ${tenantId} and customer_id = ${customerId}
    ) t group by currency order by currency`);
  return rows.rows.map((r) => ({ currency: r.currency, balanceMinor: Number(r.balance) }));
}

/**
 * Spends a customer's credit on one of its next orders (prepaid, not yet delivered or
 * delivered): the marketplace owes that much less for it. The customer's credit notes are
 * locked before the balance is summed, so two uses in parallel never spend it twice.
 */
export async function applyCredit(
  db: Db,
  actor: ReturnsActor,
  input: { orderId: string; amount: string },
) {
  return db.transaction(async (tx) => {
    const order = await orderFor(tx, actor, input.orderId, true);
    if (!order.customerId)
      throw refuse('orderId', 'refund_no_customer', `Order ${order.number} has no customer`);
    if (order.paymentMethod !== 'prepaid')
      throw refuse(
        'orderId',
        'credit_order_invalid',
        `Order ${order.number} is cash on delivery: a credit applies to prepaid orders`,
      );
    if (order.status === 'cancelled' || order.status === 'returned')
      throw refuse('orderId', 'credit_order_invalid', `Order ${order.number} is ${order.status}`);
    await tx.execute(
      sql`select id from refunds where tenant_id = ${actor.tenantId} and customer_id = ${order.customerId} and kind = 'credit_note' order by id for update`,
    );
    const balance =
      (await creditBalances(tx, actor.tenantId, order.customerId)).find(
        (b) => b.currency === order.currency,
      )?.balanceMinor ?? 0;
    const amountMinor = toMinor(input.amount);
    if (amountMinor <= 0)
      throw refuse('amount', 'refund_amount_invalid', 'The amount must be above zero');
    if (amountMinor > balance)
      throw refuse(
        'amount',
        'credit_exceeds_balance',
        `${order.customerName} has ${fromMinor(balance)} ${order.currency} of credit`,
      );
    const [used] = await tx
      .select({ n: sql<number>`coalesce(sum(${creditUses.amountMinor}), 0)`.mapWith(Number) })
      .from(creditUses)
      .where(and(eq(creditUses.tenantId, actor.tenantId), eq(creditUses.orderId, order.id)));
    if (amountMinor + (used?.n ?? 0) > order.totalMinor)
      throw refuse(
        'amount',
        'credit_exceeds_order',
        `Only ${fromMinor(order.totalMinor - (used?.n ?? 0))} ${order.currency} of order ${order.number} is left to pay`,
      );
    const [row] = await tx
      .insert(creditUses)
      .values({
        tenantId: actor.tenantId,
        customerId: order.customerId,
        orderId: order.id,
        amountMinor,
        currency: order.currency,
        createdBy: actor.userId,
      })
      .returning({ id: creditUses.id });
    await recordReturnEvent(tx, actor.tenantId, { type: 'credit', id: row!.id }, 'credit.applied', {
      orderId: order.id,
      orderNumber: order.number,
      storeId: order.storeId,
      currency: order.currency,
      day: await dayOf(tx, actor.tenantId, order.storeId),
      customerId: order.customerId,
      amountMinor,
    });
    await recordAudit(tx, actor, {
      action: 'credit',
      recordType: 'Order',
      recordId: order.id,
      after: { credit: input.amount },
    });
    return {
      id: row!.id,
      orderId: order.id,
      amount: fromMinor(amountMinor),
      currency: order.currency,
      balance: fromMinor(balance - amountMinor),
    };
  });
}
