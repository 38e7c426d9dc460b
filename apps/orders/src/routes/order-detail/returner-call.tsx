import type { Order } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useCan } from '@sp/shared-auth';
import { Alert, Button, Stack, formatDate, notify } from '@sp/ui';
import { useRecordCall } from '../../api/orders';
import { orderErrorMessage } from '../../lib/errors';

/**
 * A flagged returner's order while pending (issue 30.5): the counts behind the flag, and the
 * confirmation call to record before confirming (required when the tenant says so).
 */
export function ReturnerCall({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const canEdit = useCan({ action: 'update', subject: 'Order' });
  const call = useRecordCall(order.id);
  if (!order.returner || order.status !== 'pending') return null;
  const record = () =>
    call.mutate('', {
      onSuccess: () => notify('success', t('returner.called')),
      onError: (error) => notify('error', orderErrorMessage(t, error)),
    });
  return (
    <Alert.Root status="error" data-testid="returner-alert">
      <Alert.Indicator />
      <Stack gap="2" flex="1" minWidth="0">
        <Alert.Title>
          {t('returner.alert', {
            returned: order.returner.returned,
            cod: order.returner.codOrders,
          })}
        </Alert.Title>
        {order.returnerCallAt ? (
          <Alert.Description data-testid="returner-called">
            {t('returner.calledAt', {
              date: formatDate(order.returnerCallAt, 'datetime', i18n.language),
            })}
          </Alert.Description>
        ) : (
          canEdit && (
            <Button
              size="sm"
              variant="outline"
              alignSelf="start"
              loading={call.isPending}
              onClick={record}
            >
              {t('returner.recordCall')}
            </Button>
          )
        )}
      </Stack>
    </Alert.Root>
  );
}
