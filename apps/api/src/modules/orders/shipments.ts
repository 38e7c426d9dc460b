import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  CreateShipmentInput,
  FulfilmentState,
  OrderLineProgress,
  OrderShipment,
} from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { AppError } from '../../kernel/errors';
import { fromMinor, toMinor } from '../../kernel/money';
import { fulfillmentAgents } from '../fulfillment-agents';
import type { MovementRow } from '../inventory';
import { iso } from '../users';
import { assertCourier } from './courier';
import type { OrderActor } from './pricing';
import { activeAgent, linesOf, type OrderRow } from './repository';
import { shipStock } from './reservation';
import { orderShipmentLines, orderShipments } from './tables';

/**
 * Partial shipment (issue 30.6): an order leaves in shipments, each carrying some quantity
 * of some lines with its own courier, tracking number, COD and label. The stock each one
 * takes is consumed from the order's reservation (reservation.ts shipStock), and each line
 * records the cost its units left at (what a return re-enters at). An order shipped before
 * shipments existed reads as one shipment of everything (`LEGACY_SHIPPED`).
 */

type Q = Db | Tx;
type Line = Awaited<ReturnType<typeof linesOf>>[number];
export type ShipmentRow = typeof orderShipments.$inferSelect;
export type ShipmentLineRow = typeof orderShipmentLines.$inferSelect;

/** Statuses in which every unit has left, whether or not a shipment row says so. */
const LEGACY_SHIPPED: OrderRow['status'][] = ['shipped', 'delivered', 'returned'];

export const fulfilmentOf = (o: Pick<OrderRow, 'status' | 'fulfilment'>): FulfilmentState =>
  LEGACY_SHIPPED.includes(o.status) ? 'complete' : o.fulfilment;

export async function shipmentsOf(db: Q, tenantId: string, orderIds: string[]) {
  if (!orderIds.length) return { shipments: [], lines: [] };
  // One after the other: inside a transaction both would queue on one connection anyway.
  const shipments = await db
    .select({ shipment: orderShipments, agentName: fulfillmentAgents.name })
    .from(orderShipments)
    .leftJoin(fulfillmentAgents, eq(fulfillmentAgents.id, orderShipments.agentId))
    .where(and(eq(orderShipments.tenantId, tenantId), inArray(orderShipments.orderId, orderIds)))
    .orderBy(asc(orderShipments.orderId), asc(orderShipments.position));
  const lines = await db
    .select()
    .from(orderShipmentLines)
    .where(
      and(eq(orderShipmentLines.tenantId, tenantId), inArray(orderShipmentLines.orderId, orderIds)),
    );
  return { shipments, lines };
}
type Shipments = Awaited<ReturnType<typeof shipmentsOf>>;

/** Per order line: ordered, shipped, delivered and open units. */
export function progressOf(
  order: Pick<OrderRow, 'status'>,
  lines: Line[],
  shipped: Shipments,
): OrderLineProgress[] {
  const legacy = !shipped.shipments.length && LEGACY_SHIPPED.includes(order.status);
  const status = new Map(shipped.shipments.map((s) => [s.shipment.id, s.shipment.status]));
  return lines.map((l) => {
    const mine = shipped.lines.filter((s) => s.orderLineId === l.id);
    const out = legacy ? l.quantity : mine.reduce((a, s) => a + s.quantity, 0);
    const delivered = legacy
      ? order.status === 'delivered'
        ? l.quantity
        : 0
      : mine
          .filter((s) => status.get(s.shipmentId) === 'delivered')
          .reduce((a, s) => a + s.quantity, 0);
    return {
      lineId: l.id,
      ordered: l.quantity,
      shipped: out,
      delivered,
      open: Math.max(0, l.quantity - out),
    };
  });
}

export function toShipments(lines: Line[], shipped: Shipments): OrderShipment[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  return shipped.shipments.map(({ shipment: s, agentName }) => ({
    id: s.id,
    position: s.position,
    status: s.status,
    agentId: s.agentId,
    agentName: agentName ?? null,
    trackingNumber: s.trackingNumber,
    codAmount: fromMinor(s.codMinor),
    labelPrintedAt: s.labelPrintedAt ? iso(s.labelPrintedAt) : null,
    labelPrintCount: s.labelPrintCount,
    createdAt: iso(s.createdAt),
    lines: shipped.lines
      .filter((l) => l.shipmentId === s.id)
      .map((l) => ({
        lineId: l.orderLineId,
        productId: l.productId,
        sku: byId.get(l.orderLineId)?.sku ?? '',
        name: byId.get(l.orderLineId)?.name ?? '',
        quantity: l.quantity,
      })),
  }));
}

