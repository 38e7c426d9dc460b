import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../kernel/db/client';
import { domainEvents } from '../../kernel/db/kernel-tables';
import { shareOf } from '../../kernel/money';
import type { OrderEventLine, OrderRevenueLine, OrderStatusEvent } from './order-events';
import type { linesOf, OrderRow } from './repository';
import type { ShipmentLineRow, ShipmentRow } from './shipments';

/**
 * Delivery of one shipment alone (issue 31.1, partly delivered orders). The journal posts an
 * `order.delivered` entry per delivered shipment with only that shipment's part: its units'
 * share of their lines (and of their lines' tax), the cash it carried, its courier's fee and
 * the cost its units left at. The delivery that completes the order posts the rest: the
 * order's total less the parts already posted, so shipping, services and the order
 * discount, which belong to no shipment, are recognised with the last delivery, and the
 * parts always add up to the order to the cent. docs/returns.md "Partly delivered orders".
 */

type Line = Awaited<ReturnType<typeof linesOf>>[number];
type Part = Pick<OrderStatusEvent, 'totalMinor' | 'codMinor' | 'revenueLines' | 'tax'>;

/** What one shipment's delivery carries: its units' share of their lines, tax included. */
export function shipmentPart(
  order: Pick<OrderRow, 'tax' | 'paymentMethod'>,
  lines: Line[],
  shipment: Pick<ShipmentRow, 'codMinor'>,
  carried: Pick<ShipmentLineRow, 'orderLineId' | 'quantity'>[],
): Part {
  const tax = order.tax ?? null;
  const byProduct = new Map<string, OrderRevenueLine>();
  const byRate = new Map<number, { taxMinor: number; baseMinor: number }>();
  let totalMinor = 0;
  let taxMinor = 0;
  for (const c of carried) {
    const line = lines.find((l) => l.id === c.orderLineId);
    if (!line) continue;
    const share = shareOf(line.totalMinor, c.quantity, line.quantity);
    const frozen = tax?.lines.find((t) => t.position === line.position);
    const lineTax = frozen ? shareOf(frozen.taxMinor, c.quantity, line.quantity) : 0;
    const r = byProduct.get(line.productId) ?? { productId: line.productId, totalMinor: 0 };
    r.totalMinor += share;
    if (tax) r.netMinor = (r.netMinor ?? 0) + share - (tax.pricesIncludeTax ? lineTax : 0);
    byProduct.set(line.productId, r);
    if (frozen) {
      const r = byRate.get(frozen.rateBp) ?? { taxMinor: 0, baseMinor: 0 };
      r.taxMinor += lineTax;
      r.baseMinor += share - (tax?.pricesIncludeTax ? lineTax : 0);
      byRate.set(frozen.rateBp, r);
    }
    taxMinor += lineTax;
    totalMinor += share + (tax && !tax.pricesIncludeTax ? lineTax : 0);
  }
  return {
    totalMinor,
    codMinor: order.paymentMethod === 'cod' ? shipment.codMinor : 0,
    revenueLines: [...byProduct.values()],
    ...(tax
      ? {
          tax: {
            totalMinor: taxMinor,
            byRate: [...byRate].map(([rateBp, t]) => ({ rateBp, ...t })),
          },
        }
      : {}),
  };
}

/** The payloads of the order's recorded events of one type, oldest first. */
export async function recordedEvents(
  tx: Tx,
  orderId: string,
  type: 'order.shipped' | 'order.delivered',
): Promise<OrderStatusEvent[]> {
  const rows = await tx
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.aggregateType, 'order'),
        eq(domainEvents.aggregateId, orderId),
        eq(domainEvents.type, type),
      ),
    )
    .orderBy(asc(domainEvents.sequence));
  return rows.map((r) => r.payload as unknown as OrderStatusEvent);
}

/** The `order.delivered` events already recorded for single shipments of the order. */
export async function deliveredParts(tx: Tx, orderId: string): Promise<OrderStatusEvent[]> {
  return (await recordedEvents(tx, orderId, 'order.delivered')).filter((p) =>
    Boolean(p.shipmentId),
  );
}

/**
 * The whole order's delivery less the shipments already delivered alone: their totals,
 * cash, revenue per product and tax per rate are taken off, and the cost lines keep only
 * the shipments not yet delivered.
 */
export function remainderOf(
  whole: OrderStatusEvent,
  parts: OrderStatusEvent[],
  shippedLines: (OrderEventLine & { shipmentId?: string })[],
): OrderStatusEvent {
  if (!parts.length) return whole;
  const done = new Set(parts.map((p) => p.shipmentId));
  const sum = (f: (p: OrderStatusEvent) => number) => parts.reduce((a, p) => a + f(p), 0);
  const revenue = new Map((whole.revenueLines ?? []).map((l) => [l.productId, { ...l }]));
  for (const p of parts)
    for (const l of p.revenueLines ?? []) {
      const r = revenue.get(l.productId) ?? { productId: l.productId, totalMinor: 0 };
      r.totalMinor -= l.totalMinor;
      if (r.netMinor !== undefined) r.netMinor -= l.netMinor ?? l.totalMinor;
      revenue.set(l.productId, r);
    }
  const out: OrderStatusEvent = {
    ...whole,
    totalMinor: whole.totalMinor - sum((p) => p.totalMinor),
    codMinor: whole.codMinor - sum((p) => p.codMinor),
    lines: shippedLines
      .filter((l) => !l.shipmentId || !done.has(l.shipmentId))
      .map(({ productId, quantity, unitCostMinor }) => ({ productId, quantity, unitCostMinor })),
    revenueLines: [...revenue.values()],
  };
  if (whole.tax) {
    const rate = new Map(whole.tax.byRate.map((r) => [r.rateBp, r.taxMinor]));
    for (const p of parts)
      for (const r of p.tax?.byRate ?? [])
        rate.set(r.rateBp, (rate.get(r.rateBp) ?? 0) - r.taxMinor);
    out.tax = {
      totalMinor: whole.tax.totalMinor - sum((p) => p.tax?.totalMinor ?? 0),
      byRate: [...rate].map(([rateBp, taxMinor]) => ({ rateBp, taxMinor })),
    };
  }
  return out;
}
