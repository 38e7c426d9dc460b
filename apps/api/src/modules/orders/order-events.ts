import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@sp/contracts/api';
import type { Tx } from '../../kernel/db/client';
import { recordEvent } from '../../kernel/events';
import { localDay } from '../../kernel/local-day';
import { courierFeesOf } from '../fulfillment-agents';
import { storeTimeZone } from '../stores';
import type { MovementRow } from '../inventory';
import type { OrderTax } from '../tax';
import type { OrderActor } from './pricing';
import { linesOf, type OrderRow } from './repository';
import { deliveredParts, recordedEvents, remainderOf, shipmentPart } from './delivery-parts';
import type { ShipmentRow } from './shipments';
import { orderShipmentLines } from './tables';

/**
 * The facts an order's status change records for other modules (issue 29): the finance
 * journal posts from them and never reads the orders' tables. Each carries what was true
 * at that moment: the courier's fee at delivery or return, the cost each line left at
 * when shipped (and re-enters at on return). docs/finance.md "Events".
 */
export interface OrderEventLine {
  productId: string;
  quantity: number;
  unitCostMinor: number;
}

export interface OrderStatusEvent {
  number: string;
  storeId: string;
  currency: string;
  paymentMethod: 'cod' | 'prepaid';
  agentId: string | null;
  totalMinor: number;
  codMinor: number;
  /** The store's local day it happened (issue 31.5): the P&L's period. */
  day: string;
  /** delivered: the courier's delivery fee then; returned: its return fee then. */
  feeMinor?: number;
  /** shipped: the cost each line left at; delivered: the same, as it becomes cost of goods; returned: the same cost, as it re-enters. */
  lines?: OrderEventLine[];
  /** shipped: the shipment (issue 30.6); an order may ship in several, each its own event with its own lines and courier. */
  shipmentId?: string;
  /** delivered and returned: each product's part of the total (the rest, shipping, services and discount, is the order's own part). */
  revenueLines?: OrderRevenueLine[];
  /**
   * delivered: the tax frozen on the order (issue 31.3), per rate, so the journal posts
   * revenue net of tax and the tax to its own account. Absent for orders without tax.
   */
  /** Per rate; a shipment delivered alone also names its base (without tax), for the tax report. */
  tax?: { totalMinor: number; byRate: { rateBp: number; taxMinor: number; baseMinor?: number }[] };
}

export interface OrderRevenueLine {
  productId: string;
  totalMinor: number;
  /** The part of `totalMinor` without tax (present when the order has tax). */
  netMinor?: number;
}

/** What a status change records, in its transaction (workflow.ts applyStatus). */
export async function recordOrderStatusEvent(
  tx: Tx,
  actor: OrderActor,
  order: OrderRow,
  to: OrderStatus,
  moved: MovementRow[],
  at: Date,
  shipmentId?: string,
) {
  const payload: OrderStatusEvent = {
    number: order.number,
    storeId: order.storeId,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    agentId: order.agentId,
    totalMinor: order.totalMinor,
    codMinor: order.codMinor,
    day: await localDay(tx, at, await storeTimeZone(tx, actor.tenantId, order.storeId)),
  };
  if ((to === 'delivered' || to === 'returned') && order.agentId) {
    const fees = await courierFeesOf(tx, actor.tenantId, order.agentId);
    payload.feeMinor = (to === 'delivered' ? fees?.deliveryFeeMinor : fees?.returnFeeMinor) ?? 0;
  }
  if (shipmentId) payload.shipmentId = shipmentId;
  if (moved.length)
    payload.lines = moved.map((m) => ({
      productId: m.productId,
      quantity: Math.abs(m.quantity),
      unitCostMinor: m.unitCostMinor,
    }));
  // Delivered: what left at shipment becomes cost of goods at the cost it left at (finance's P&L matches it to the revenue).
  if (to === 'delivered')
    payload.lines = (await shippedLines(tx, order.id)).map(
      ({ productId, quantity, unitCostMinor }) => ({ productId, quantity, unitCostMinor }),
    );
  if (to === 'delivered' || to === 'returned')
    payload.revenueLines = revenueLinesOf(await linesOf(tx, [order.id]), order.tax);
  if (to === 'delivered' && order.tax)
    payload.tax = {
      totalMinor: order.tax.totalTaxMinor,
      byRate: order.tax.byRate.map((r) => ({ rateBp: r.rateBp, taxMinor: r.taxMinor })),
    };
  // Shipments delivered alone already posted their part: this delivery posts the rest.
  const posted =
    to === 'delivered'
      ? remainderOf(payload, await deliveredParts(tx, order.id), await shippedLines(tx, order.id))
      : payload;
  await recordEvent(tx, {
    tenantId: actor.tenantId,
    aggregateType: 'order',
    aggregateId: order.id,
    type: `order.${to}`,
    payload: posted as unknown as Record<string, unknown>,
  });
}