/**
 * Shipped and delivered units per order line, for other modules (returns: what may come
 * back is shipped less returned). Orders of another tenant are simply absent.
 */
export async function shippedByLine(
  db: Q,
  tenantId: string,
  orders: Pick<OrderRow, 'id' | 'status'>[],
) {
  const ids = orders.map((o) => o.id);
  const lines = await linesOf(db, ids);
  const shipped = await shipmentsOf(db, tenantId, ids);
  const out = new Map<string, OrderLineProgress & { orderId: string; productId: string }>();
  for (const o of orders) {
    const own = lines.filter((l) => l.orderId === o.id);
    const mine = {
      shipments: shipped.shipments.filter((s) => s.shipment.orderId === o.id),
      lines: shipped.lines.filter((l) => l.orderId === o.id),
    };
    for (const p of progressOf(o, own, mine))
      out.set(p.lineId, {
        ...p,
        orderId: o.id,
        productId: own.find((l) => l.id === p.lineId)!.productId,
      });
  }
  return out;
}

/** What a new shipment asks for, checked against what is open: 422 naming each line over. */
function checkAsked(
  order: OrderRow,
  lines: Line[],
  progress: OrderLineProgress[],
  asked: CreateShipmentInput['lines'],
) {
  const want = new Map<string, number>();
  for (const a of asked) want.set(a.lineId, (want.get(a.lineId) ?? 0) + a.quantity);
  const details: { path: string; message: string }[] = [];
  for (const [lineId, quantity] of want) {
    const line = lines.find((l) => l.id === lineId);
    if (!line) {
      details.push({ path: `lines.${lineId}`, message: `No such line on order ${order.number}` });
      continue;
    }
    const open = progress.find((p) => p.lineId === lineId)!.open;
    if (quantity > open)
      details.push({
        path: `lines.${lineId}`,
        message: `${line.sku} ${line.name}: ${open} open, ${quantity} asked`,
      });
  }
  if (details.length) {
    throw new AppError(
      422,
      'shipment_exceeds_open',
      `Order ${order.number}: a shipment cannot carry more than is open (${details.map((d) => d.message).join('; ')})`,
      details,
    );
  }
  return [...want].map(([lineId, quantity]) => ({
    line: lines.find((l) => l.id === lineId)!,
    quantity,
  }));
}

export interface ShipmentMade {
  shipment: ShipmentRow;
  moved: MovementRow[];
  /** Nothing of the order is open after it. */
  complete: boolean;
}

/**
 * Records one shipment of a locked order: checks what is open, the courier (COD) and the
 * cash; consumes the stock (reservation first); stores its lines at the cost they left at.
 * `asked` null ships everything still open (a whole-order ship).
 */
