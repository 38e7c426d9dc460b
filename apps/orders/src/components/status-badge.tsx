import type { OrderStatus } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Badge } from '@sp/ui';

export const statusPalette: Record<OrderStatus, string> = {
  pending: 'gray',
  confirmed: 'blue',
  packed: 'purple',
  shipped: 'orange',
  delivered: 'green',
  returned: 'red',
  cancelled: 'gray',
};

/** The order's status in words, coloured by stage. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Badge
      colorPalette={statusPalette[status]}
      variant={status === 'cancelled' ? 'outline' : 'subtle'}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Some units of the order left in a shipment, the rest is open (issue 30.6). */
export function PartlyShippedBadge() {
  const { t } = useTranslation('orders');
  return (
    <Badge colorPalette="orange" variant="outline" data-testid="partly-shipped">
      {t('shipments.partly')}
    </Badge>
  );
}

/** Some shipments delivered while the order itself is not yet (issue 31.1). */
export function PartlyDeliveredBadge() {
  const { t } = useTranslation('orders');
  return (
    <Badge colorPalette="green" variant="outline" data-testid="partly-delivered">
      {t('shipments.partlyDelivered')}
    </Badge>
  );
}
