import { canTransition, type OrderBulkResult, type OrderStatus } from '@sp/contracts/api';
import type { Tx } from '../../kernel/db/client';
import { AppError, notFound } from '../../kernel/errors';
import type { Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import { recordMovements, type MovementInput, type MovementRow } from '../inventory';
import {
  findOrdersByIds,
  insertEvents,
  linesOf,
  lockOrders,
  updateOrderRow,
  type OrderRow,
} from './repository';
import type { OrderActor } from './pricing';
import { holdStock, releaseStock } from './reservation';
import { recordShipment, setShipmentsStatus, shipmentsOf, shippedLinesOf } from './shipments';
import { requireReturnerCall } from './customers';
import { assertCourier } from './courier';
import { recordOrderStatusEvent, shippedUnitCosts } from './order-events';

const STAMP: Partial<Record<OrderStatus, true>> = {
  shipped: true,
  delivered: true,
  returned: true,
  cancelled: true,
};

/**
 * A return puts the shipped units back in the store at the cost they left at (not today's
 * average: issue 29.7): per shipment line; an order shipped before shipments existed, from
 * its shipped event.
 */
async function returnMoves(tx: Tx, actor: OrderActor, order: OrderRow): Promise<MovementInput[]> {
  const reference = { type: 'order' as const, id: order.id, label: order.number };
  const perShipment = await shippedLinesOf(tx, actor.tenantId, order.id);
  if (perShipment.length) {
    return perShipment.map((l) => ({
      productId: l.productId,
      storeId: order.storeId,
      kind: 'return' as const,
      quantity: l.quantity,
      unitCostMinor: l.unitCostMinor,
      reference,
    }));
  }
  const perProduct = new Map<string, number>();
  for (const l of await linesOf(tx, [order.id]))
    perProduct.set(l.productId, (perProduct.get(l.productId) ?? 0) + l.quantity);
  const leftAt = await shippedUnitCosts(tx, order.id);
  return [...perProduct].map(([productId, quantity]) => ({
    productId,
    storeId: order.storeId,
    kind: 'return',
    quantity,
    ...(leftAt.has(productId) ? { unitCostMinor: leftAt.get(productId) } : {}),
    reference,
  }));
}

interface StockSide {
  row: Partial<OrderRow>;
  /** The stock movements the move recorded, with the cost each line left or re-entered at. */
  moved: MovementRow[];
  /** The shipment a ship made (one of everything still open). */
  shipmentId?: string;
}

/** The stock side of a move: confirm holds, ship consumes, cancel releases, return puts back. */
async function stockFor(
  tx: Tx,
  actor: OrderActor,
  order: OrderRow,
  to: OrderStatus,
): Promise<StockSide> {
  if (to === 'confirmed')
    return { row: { stockState: await holdStock(tx, actor, order) }, moved: [] };
  if (to === 'shipped') {
    assertCourier(order);
    const made = await recordShipment(tx, actor, order, { lines: null });
    return {
      row: { stockState: 'none', fulfilment: 'complete' },
      moved: made.moved,
      shipmentId: made.shipment.id,
    };
  }
  if (to === 'delivered') {
    await setShipmentsStatus(tx, actor.tenantId, order.id, 'delivered');
    return { row: {}, moved: [] };
  }
  if (to === 'cancelled') {
    if (order.fulfilment === 'partial') {
      const message = `Order ${order.number} cannot be cancelled: part of it has shipped`;
      throw new AppError(409, 'transition_refused', message, [
        { path: 'status', message: `${order.status} -> cancelled` },
      ]);
    }
    await releaseStock(tx, actor, order);
    return { row: { stockState: 'none' }, moved: [] };
  }
  if (to === 'returned') {
    const shipped = await shipmentsOf(tx, actor.tenantId, [order.id]);
    if (shipped.shipments.some((s) => s.shipment.status === 'delivered')) {
      const message = `Order ${order.number} cannot be returned whole: part of it was delivered (ask a return of what came back)`;
      throw new AppError(409, 'transition_refused', message, [
        { path: 'status', message: `${order.status} -> returned` },
      ]);
    }
    const moves = await returnMoves(tx, actor, order);
    await setShipmentsStatus(tx, actor.tenantId, order.id, 'returned');
    return {
      row: {},
      moved: await recordMovements(tx, { tenantId: actor.tenantId, userId: actor.userId }, moves),
    };
  }
  return { row: {}, moved: [] };
}

/**
 * Moves one locked order along the workflow (orderTransitions in contracts): refuses any
 * other move with 409 naming from and to; holds, consumes or releases the order's stock
 * (reservation.ts; refused whole, naming each product short); appends history.
 */
export async function applyStatus(
  tx: Tx,
  actor: OrderActor,
  order: OrderRow,
  to: OrderStatus,
  note: string,
) {
  if (!canTransition(order.status, to)) {
    const message = `Order ${order.number} cannot go from ${order.status} to ${to}`;
    throw new AppError(409, 'transition_refused', message, [
      { path: 'status', message: `${order.status} -> ${to}` },
    ]);
  }
  if (to === 'confirmed') await requireReturnerCall(tx, actor, order);
  const stock = await stockFor(tx, actor, order, to);
  const now = new Date();
  await recordOrderStatusEvent(tx, actor, order, to, stock.moved, now, stock.shipmentId);
  const updated = await updateOrderRow(tx, actor.tenantId, order.id, {
    ...stock.row,
    status: to,
    statusChangedAt: now,
  });
  await insertEvents(tx, [
    {
      tenantId: actor.tenantId,
      orderId: order.id,
      kind: 'status',
      fromStatus: order.status,
      toStatus: to,
      note,
      userId: actor.userId,
    },
  ]);
  await recordAudit(tx, actor, {
    action: STAMP[to] ? to : 'status',
    recordType: 'Order',
    recordId: order.id,
    before: { status: order.status },
    after: { status: to },
  });
  return updated;
}

export async function changeStatus(
  deps: Deps,
  actor: OrderActor,
  id: string,
  to: OrderStatus,
  note: string,
) {
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
export async function bulkStatus(
  deps: Deps,
  actor: OrderActor,
  ids: string[],
  to: OrderStatus,
  note: string,
): Promise<OrderBulkResult> {
  const result: OrderBulkResult = { updated: [], failed: [] };
  for (const id of [...new Set(ids)]) {
    try {
      await changeStatus(deps, actor, id, to, note);
      result.updated.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({
        id,
        number: null,
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      });
    }
  }
  if (result.failed.length) {
    const numbers = new Map(
      (
        await findOrdersByIds(
          deps.db,
          actor,
          result.failed.map((f) => f.id),
        )
      ).map((r) => [r.order.id, r.order.number]),
    );
    for (const f of result.failed) f.number = numbers.get(f.id) ?? null;
  }
  return result;
}