export async function recordShipment(
  tx: Tx,
  actor: OrderActor,
  order: OrderRow,
  input: {
    lines: CreateShipmentInput['lines'] | null;
    agentId?: string | null | undefined;
    trackingNumber?: string | undefined;
    codAmount?: string | undefined;
  },
): Promise<ShipmentMade> {
  const lines = await linesOf(tx, [order.id]);
  const shipped = await shipmentsOf(tx, actor.tenantId, [order.id]);
  const progress = progressOf(order, lines, shipped);
  const asked =
    input.lines ??
    progress.filter((p) => p.open > 0).map((p) => ({ lineId: p.lineId, quantity: p.open }));
  if (!asked.length)
    throw new AppError(409, 'nothing_open', `Order ${order.number} has nothing left to ship`);
  const items = checkAsked(order, lines, progress, asked);
  const agentId = input.agentId === undefined ? order.agentId : input.agentId;
  if (agentId && agentId !== order.agentId && !(await activeAgent(tx, actor.tenantId, agentId))) {
    throw new AppError(422, 'agent_unknown', 'No such active fulfillment agent', [
      { path: 'agentId', message: 'No such active agent' },
    ]);
  }
  assertCourier({ ...order, agentId });
  // The cash: by default what of the order's COD no earlier shipment collects.
  const codLeft =
    order.paymentMethod === 'cod'
      ? order.codMinor - shipped.shipments.reduce((a, s) => a + s.shipment.codMinor, 0)
      : 0;
  const codMinor = input.codAmount === undefined ? codLeft : toMinor(input.codAmount);
  if (codMinor > codLeft) {
    const message = `Order ${order.number}: ${fromMinor(codLeft)} ${order.currency} of cash on delivery is left to collect, ${fromMinor(codMinor)} asked`;
    throw new AppError(422, 'cod_exceeds_open', message, [{ path: 'codAmount', message }]);
  }
  // The journal books an order's COD to its own courier at delivery: cash carried by another
  // courier would sit on the wrong statement. Another courier's shipment carries no cash.
  if (codMinor > 0 && agentId !== order.agentId) {
    const message = `Order ${order.number}: its cash on delivery is collected by the order's own courier; a shipment with another courier carries none (cash 0)`;
    throw new AppError(422, 'cod_other_courier', message, [{ path: 'codAmount', message }]);
  }
  const moved = await shipStock(
    tx,
    actor,
    order,
    items.map((i) => ({ productId: i.line.productId, quantity: i.quantity })),
  );
  const costOf = new Map(moved.map((m) => [m.productId, m.unitCostMinor]));
  const [shipment] = await tx
    .insert(orderShipments)
    .values({
      tenantId: actor.tenantId,
      orderId: order.id,
      position: shipped.shipments.length + 1,
      agentId,
      trackingNumber:
        input.trackingNumber ?? (agentId === order.agentId ? order.trackingNumber : ''),
      codMinor,
      createdBy: actor.userId,
    })
    .returning();
  await tx.insert(orderShipmentLines).values(
    items.map((i) => ({
      shipmentId: shipment!.id,
      tenantId: actor.tenantId,
      orderId: order.id,
      orderLineId: i.line.id,
      productId: i.line.productId,
      quantity: i.quantity,
      unitCostMinor: costOf.get(i.line.productId) ?? 0,
    })),
  );
  const left = progress.reduce((a, p) => a + p.open, 0) - items.reduce((a, i) => a + i.quantity, 0);
  return { shipment: shipment!, moved, complete: left === 0 };
}

/** Delivered or returned: every shipment of the order still on its way follows (one delivered alone keeps its day). */
export async function setShipmentsStatus(
  tx: Tx,
  tenantId: string,
  orderId: string,
  status: 'delivered' | 'returned',
) {
  await tx
    .update(orderShipments)
    .set({ status, statusChangedAt: new Date() })
    .where(
      and(
        eq(orderShipments.tenantId, tenantId),
        eq(orderShipments.orderId, orderId),
        eq(orderShipments.status, 'shipped'),
      ),
    );
}

/** One shipment delivered alone (issue 31.1): the rest of the order is still on its way or open. */
export async function setShipmentDelivered(tx: Tx, tenantId: string, shipmentId: string) {
  await tx
    .update(orderShipments)
    .set({ status: 'delivered', statusChangedAt: new Date() })
    .where(and(eq(orderShipments.tenantId, tenantId), eq(orderShipments.id, shipmentId)));
}

/** The units each shipment line took, with the cost they left at: what a return puts back. */
export const shippedLinesOf = (db: Q, tenantId: string, orderId: string) =>
  db
    .select()
    .from(orderShipmentLines)
    .where(and(eq(orderShipmentLines.tenantId, tenantId), eq(orderShipmentLines.orderId, orderId)));

export async function findShipment(db: Q, tenantId: string, orderId: string, shipmentId: string) {
  const [row] = await db
    .select({ shipment: orderShipments, agentName: fulfillmentAgents.name })
    .from(orderShipments)
    .leftJoin(fulfillmentAgents, eq(fulfillmentAgents.id, orderShipments.agentId))
    .where(
      and(
        eq(orderShipments.tenantId, tenantId),
        eq(orderShipments.orderId, orderId),
        eq(orderShipments.id, shipmentId),
      ),
    );
  return row ?? null;
}

export async function markShipmentLabelPrinted(tx: Tx, tenantId: string, shipmentId: string) {
  await tx
    .update(orderShipments)
    .set({
      labelPrintedAt: new Date(),
      labelPrintCount: sql`${orderShipments.labelPrintCount} + 1`,
    })
    .where(and(eq(orderShipments.tenantId, tenantId), eq(orderShipments.id, shipmentId)));
}
