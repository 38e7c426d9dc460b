import type { Order } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useCan } from '@sp/shared-auth';
import { Button, Card, Field, HStack, Input, SimpleGrid, notify } from '@sp/ui';
import { useState } from 'react';
import { useUpdateOrder } from '../../api/orders';
import { useCanPickCouriers } from '../../api/pickers';
import { orderErrorMessage } from '../../lib/errors';
import { CourierField } from './courier-field';

const FINAL = ['delivered', 'returned', 'cancelled'];

/** Agent and tracking number: editable until the order is final. */
export function ShippingCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const canUpdate = useCan({ action: 'update', subject: 'Order' });
  const canPickCourier = useCanPickCouriers();
  const update = useUpdateOrder(order.id);
  const [agentId, setAgentId] = useState(order.agentId ?? '');
  const [tracking, setTracking] = useState(order.trackingNumber);
  if (!canUpdate || FINAL.includes(order.status)) return null;
  const changed = agentId !== (order.agentId ?? '') || tracking.trim() !== order.trackingNumber;
  const save = () =>
    update.mutate(
      { ...(canPickCourier ? { agentId: agentId || null } : {}), trackingNumber: tracking.trim() },
      {
        onSuccess: () => notify('success', t('detail.shippingSaved')),
        onError: (error) => notify('error', orderErrorMessage(t, error)),
      },
    );
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t('detail.shipping')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
          {canPickCourier && (
            <CourierField label={t('fields.agent')} value={agentId} onChange={setAgentId} />
          )}
          <Field.Root>
            <Field.Label>{t('fields.tracking')}</Field.Label>
            <Input
              dir="ltr"
              value={tracking}
              onChange={(e) => setTracking(e.currentTarget.value)}
              maxLength={64}
            />
          </Field.Root>
          <HStack>
            <Button variant="outline" disabled={!changed} loading={update.isPending} onClick={save}>
              {t('detail.saveShipping')}
            </Button>
          </HStack>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
