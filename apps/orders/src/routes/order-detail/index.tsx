import { ordersPaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { PageHeader, useStores } from '@sp/page-kit';
import { Link, useParams } from '@sp/router';
import { useCan } from '@sp/shared-auth';
import { Alert, Badge, Button, Grid, HStack, Skeleton, Stack } from '@sp/ui';
import { useOrder } from '../../api/orders';
import { LabelButtons } from '../../components/label-buttons';
import { OrderDocumentButtons } from '../../components/document-buttons';
import { OrderTagsCard } from '../../components/order-tags';
import {
  PartlyDeliveredBadge,
  PartlyShippedBadge,
  StatusBadge,
} from '../../components/status-badge';
import { orderErrorMessage } from '../../lib/errors';
import { CustomerCredit } from './customer-credit';
import { OrderFacts } from './order-facts';
import { OrderHistory } from './order-history';
import { OrderLines } from './order-lines';
import { OrderMovements } from './order-movements';
import { PaidState } from './paid-state';
import { ReturnItems } from './return-items';
import { ReturnerCall } from './returner-call';
import { ShippingCard } from './shipping-card';
import { partlyDelivered } from './deliver-shipment-button';
import { ShipmentsCard } from './shipments-card';
import { StatusActions } from './status-actions';

/** /orders/:orderId: the order, the moves its status allows, its label, history and stock movements. */
export function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const { orderId } = useParams();
  const order = useOrder(orderId);
  const stores = useStores().data?.items;
  const canLabel = useCan({ action: 'create', subject: 'Label' });
  const canEdit = useCan({ action: 'update', subject: 'Order' });
  if (order.error) {
    return (
      <Stack gap="4">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{orderErrorMessage(t, order.error)}</Alert.Title>
        </Alert.Root>
        <Button asChild variant="outline" alignSelf="start">
          <Link to={ordersPaths.list()}>{t('detail.back')}</Link>
        </Button>
      </Stack>
    );
  }
  if (!order.data) return <Skeleton height="40" />;
  const o = order.data;
  return (
    <Stack gap="5">
      <PageHeader
        title={t('title.orderNumbered', { number: o.number })}
        actions={
          <HStack gap="2" wrap="wrap">
            {canEdit && o.editable && (
              <Button asChild variant="outline">
                <Link to={ordersPaths.orderEdit(o.id)}>{t('detail.edit')}</Link>
              </Button>
            )}
            <StatusActions order={o} />
            {canLabel && !NO_LABEL.includes(o.status) && (
              <LabelButtons orderIds={[o.id]} size="md" />
            )}
            <OrderDocumentButtons order={o} />
          </HStack>
        }
      />
      <HStack gap="2" wrap="wrap">
        <StatusBadge status={o.status} />
        {o.fulfilment === 'partial' && <PartlyShippedBadge />}
        {partlyDelivered(o) && <PartlyDeliveredBadge />}
        {o.stockState === 'reserved' && (
          <Badge colorPalette="green" data-testid="stock-state">
            {t('detail.reserved', { count: o.reservations.reduce((a, r) => a + r.quantity, 0) })}
          </Badge>
        )}
        {o.stockState === 'backorder' && (
          <Badge colorPalette="orange" data-testid="stock-state">
            {t('detail.backorder')}
          </Badge>
        )}
      </HStack>
      <ReturnerCall order={o} />
      {o.labelVoidAt && (
        <Alert.Root status="warning" data-testid="label-void">
          <Alert.Indicator />
          <Alert.Title>{t('detail.labelVoid')}</Alert.Title>
        </Alert.Root>
      )}
      <OrderFacts order={o} storeName={stores?.find((s) => s.id === o.storeId)?.name ?? ''} />
      <OrderTagsCard order={o} />
      <PaidState order={o} />
      <CustomerCredit order={o} />
      <ShippingCard key={`${o.agentId}:${o.trackingNumber}`} order={o} />
      <OrderLines order={o} />
      <ShipmentsCard order={o} />
      <ReturnItems order={o} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }}
        gap="5"
        alignItems="start"
      >
        <OrderHistory order={o} />
        <OrderMovements order={o} />
      </Grid>
    </Stack>
  );
}

export const Component = OrderDetailPage;

/** No courier carries these: the API refuses their labels (409 label_refused). */
const NO_LABEL = ['cancelled', 'returned', 'delivered'];
