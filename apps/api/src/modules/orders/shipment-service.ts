import type { CreateShipmentInput } from '@sp/contracts/api';
import { AppError, notFound } from '../../kernel/errors';
import type { Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import { findOrder, insertEvents, lockOrders, storeOf, updateOrderRow } from './repository';
import type { OrderActor } from './pricing';
import { recordOrderStatusEvent } from './order-events';
import {
  findShipment,
  markShipmentLabelPrinted,
  recordShipment,
  shippedLinesOf,
} from './shipments';
import { assertLabelable } from './label-version';
import { labelsPdf, type LabelFormat } from './label-pdf';

/** Orders a shipment may leave from: confirmed or packed (a partly shipped one stays there until the rest leaves). */
const SHIPPABLE = ['confirmed', 'packed'];

/**
 * Ships some lines of an order (issue 30.6). The order stays confirmed or packed, "partly
 * shipped", until a shipment carries the last open unit: then it is shipped. Each shipment
 * records its own `order.shipped` event with the cost its lines left at (finance posts the
 * cost of goods per shipment). Two shipments of one order wait on the order's lock, so
 * together they never carry more than is open.
 */
export async function shipPart(
  deps: Deps,
  actor: OrderActor,
  id: string,
  body: CreateShipmentInput,
) {
  await deps.db.transaction(async (tx) => {
    const [order] = await lockOrders(tx, actor, [id]);
    if (!order) throw notFound('Order');
    if (!SHIPPABLE.includes(order.status)) {
      const message = `Order ${order.number} is ${order.status}: only a confirmed or packed order ships`;
      throw new AppError(409, 'shipment_refused', message, [
        { path: 'status', message: order.status },
      ]);
    }
    const made = await recordShipment(tx, actor, order, body);
    const now = new Date();
    const s = made.shipment;
    await recordOrderStatusEvent(
      tx,
      actor,
      { ...order, agentId: s.agentId },
      'shipped',
      made.moved,
      now,
      s.id,
    );
    const units = made.moved.reduce((a, m) => a + Math.abs(m.quantity), 0);
    const shipmentEvent = {
      tenantId: actor.tenantId,
      orderId: id,
      kind: 'shipment' as const,
      note: body.note,
      userId: actor.userId,
      changes: {
        shipment: { before: null, after: s.position },
        units: { before: null, after: units },
      },
    };
    if (made.complete) {
      await updateOrderRow(tx, actor.tenantId, id, {
        status: 'shipped',
        statusChangedAt: now,
        fulfilment: 'complete',
        stockState: 'none',
      });
      await insertEvents(tx, [
        shipmentEvent,
        {
          tenantId: actor.tenantId,
          orderId: id,
          kind: 'status',
          fromStatus: order.status,
          toStatus: 'shipped',
          note: body.note,
          userId: actor.userId,
        },
      ]);
      await recordAudit(tx, actor, {
        action: 'shipped',
        recordType: 'Order',
        recordId: id,
        before: { status: order.status },
        after: { status: 'shipped', shipment: s.position },
      });
    } else {
      await updateOrderRow(tx, actor.tenantId, id, { fulfilment: 'partial' });
      await insertEvents(tx, [shipmentEvent]);
      await recordAudit(tx, actor, {
        action: 'update',
        recordType: 'Order',
        recordId: id,
        before: { fulfilment: order.fulfilment },
        after: { fulfilment: 'partial', shipment: s.position, units },
      });
    }
  });
}

/**
 * One shipment's label, drawn by the order labels' kit: the shipment's courier, tracking
 * number, cash to collect and units, numbered "ATL-000123/2". Refused like an order's
 * label once its order or the shipment is delivered or returned.
 */
export async function printShipmentLabel(
  deps: Deps,
  actor: OrderActor,
  orderId: string,
  shipmentId: string,
  format: LabelFormat,
) {
  const row = await findOrder(deps.db, actor, orderId);
  if (!row) throw notFound('Order');
  const found = await findShipment(deps.db, actor.tenantId, orderId, shipmentId);
  if (!found) throw notFound('Shipment');
  const s = found.shipment;
  const status = s.status === 'shipped' ? row.order.status : s.status;
  assertLabelable({ ...row.order, status, agentId: s.agentId });
  const quantity = (await shippedLinesOf(deps.db, actor.tenantId, orderId))
    .filter((l) => l.shipmentId === s.id)
    .reduce((a, l) => a + l.quantity, 0);
  const store = (await storeOf(deps.db, actor.tenantId, row.order.storeId))!;
  const order = {
    ...row.order,
    number: `${row.order.number}/${s.position}`,
    agentId: s.agentId,
    trackingNumber: s.trackingNumber,
    codMinor: s.codMinor,
    itemsCount: quantity,
  };
  const pdf = await labelsPdf([{ row: { order, agentName: found.agentName }, store }], format);
  await deps.db.transaction(async (tx) => {
    await markShipmentLabelPrinted(tx, actor.tenantId, s.id);
    const note = `${s.labelPrintCount ? 'reprint ' : ''}shipment ${s.position} (${format})`;
    await insertEvents(tx, [
      { tenantId: actor.tenantId, orderId, kind: 'label', note, userId: actor.userId },
    ]);
  });
  return pdf;
}