/**
 * One shipment delivered while the rest of the order is not (issue 31.1): an
 * `order.delivered` event with the shipment's part only (delivery-parts.ts), its courier
 * and that courier's delivery fee then, and the cost its units left at.
 */
export async function recordShipmentDeliveredEvent(
  tx: Tx,
  actor: OrderActor,
  order: OrderRow,
  shipment: ShipmentRow,
  at: Date,
) {
  const carried = await tx
    .select()
    .from(orderShipmentLines)
    .where(eq(orderShipmentLines.shipmentId, shipment.id));
  const part = shipmentPart(order, await linesOf(tx, [order.id]), shipment, carried);
  const fees = shipment.agentId ? await courierFeesOf(tx, actor.tenantId, shipment.agentId) : null;
  const payload: OrderStatusEvent = {
    number: order.number,
    storeId: order.storeId,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    agentId: shipment.agentId,
    ...part,
    day: await localDay(tx, at, await storeTimeZone(tx, actor.tenantId, order.storeId)),
    feeMinor: fees?.deliveryFeeMinor ?? 0,
    shipmentId: shipment.id,
    lines: (await shippedLines(tx, order.id))
      .filter((l) => l.shipmentId === shipment.id)
      .map(({ productId, quantity, unitCostMinor }) => ({ productId, quantity, unitCostMinor })),
  };
  await recordEvent(tx, {
    tenantId: actor.tenantId,
    aggregateType: 'order',
    aggregateId: order.id,
    type: 'order.delivered',
    payload: payload as unknown as Record<string, unknown>,
  });
}

/**
 * Each product's part of an order's total (its lines' totals summed per product) and, when
 * the order has tax, that part without tax: with prices entered with tax a line's total
 * holds its tax; without, the tax was added on top (the order's own part carries it).
 */
export function revenueLinesOf(
  lines: { productId: string; totalMinor: number; position?: number }[],
  tax?: OrderTax | null,
): OrderRevenueLine[] {
  const taxAt = new Map((tax?.lines ?? []).map((l) => [l.position, l.taxMinor]));
  const byProduct = new Map<string, OrderRevenueLine>();
  lines.forEach((l, i) => {
    const inside = tax?.pricesIncludeTax ? (taxAt.get(l.position ?? i) ?? 0) : 0;
    const r = byProduct.get(l.productId) ?? { productId: l.productId, totalMinor: 0 };
    r.totalMinor += l.totalMinor;
    if (tax) r.netMinor = (r.netMinor ?? 0) + l.totalMinor - inside;
    byProduct.set(l.productId, r);
  });
  return [...byProduct.values()];
}

/** Every line an order's shipments took, at the cost each left at (all its shipped events), with its shipment. */
async function shippedLines(
  tx: Tx,
  orderId: string,
): Promise<(OrderEventLine & { shipmentId?: string })[]> {
  const shipped = await recordedEvents(tx, orderId, 'order.shipped');
  return shipped.flatMap((p) =>
    (p.lines ?? []).map((l) => (p.shipmentId ? { ...l, shipmentId: p.shipmentId } : l)),
  );
}

/** The cost each product of an order left at (its last shipment event): what a return re-enters at (issue 29.7). */
export async function shippedUnitCosts(tx: Tx, orderId: string): Promise<Map<string, number>> {
  const lines = (await recordedEvents(tx, orderId, 'order.shipped')).at(-1)?.lines ?? [];
  return new Map(lines.map((l) => [l.productId, l.unitCostMinor]));
}
