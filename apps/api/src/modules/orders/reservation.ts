import { AppError } from '../../kernel/errors';
import type { Tx } from '../../kernel/db/client';
import {
  recordMovements,
  releaseForOrder,
  reserveForOrder,
  shortageText,
  takeForShipment,
  type Need,
  type Shortage,
} from '../inventory';
import { linesOf, type OrderRow } from './repository';
import { orderSettingsOf } from './settings';
import type { OrderActor } from './pricing';

/**
 * The order side of reservation (inventory/reservations.ts holds the units): confirming
 * holds the lines in the order's store, an edit of a confirmed order holds the new lines,
 * shipping consumes what it holds, cancelling releases it.
 */

const needsOf = async (tx: Tx, orderId: string): Promise<Need[]> =>
  (await linesOf(tx, [orderId])).map((l) => ({ productId: l.productId, quantity: l.quantity }));

export function stockUnavailable(order: Pick<OrderRow, 'number'>, shortages: Shortage[]) {
  const texts = shortages.map(shortageText);
  return new AppError(
    409,
    'stock_unavailable',
    `Order ${order.number} does not fit the stock: ${texts.join('; ')}`,
    shortages.map((s, i) => ({ path: `lines.${s.productId}`, message: texts[i]! })),
  );
}

/**
 * Holds the order's lines. What does not fit is refused (409 stock_unavailable naming each
 * product short), unless the tenant keeps such orders as backorders (holding nothing).
 */
export async function holdStock(
  tx: Tx,
  actor: OrderActor,
  order: OrderRow,
  needs?: Need[],
): Promise<'reserved' | 'backorder'> {
  const shortages = await reserveForOrder(
    tx,
    actor.tenantId,
    order.id,
    order.storeId,
    needs ?? (await needsOf(tx, order.id)),
  );
  if (!shortages.length) return 'reserved';
  if ((await orderSettingsOf(tx, actor.tenantId)).allowBackorder) return 'backorder';
  throw stockUnavailable(order, shortages);
}

export async function releaseStock(tx: Tx, actor: OrderActor, order: OrderRow) {
  if (order.stockState === 'reserved') await releaseForOrder(tx, actor.tenantId, order.id);
}

/**
 * Ships `items` (all the order's lines by default): what the order holds is consumed,
 * the rest must be available beyond other orders' reservations; then the shipment
 * movements leave the store.
 */
export async function shipStock(tx: Tx, actor: OrderActor, order: OrderRow, items?: Need[]) {
  const needs = items ?? (await needsOf(tx, order.id));
  const shortages = await takeForShipment(tx, actor.tenantId, order.id, order.storeId, needs);
  if (shortages.length) throw stockUnavailable(order, shortages);
  const perProduct = new Map<string, number>();
  for (const n of needs)
    perProduct.set(n.productId, (perProduct.get(n.productId) ?? 0) + n.quantity);
  // The movements carry the cost each line left at: the order's shipped event records it.
  return recordMovements(
    tx,
    { tenantId: actor.tenantId, userId: actor.userId },
    [...perProduct].map(([productId, quantity]) => ({
      productId,
      storeId: order.storeId,
      kind: 'shipment' as const,
      quantity: -quantity,
      reference: { type: 'order' as const, id: order.id, label: order.number },
    })),
  );
}
