import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import type { OrderTax } from '../tax';
import { deliveredParts } from './delivery-parts';
import { shippedUnitCosts } from './order-events';
import type { OrderScope } from './filters';
import { findOrder, lockOrders, type OrderRow } from './repository';
import { shippedByLine } from './shipments';
import { orderLines, orderShipmentLines } from './tables';

/** An order as the returns module sees it (issue 31.1): what was shipped on each line and the cost it left at. */
export interface ReturnableOrder {
  id: string;
  number: string;
  storeId: string;
  status: OrderRow['status'];
  paymentMethod: 'cod' | 'prepaid';
  currency: string;
  agentId: string | null;
  customerId: string | null;
  customerName: string;
  customerPhone: string;
  city: string;
  address: string;
  totalMinor: number;
  tax: OrderTax | null;
  /**
   * What of the order was delivered, tax included (issue 31.1): the whole total once the
   * order is delivered, else the parts its shipments delivered alone recorded (their
   * `order.delivered` events, in this transaction), 0 when nothing was delivered.
   */
  deliveredTotalMinor: number;
  lines: ReturnableOrderLine[];
}

export interface ReturnableOrderLine {
  id: string;
  productId: string;
  position: number;
  sku: string;
  name: string;
  quantity: number;
  /** What left the store on this line, over all its shipments. */
  shippedQuantity: number;
  /** What of it was delivered (its shipments delivered, or the whole order): what may come back. */
  deliveredQuantity: number;
  /** What the buyer paid for the whole line (after its discount). */
  totalMinor: number;
  /** The cost each unit left at (its shipment's recorded cost; 0 for history from before the journal). */
  unitCostMinor: number;
}

/**
 * The order with its lines as a return needs them; null when not found in the caller's
 * scope (another tenant's, a store the caller may not use). `lock` takes the order's row
 * lock first, so two returns of one order are checked one after the other.
 */
export async function returnableOrder(
  db: Db | Tx,
  scope: OrderScope,
  orderId: string,
  opts: { lock?: boolean } = {},
): Promise<ReturnableOrder | null> {
  const order = opts.lock
    ? (await lockOrders(db as Tx, scope, [orderId]))[0]
    : (await findOrder(db, scope, orderId))?.order;
  if (!order) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const progress = await shippedByLine(db, order.tenantId, [order]);
  const leftAt = await unitCostsLeftAt(db, order.id);
  const deliveredTotalMinor =
    order.status === 'delivered'
      ? order.totalMinor
      : (await deliveredParts(db as Tx, order.id)).reduce((s, p) => s + p.totalMinor, 0);
  return {
    id: order.id,
    number: order.number,
    storeId: order.storeId,
    status: order.status,
    paymentMethod: order.paymentMethod,
    currency: order.currency,
    agentId: order.agentId,
    customerId: order.customerId,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    city: order.city,
    address: order.address,
    totalMinor: order.totalMinor,
    tax: order.tax ?? null,
    deliveredTotalMinor,
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      position: l.position,
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      shippedQuantity: progress.get(l.id)?.shipped ?? 0,
      deliveredQuantity: progress.get(l.id)?.delivered ?? 0,
      totalMinor: l.totalMinor,
      unitCostMinor: leftAt.get(l.id) ?? 0,
    })),
  };
}

/**
 * The cost each unit of a line left at: the average over its shipments, weighted by units
 * (each shipment recorded its own). An order shipped before shipments were recorded has
 * its one `order.shipped` event's costs instead.
 */
async function unitCostsLeftAt(db: Db | Tx, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      lineId: orderShipmentLines.orderLineId,
      unitCostMinor:
        sql<number>`round(sum(${orderShipmentLines.unitCostMinor} * ${orderShipmentLines.quantity})::numeric / nullif(sum(${orderShipmentLines.quantity}), 0))::bigint`.mapWith(
          Number,
        ),
    })
    .from(orderShipmentLines)
    .where(eq(orderShipmentLines.orderId, orderId))
    .groupBy(orderShipmentLines.orderLineId);
  if (rows.length) return new Map(rows.map((r) => [r.lineId, r.unitCostMinor]));
  const byProduct = await shippedUnitCosts(db as Tx, orderId);
  const lines = await db
    .select({ id: orderLines.id, productId: orderLines.productId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return new Map(lines.map((l) => [l.id, byProduct.get(l.productId) ?? 0]));
}
