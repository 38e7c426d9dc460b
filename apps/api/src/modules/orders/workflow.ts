import { canTransition, type OrderBulkResult, type OrderStatus } from '@sp/contracts/api';
import type { Tx } from '../../kernel/db/client';
import { AppError, notFound } from '../../kernel/errors';
import type { Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import { recordMovements, type MovementInput, type MovementRow } from '../inventory';
import { findOrdersByIds, insertEvents, linesOf, lockOrders, updateOrderRow, type OrderRow } from './repository';
import type { OrderActor } from './pricing';
import { holdStock, releaseStock, shipStock } from './reservation';
import { requireReturnerCall } from './customers';
import { assertCourier } from './courier';
import { recordOrderStatusEvent, shippedUnitCosts } from './order-events';

const STAMP: Partial<Record<OrderStatus, true>> = { shipped: true, delivered: true, returned: true, cancelled: true };

/** A return puts the shipped lines back in the store, at the cost they left at (not today's average: issue 29.7). */
async function returnMoves(tx: Tx, order: OrderRow): Promise<MovementInput[]> {
  const perProduct = new Map<string, number>();
  for (const l of await linesOf(tx, [order.id])) perProduct.set(l.productId, (perProduct.get(l.productId) ?? 0) + l.quantity);
  const leftAt = await shippedUnitCosts(tx, order.id);
  return [...perProduct].map(([productId, quantity]) => ({
    productId,
    storeId: order.storeId,
    kind: 'return',
    quantity,
    ...(leftAt.has(productId) ? { unitCostMinor: leftAt.get(productId) } : {}),
    reference: { type: 'order', id: order.id, label: order.number },
  }));
}

interface StockSide {
  row: Partial<OrderRow>;
  /** The stock movements the move recorded, with the cost each line left or re-entered at. */
  moved: MovementRow[];
}

/** The stock side of a move: confirm holds, ship consumes, cancel releases, return puts back. */
async function stockFor(tx: Tx, actor: OrderActor, order: OrderRow, to: OrderStatus): Promise<StockSide> {
  if (to === 'confirmed') return { row: { stockState: await holdStock(tx, actor, order) }, moved: [] };
  if (to === 'shipped') {
    assertCourier(order);
    return { row: { stockState: 'none' }, moved: await shipStock(tx, actor, order) };
  }
  if (to === 'cancelled') {
    await releaseStock(tx, actor, order);
    return { row: { stockState: 'none' }, moved: [] };
  }
  if (to === 'returned') {
    return { row: {}, moved: await recordMovements(tx, { tenantId: actor.tenantId, userId: actor.userId }, await returnMoves(tx, order)) };
  }
  return { row: {}, moved: [] };
}

/**
 * Moves one locked order along the workflow (orderTransitions in contracts): refuses any
 * other move with 409 naming from and to; holds, consumes or releases the order's stock
 * (reservation.ts; refused whole, naming each product short); appends history.
 */
export async function applyStatus(tx: Tx, actor: OrderActor, order: OrderRow, to: OrderStatus, note: string) {
  if (!canTransition(order.status, to)) {
    const message = `Order ${order.number} cannot go from ${order.status} to ${to}`;
    throw new AppError(409, 'transition_refused', message, [{ path: 'status', message: `${order.status} -> ${to}` }]);
  }
  if (to === 'confirmed') await requireReturnerCall(tx, actor, order);
  const stock = await stockFor(tx, actor, order, to);
  const now = new Date();
  await recordOrderStatusEvent(tx, actor, order, to, stock.moved, now);
  const updated = await updateOrderRow(tx, actor.tenantId, order.id, { ...stock.row, status: to, statusChangedAt: now });
  await insertEvents(tx, [{ tenantId: actor.tenantId, orderId: order.id, kind: 'status', fromStatus: order.status, toStatus: to, note, userId: actor.userId }]);
  await recordAudit(tx, actor, { action: STAMP[to] ? to : 'status', recordType: 'Order', recordId: order.id, before: { status: order.status }, after: { status: to } });
  return updated;
}

export async function changeStatus(deps: Deps, actor: OrderActor, id: string, to: OrderStatus, note: string) {
  return deps.db.transaction(async (tx) => {
    const [order] = await lockOrders(tx, actor, [id]);
    if (!order) throw notFound('Order');
    return applyStatus(tx, actor, order, to, note);
  });
}

/**
 * The same move for many orders, each in its own transaction: one order short of stock
 * (or already further along) does not hold the others back; the answer says which and why.
 */
export async function bulkStatus(deps: Deps, actor: OrderActor, ids: string[], to: OrderStatus, note: string): Promise<OrderBulkResult> {
  const result: OrderBulkResult = { updated: [], failed: [] };
  for (const id of [...new Set(ids)]) {
    try {
      await changeStatus(deps, actor, id, to, note);
      result.updated.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ id, number: null, code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) });
    }
  }
  if (result.failed.length) {
    const numbers = new Map((await findOrdersByIds(deps.db, actor, result.failed.map((f) => f.id))).map((r) => [r.order.id, r.order.number]));
    for (const f of result.failed) f.number = numbers.get(f.id) ?? null;
  }
  return result;
}
