import { useTranslation } from '@sp/i18n';
import { PageHeader } from '@sp/page-kit';
import { Link, useParams } from '@sp/router';
import { Alert, Button, Skeleton, Stack } from '@sp/ui';
import { useOrder } from '../../api/orders';
import { draftOf } from '../../components/order-form/form-state';
import { OrderForm } from '../../components/order-form/order-form';
import { orderErrorMessage } from '../../lib/errors';

/** /orders/:orderId/edit: lines, customer and amounts, while the order is pending or confirmed. */
export function OrderEditPage() {
  const { t } = useTranslation('orders');
  const { orderId } = useParams();
  const order = useOrder(orderId);
  if (order.error || (order.data && !order.data.editable)) {
    return (
      <Stack gap="4">
        <Alert.Root status={order.error ? 'error' : 'warning'}>
          <Alert.Indicator />
          <Alert.Title>
            {order.error ? orderErrorMessage(t, order.error) : t('errors.order_locked')}
          </Alert.Title>
        </Alert.Root>
        <Button asChild variant="outline" alignSelf="start">
          <Link to={orderId ? `/orders/${orderId}` : '/orders'}>{t('detail.back')}</Link>
        </Button>
      </Stack>
    );
  }
  if (!order.data) return <Skeleton height="40" />;
  return (
    <>
      <PageHeader title={t('title.orderEdit', { number: order.data.number })} />
      <OrderForm key={order.data.updatedAt} initial={draftOf(order.data)} existing={order.data} />
    </>
  );
}

export const Component = OrderEditPage;
