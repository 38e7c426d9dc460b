import { AppError, notFound } from '../../kernel/errors';
import type { Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import { insertEvents, lockOrders } from './repository';
import type { OrderActor } from './pricing';
import { recordShipmentDeliveredEvent } from './order-events';
import { findShipment, setShipmentDelivered, shipmentsOf, shippedLinesOf } from './shipments';
import { applyStatus } from './workflow';

/** Orders one of whose shipments may be delivered: partly shipped (confirmed, packed) or shipped. */
const IN_TRANSIT = ['confirmed', 'packed', 'shipped'];

/**
 * Marks one shipment delivered (issue 31.1). While the rest of the order is still open or
 * on its way, the order keeps its status and the journal posts only this shipment's part
 * (order-events.ts recordShipmentDeliveredEvent). The shipment that completes a shipped
 * order delivers the order itself, through the workflow: that posts the rest. Under the
 * order's row lock, so two deliveries of one order are one after the other.
 */
export async function deliverShipment(
  deps: Deps,
  actor: OrderActor,
  orderId: string,
  shipmentId: string,
  note: string,
) {
  await deps.db.transaction(async (tx) => {
    const [order] = await lockOrders(tx, actor, [orderId]);
    if (!order) throw notFound('Order');
    const found = await findShipment(tx, actor.tenantId, orderId, shipmentId);
    if (!found) throw notFound('Shipment');
    const s = found.shipment;
    if (s.status !== 'shipped' || !IN_TRANSIT.includes(order.status)) {
      const message = `Shipment ${order.number}/${s.position} is ${s.status === 'shipped' ? order.status : s.status}: only a shipment on its way can be delivered`;
      throw new AppError(409, 'shipment_not_in_transit', message, [
        { path: 'shipmentId', message: s.status },
      ]);
    }
    const all = await shipmentsOf(tx, actor.tenantId, [orderId]);
    const othersOut = all.shipments.some(
      (o) => o.shipment.id !== s.id && o.shipment.status === 'shipped',
    );
    if (order.status === 'shipped' && !othersOut) {
      await applyStatus(tx, actor, order, 'delivered', note);
      return;
    }
    const now = new Date();
    await setShipmentDelivered(tx, actor.tenantId, s.id);
    await recordShipmentDeliveredEvent(tx, actor, order, s, now);
    const units = (await shippedLinesOf(tx, actor.tenantId, orderId))
      .filter((l) => l.shipmentId === s.id)
      .reduce((a, l) => a + l.quantity, 0);
    await insertEvents(tx, [
      {
        tenantId: actor.tenantId,
        orderId,
        kind: 'shipment',
        note,
        userId: actor.userId,
        changes: {
          shipment: { before: null, after: s.position },
          delivered: { before: null, after: units },
        },
      },
    ]);
    await recordAudit(tx, actor, {
      action: 'update',
      recordType: 'Order',
      recordId: orderId,
      before: { shipment: s.position, status: 'shipped' },
      after: { shipment: s.position, status: 'delivered', units },
    });
  });
}
