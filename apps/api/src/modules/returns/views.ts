import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Refund, ReturnSummary, ReturnView } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { notFound } from '../../kernel/errors';
import { fromMinor } from '../../kernel/money';
import type { ReturnsActor } from './actor';
import { orderFor, refundedOn, returnedPerLine } from './returnable';
import { refunds, returnLines, returns } from './tables';

type ReturnRow = typeof returns.$inferSelect;
type LineRow = typeof returnLines.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const summaryOf = (r: ReturnRow, lines: LineRow[]): ReturnSummary => ({
  id: r.id,
  number: r.number,
  orderId: r.orderId,
  orderNumber: r.orderNumber,
  storeId: r.storeId,
  status: r.status,
  customerName: r.customerName,
  currency: r.currency,
  units: lines.reduce((s, l) => s + l.quantity, 0),
  value: fromMinor(lines.reduce((s, l) => s + l.valueMinor, 0)),
  createdAt: r.createdAt.toISOString(),
});

export const refundView = (r: typeof refunds.$inferSelect): Refund => ({
  id: r.id,
  orderId: r.orderId,
  returnId: r.returnId,
  kind: r.kind,
  method: r.method as Refund['method'],
  amount: fromMinor(r.amountMinor),
  currency: r.currency,
  number: r.number,
  invoiceNumber: r.invoiceNumber,
  createdAt: r.createdAt.toISOString(),
});

export async function listReturns(
  db: Db,
  actor: ReturnsActor,
  q: { status?: ReturnRow['status']; orderId?: string; page: number; pageSize: number },
) {
  if (!actor.storeIds.length) return { items: [], total: 0, page: q.page, pageSize: q.pageSize };
  const where: SQL[] = [
    eq(returns.tenantId, actor.tenantId),
    inArray(returns.storeId, actor.storeIds),
  ];
  if (q.status) where.push(eq(returns.status, q.status));
  if (q.orderId) where.push(eq(returns.orderId, q.orderId));
  const rows = await db
    .select()
    .from(returns)
    .where(and(...where))
    .orderBy(desc(returns.createdAt), desc(returns.number))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(returns)
    .where(and(...where));
  const lines = rows.length
    ? await db
        .select()
        .from(returnLines)
        .where(
          inArray(
            returnLines.returnId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return {
    items: rows.map((r) =>
      summaryOf(
        r,
        lines.filter((l) => l.returnId === r.id),
      ),
    ),
    total: Number(total?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function getReturn(
  db: Db,
  actor: ReturnsActor,
  id: string,
  seesCost: boolean,
): Promise<ReturnView> {
  const [r] = await db
    .select()
    .from(returns)
    .where(and(eq(returns.tenantId, actor.tenantId), eq(returns.id, id)));
  if (!r || !actor.storeIds.includes(r.storeId)) throw notFound('Return');
  const order = await orderFor(db, actor, r.orderId);
  const lines = (await db.select().from(returnLines).where(eq(returnLines.returnId, r.id))).sort(
    (a, b) => a.position - b.position,
  );
  const given = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.tenantId, actor.tenantId), eq(refunds.orderId, r.orderId)))
    .orderBy(refunds.createdAt);
  return {
    ...summaryOf(r, lines),
    paymentMethod: order.paymentMethod,
    returnFee: r.returnFeeMinor === null ? null : fromMinor(r.returnFeeMinor),
    note: r.note,
    receivedAt: iso(r.receivedAt),
    closedAt: iso(r.closedAt),
    lines: lines.map((l) => ({
      id: l.id,
      orderLineId: l.orderLineId,
      productId: l.productId,
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      reasonId: l.reasonId,
      value: fromMinor(l.valueMinor),
      unitCost: seesCost ? fromMinor(l.unitCostMinor) : null,
      outcome: l.outcome,
      receivedAt: iso(l.receivedAt),
    })),
    refunds: given.map(refundView),
    // What was delivered (all of a delivered order, the delivered shipments' part of a partly delivered one) less what was given back.
    refundable: fromMinor(
      Math.max(order.deliveredTotalMinor - given.reduce((s, g) => s + g.amountMinor, 0), 0),
    ),
  };
}

/** What each line of an order can still be returned, and what can still be given back. */
export async function returnableView(db: Db, actor: ReturnsActor, orderId: string) {
  const order = await orderFor(db, actor, orderId);
  const already = await returnedPerLine(
    db,
    actor.tenantId,
    order.lines.map((l) => l.id),
  );
  return {
    orderId: order.id,
    orderNumber: order.number,
    status: order.status,
    paymentMethod: order.paymentMethod,
    currency: order.currency,
    customerId: order.customerId,
    refundable: fromMinor(
      Math.max(order.deliveredTotalMinor - (await refundedOn(db, actor.tenantId, order.id)), 0),
    ),
    lines: order.lines.map((l) => {
      const returned = already.get(l.id) ?? 0;
      return {
        orderLineId: l.id,
        sku: l.sku,
        name: l.name,
        shipped: l.shippedQuantity,
        delivered: l.deliveredQuantity,
        returned,
        returnable: Math.max(l.deliveredQuantity - returned, 0),
      };
    }),
  };
}

export async function refundsOfOrder(db: Db, actor: ReturnsActor, orderId: string) {
  await orderFor(db, actor, orderId);
  return (
    await db
      .select()
      .from(refunds)
      .where(and(eq(refunds.tenantId, actor.tenantId), eq(refunds.orderId, orderId)))
      .orderBy(refunds.createdAt)
  ).map(refundView);
}
