import { orderStatuses, type OrderBulkResult, type OrderStatus } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useCan } from '@sp/shared-auth';
import { Alert, Box, Button, HStack, NativeSelect, Stack, Text, notify } from '@sp/ui';
import { useState } from 'react';
import { AsyncPicker } from '@sp/page-kit';
import { useBulkAssign, useBulkStatus } from '../../api/orders';
import { courierSource, useCanPickCouriers } from '../../api/pickers';
import { ExportButtons } from '../../components/export-buttons';
import { LabelButtons } from '../../components/label-buttons';
import { InvoicesButton } from '../../components/document-buttons';
import { orderErrorMessage as errorMessage, orderErrorText } from '../../lib/errors';

/** Actions on the selected orders: confirm, change status, assign an agent, print labels, export. */
export function BulkBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { t } = useTranslation('orders');
  const canUpdate = useCan({ action: 'update', subject: 'Order' });
  const canLabel = useCan({ action: 'create', subject: 'Label' });
  const canPickCourier = useCanPickCouriers();
  const bulkStatus = useBulkStatus();
  const bulkAssign = useBulkAssign();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [agentId, setAgentId] = useState('');
  const [failed, setFailed] = useState<OrderBulkResult['failed']>([]);
  if (ids.length === 0) return null;

  const settle = (res: OrderBulkResult) => {
    if (res.updated.length) notify('success', t('bulk.done', { count: res.updated.length }));
    setFailed(res.failed);
    if (!res.failed.length) onDone();
  };
  const onError = (error: unknown) => notify('error', errorMessage(t, error));
  const moveTo = (to: OrderStatus) =>
    bulkStatus.mutate({ ids, status: to }, { onSuccess: settle, onError });
  const assign = () =>
    bulkAssign.mutate(
      { ids, agentId: agentId === 'none' ? null : agentId },
      { onSuccess: settle, onError },
    );

  return (
    <Stack
      role="region"
      aria-label={t('bulk.title')}
      gap="3"
      padding="3"
      marginBlockEnd="3"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.muted"
    >
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="medium">{t('bulk.selected', { count: ids.length })}</Text>
        {canUpdate && (
          <Button
            size="sm"
            colorPalette="brand"
            loading={bulkStatus.isPending && bulkStatus.variables?.status === 'confirmed'}
            onClick={() => moveTo('confirmed')}
          >
            {t('bulk.confirm')}
          </Button>
        )}
        {canUpdate && (
          <HStack gap="2">
            <NativeSelect.Root size="sm" width="44">
              <NativeSelect.Field
                aria-label={t('bulk.newStatus')}
                value={status}
                onChange={(e) => setStatus(e.currentTarget.value as OrderStatus | '')}
              >
                <option value="">{t('bulk.newStatus')}</option>
                {orderStatuses.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button
              size="sm"
              variant="outline"
              disabled={!status}
              loading={bulkStatus.isPending && bulkStatus.variables?.status === status}
              onClick={() => status && moveTo(status)}
            >
              {t('bulk.changeStatus')}
            </Button>
          </HStack>
        )}
        {canUpdate && canPickCourier && (
          <HStack gap="2">
            <Box width="48">
              <AsyncPicker
                {...courierSource}
                size="sm"
                aria-label={t('bulk.agent')}
                value={agentId}
                onChange={setAgentId}
                placeholder={t('bulk.agent')}
                fixed={[{ id: 'none', text: t('bulk.noAgent') }]}
              />
            </Box>
            <Button
              size="sm"
              variant="outline"
              disabled={!agentId}
              loading={bulkAssign.isPending}
              onClick={assign}
            >
              {t('bulk.assign')}
            </Button>
          </HStack>
        )}
        {canLabel && <LabelButtons orderIds={ids} />}
        <InvoicesButton orderIds={ids} />
        <ExportButtons query={{ ids: ids.join(',') }} name="orders-selection" />
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setFailed([]);
            onDone();
          }}
        >
          {t('bulk.clear')}
        </Button>
      </HStack>
      {failed.length > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Title>{t('bulk.failed', { count: failed.length })}</Alert.Title>
            <Alert.Description>
              <Stack as="ul" gap="0" paddingInlineStart="4">
                {failed.map((f) => (
                  <li key={f.id}>
                    <span dir="ltr">{f.number ?? f.id}</span>:{' '}
                    {orderErrorText(t, f.code, f.message, f.details)}
                  </li>
                ))}
              </Stack>
            </Alert.Description>
          </Stack>
        </Alert.Root>
      )}
    </Stack>
  );
}
