import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { notFound } from '../../kernel/errors';
import { returnableOrder, type ReturnableOrder } from '../orders';
import type { ReturnsActor } from './actor';
import { refunds, returnLines, returns } from './tables';

/** Units already asked back per order line, by every return of the order (any status). */
export async function returnedPerLine(
  db: Db | Tx,
  tenantId: string,
  orderLineIds: string[],
): Promise<Map<string, number>> {
  if (!orderLineIds.length) return new Map();
  const rows = await db
    .select({
      orderLineId: returnLines.orderLineId,
      n: sql<number>`sum(${returnLines.quantity})`.mapWith(Number),
    })
    .from(returnLines)
    .where(and(eq(returnLines.tenantId, tenantId), inArray(returnLines.orderLineId, orderLineIds)))
    .groupBy(returnLines.orderLineId);
  return new Map(rows.map((r) => [r.orderLineId, r.n]));
}

/** What was already given back on the order (refunds, credit notes, courier deductions). */
export async function refundedOn(db: Db | Tx, tenantId: string, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.tenantId, tenantId), eq(refunds.orderId, orderId)));
  return row?.n ?? 0;
}

/** The order in the actor's scope, or 404 (another tenant's, a store the caller may not use). */
export async function orderFor(
  db: Db | Tx,
  actor: ReturnsActor,
  orderId: string,
  lock = false,
): Promise<ReturnableOrder> {
  const order = await returnableOrder(
    db,
    { tenantId: actor.tenantId, storeIds: actor.storeIds },
    orderId,
    { lock },
  );
  if (!order) throw notFound('Order');
  return order;
}

export async function returnsOfOrder(db: Db | Tx, tenantId: string, orderId: string) {
  return db
    .select({ id: returns.id })
    .from(returns)
    .where(and(eq(returns.tenantId, tenantId), eq(returns.orderId, orderId)));
}
