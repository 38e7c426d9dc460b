import type { Order, OrderShipment } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useCan } from '@sp/shared-auth';
import { AppIcon, Button, notify } from '@sp/ui';
import { useDeliverShipment } from '../../api/orders';
import { orderErrorMessage } from '../../lib/errors';

/** Orders one of whose shipments may be delivered alone: partly shipped or shipped. */
const IN_TRANSIT = ['confirmed', 'packed', 'shipped'];

/**
 * "Mark delivered" on one shipment on its way (issue 31.1): the rest of the order keeps its
 * status (the last shipment of a shipped order delivers the order); the journal follows
 * only what was delivered, and "Return items" is offered once anything is.
 */
export function DeliverShipmentButton({
  order,
  shipment,
}: {
  order: Order;
  shipment: OrderShipment;
}) {
  const { t } = useTranslation('orders');
  const canEdit = useCan({ action: 'update', subject: 'Order' });
  const deliver = useDeliverShipment(order.id);
  if (!canEdit || shipment.status !== 'shipped' || !IN_TRANSIT.includes(order.status)) return null;
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="green"
      loading={deliver.isPending}
      onClick={() =>
        deliver.mutate(shipment.id, {
          onSuccess: () =>
            notify('success', t('shipments.deliveredNow', { position: shipment.position })),
          onError: (error) => notify('error', orderErrorMessage(t, error)),
        })
      }
    >
      <AppIcon name="check" />
      {t('shipments.markDelivered', { position: shipment.position })}
    </Button>
  );
}

/** The order delivered in part: some units delivered while the order itself is not yet. */
export const partlyDelivered = (order: Order) =>
  order.status !== 'delivered' &&
  IN_TRANSIT.includes(order.status) &&
  order.lineProgress.some((p) => p.delivered > 0);
