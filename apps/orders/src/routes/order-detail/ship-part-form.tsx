import type { Order } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Button, Field, HStack, Input, SimpleGrid, Stack, Text, notify } from '@sp/ui';
import { useState } from 'react';
import { useShip } from '../../api/orders';
import { useCanPickCouriers } from '../../api/pickers';
import { orderErrorMessage } from '../../lib/errors';
import { CourierField } from './courier-field';
import { formatNumber } from '../../lib/format';

/**
 * Ships some units of the open lines: a quantity per line (all that is open by default,
 * 0 keeps a line for later), the shipment's courier (the order's by default) and its
 * tracking number (it may follow). The API checks every figure again (422 naming the line).
 */
export function ShipPartForm({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.language;
  const canPickCourier = useCanPickCouriers();
  const ship = useShip(order.id);
  const openLines = order.lines
    .map((l) => ({ line: l, open: order.lineProgress.find((p) => p.lineId === l.id)?.open ?? 0 }))
    .filter((x) => x.open > 0);
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(openLines.map((x) => [x.line.id, String(x.open)])),
  );
  const [agentId, setAgentId] = useState(order.agentId ?? '');
  const [tracking, setTracking] = useState('');
  const asked = openLines
    .map((x) => ({ lineId: x.line.id, quantity: Number(quantities[x.line.id] ?? 0) }))
    .filter((a) => Number.isInteger(a.quantity) && a.quantity > 0);
  const submit = () =>
    ship.mutate(
      {
        lines: asked,
        ...(canPickCourier ? { agentId: agentId || null } : {}),
        ...(tracking.trim() ? { trackingNumber: tracking.trim() } : {}),
      },
      {
        onSuccess: (o) => {
          notify('success', t('shipments.shipped', { position: o.shipments.length }));
          setTracking('');
        },
        onError: (error) => notify('error', orderErrorMessage(t, error)),
      },
    );
  return (
    <Stack gap="3" borderTopWidth={{ base: 0, md: '1px' }} paddingTop="3">
      <Text fontWeight="semibold">{t('shipments.shipPart')}</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {openLines.map(({ line, open }) => (
          <Field.Root key={line.id}>
            <Field.Label>{line.name}</Field.Label>
            <HStack gap="2">
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={open}
                width="24"
                aria-label={t('shipments.quantityOf', { name: line.name })}
                value={quantities[line.id] ?? ''}
                onChange={(e) => setQuantities((q) => ({ ...q, [line.id]: e.currentTarget.value }))}
              />
              <Text textStyle="sm" color="fg.muted">
                {t('shipments.ofOpen', { open: formatNumber(open, lng) })}
              </Text>
            </HStack>
          </Field.Root>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
        {canPickCourier && (
          <CourierField label={t('shipments.courier')} value={agentId} onChange={setAgentId} />
        )}
        <Field.Root>
          <Field.Label>{t('shipments.tracking')}</Field.Label>
          <Input
            dir="ltr"
            value={tracking}
            onChange={(e) => setTracking(e.currentTarget.value)}
            maxLength={64}
          />
        </Field.Root>
        <HStack>
          <Button disabled={!asked.length} loading={ship.isPending} onClick={submit}>
            {t('shipments.ship')}
          </Button>
        </HStack>
      </SimpleGrid>
    </Stack>
  );
}
