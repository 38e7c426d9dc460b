import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import type { OrderTax } from '../tax';
import { shippedUnitCosts } from './order-events';
import type { OrderScope } from './filters';
import { findOrder, lockOrders, type OrderRow } from './repository';
import { orderLines } from './tables';

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
  lines: ReturnableOrderLine[];
}

export interface ReturnableOrderLine {
  id: string;
  productId: string;
  position: number;
  sku: string;
  name: string;
  quantity: number;
  /** What left the store on this line (see shippedQuantity). */
  shippedQuantity: number;
  /** What the buyer paid for the whole line (after its discount). */
  totalMinor: number;
  /** The cost each unit left at (its shipment's recorded cost; 0 for history from before the journal). */
  unitCostMinor: number;
}

/**
 * What was shipped on a line. For now a shipped or delivered order ships all of each line;
 * partial shipments (another issue) change this one function.
 */
export function shippedQuantity(order: Pick<OrderRow, 'status'>, line: { quantity: number }) {
  return order.status === 'shipped' || order.status === 'delivered' ? line.quantity : 0;
}

/**
 * The order with its lines as a return needs them; null when not found in the caller's
 * scope (another tenant's, a store the caller may not use). `lock` takes the order's row
 * lock first, so two returns of one order are checked one after the other.
 */
export async function returnableOrder(db: Db | Tx, scope: OrderScope, orderId: string, opts: { lock?: boolean } = {}): Promise<ReturnableOrder | null> {
  const order = opts.lock ? (await lockOrders(db as Tx, scope, [orderId]))[0] : (await findOrder(db, scope, orderId))?.order;
  if (!order) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
  const leftAt = await shippedUnitCosts(db as Tx, order.id);
  return {
    id: order.id, number: order.number, storeId: order.storeId, status: order.status, paymentMethod: order.paymentMethod, currency: order.currency,
    agentId: order.agentId, customerId: order.customerId, customerName: order.customerName, customerPhone: order.customerPhone, city: order.city,
    address: order.address, totalMinor: order.totalMinor, tax: order.tax ?? null,
    lines: lines.map((l) => ({
      id: l.id, productId: l.productId, position: l.position, sku: l.sku, name: l.name, quantity: l.quantity,
      shippedQuantity: shippedQuantity(order, l), totalMinor: l.totalMinor, unitCostMinor: leftAt.get(l.productId) ?? 0,
    })),
  };
}
