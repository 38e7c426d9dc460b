import type { Order, OrderShipment } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { errorMessage, fileDay, saveBlob } from '@sp/page-kit';
import { useCan } from '@sp/shared-auth';
import { AppIcon, Badge, Button, Card, HStack, Stack, Text, formatDate, notify } from '@sp/ui';
import { useShipmentLabel } from '../../api/orders';
import { formatMoney, formatNumber } from '../../lib/format';
import { DeliverShipmentButton } from './deliver-shipment-button';
import { ShipPartForm } from './ship-part-form';

const SHIPPABLE = ['confirmed', 'packed'];

/**
 * The order's shipments (issue 30.6): each with its courier, tracking number, cash to
 * collect, units and its own label; and, while the order is confirmed or packed with units
 * open, the form that ships some of them.
 */
export function ShipmentsCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const canEdit = useCan({ action: 'update', subject: 'Order' });
  const open = order.lineProgress.reduce((a, p) => a + p.open, 0);
  const canShip = canEdit && SHIPPABLE.includes(order.status) && open > 0;
  if (!order.shipments.length && !canShip) return null;
  return (
    <Card.Root as="section" aria-label={t('shipments.title')}>
      <Card.Header>
        <Card.Title>{t('shipments.title')}</Card.Title>
        {order.fulfilment === 'partial' && (
          <Text textStyle="sm" color="fg.muted">
            {t('shipments.openUnits', { count: open })}
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {order.shipments.map((s) => (
            <ShipmentRow key={s.id} order={order} shipment={s} />
          ))}
          {canShip && <ShipPartForm key={order.shipments.length} order={order} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function ShipmentRow({ order, shipment: s }: { order: Order; shipment: OrderShipment }) {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.language;
  const canLabel = useCan({ action: 'create', subject: 'Label' });
  const label = useShipmentLabel(order.id);
  const printable =
    s.status === 'shipped' && !['delivered', 'returned', 'cancelled'].includes(order.status);
  const print = (format: '4x6' | 'a4') =>
    label.mutate(
      { shipmentId: s.id, format },
      {
        onSuccess: (blob) => {
          saveBlob(blob, `label-${order.number}-${s.position}-${fileDay()}.pdf`, true);
          notify('success', t('labels.printed', { count: 1 }));
        },
        onError: (error) => notify('error', errorMessage(t, error)),
      },
    );
  return (
    <Stack
      gap="1"
      borderWidth="1px"
      borderRadius="md"
      padding="3"
      data-testid={`shipment-${s.position}`}
    >
      <HStack gap="2" wrap="wrap" justify="space-between">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{t('shipments.numbered', { position: s.position })}</Text>
          <Badge
            colorPalette={
              s.status === 'delivered' ? 'green' : s.status === 'returned' ? 'red' : 'orange'
            }
          >
            {t(`status.${s.status}`)}
          </Badge>
          <Text textStyle="sm">{s.agentName ?? t('list.noAgent')}</Text>
          <Text textStyle="sm" dir="ltr">
            {s.trackingNumber || t('shipments.trackingToFollow')}
          </Text>
          {Number(s.codAmount) > 0 && (
            <Text textStyle="sm">
              {t('fields.codAmount')}: {formatMoney(s.codAmount, order.currency, lng)}
            </Text>
          )}
        </HStack>
        <HStack gap="2" wrap="wrap">
          <DeliverShipmentButton order={order} shipment={s} />
          {canLabel && printable && (
            <>
              <Button
                size="xs"
                variant="outline"
                loading={label.isPending && label.variables?.format === '4x6'}
                disabled={label.isPending}
                onClick={() => print('4x6')}
              >
                <AppIcon name="tag" />
                {t('labels.print4x6')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                loading={label.isPending && label.variables?.format === 'a4'}
                disabled={label.isPending}
                onClick={() => print('a4')}
              >
                <AppIcon name="file" />
                {t('labels.printA4')}
              </Button>
            </>
          )}
        </HStack>
      </HStack>
      <Text textStyle="sm">
        {s.lines
          .map((l) =>
            t('shipments.lineUnits', { quantity: formatNumber(l.quantity, lng), name: l.name }),
          )
          .join(' · ')}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {formatDate(s.createdAt, 'datetime', lng)}
        {' · '}
        {s.labelPrintedAt
          ? t('detail.labelPrinted', {
              count: s.labelPrintCount,
              date: formatDate(s.labelPrintedAt, 'datetime', lng),
            })
          : t('detail.labelNotPrinted')}
      </Text>
    </Stack>
  );
}
