import type { Order, OrderEvent } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Box, Heading, HStack, Stack, Text, formatDate } from '@sp/ui';
import { StatusBadge } from '../../components/status-badge';

/** Every event of the order, oldest first: what happened, who did it and when. */
export function OrderHistory({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  // An event that does not name where it came from (imported or demo history) came from the one before.
  const from = (i: number) =>
    order.history[i]!.fromStatus ??
    order.history.slice(0, i).findLast((p) => p.toStatus)?.toStatus ??
    null;
  const what = (e: OrderEvent, i: number) => {
    if (e.kind === 'status' && e.toStatus) {
      const was = from(i);
      return was
        ? t('history.status', { from: t(`status.${was}`), to: t(`status.${e.toStatus}`) })
        : t(`status.${e.toStatus}`);
    }
    if (e.kind === 'edit')
      return t('history.edit', {
        fields: Object.keys(e.changes ?? {})
          .map((k) => t([`history.field.${k}`, k]))
          .join(', '),
      });
    if (e.kind === 'label') return labelText(e.note);
    if (e.kind === 'shipment')
      return t('history.shipment', { position: String(e.changes?.shipment?.after ?? '') });
    return t(`history.${e.kind}`);
  };
  // A label event's note is the API's record of it ("a4", "reprint (4x6)"): shown as words.
  const labelText = (note: string | null) => {
    const m = /^(reprint \()?(4x6|a4)\)?$/.exec(note ?? '');
    const shipment = /^(reprint )?shipment (\d+) \((4x6|a4)\)$/.exec(note ?? '');
    if (shipment)
      return t(shipment[1] ? 'history.shipmentLabelReprinted' : 'history.shipmentLabelPrinted', {
        position: shipment[2],
        format: t(`labelFormat.${shipment[3]}`),
      });
    if (!m) return t('history.label');
    return t(m[1] ? 'history.labelReprinted' : 'history.labelPrinted', {
      format: t(`labelFormat.${m[2]}`),
    });
  };
  const noteOf = (e: OrderEvent) => (e.kind === 'label' ? null : e.note);
  return (
    <Stack gap="3" as="section" aria-label={t('detail.history')}>
      <Heading size="md">{t('detail.history')}</Heading>
      <Stack as="ol" gap="0" listStyleType="none">
        {order.history.map((e, i) => (
          <HStack
            as="li"
            key={e.id}
            align="start"
            gap="3"
            paddingBlock="2"
            borderInlineStartWidth="2px"
            paddingInlineStart="4"
            position="relative"
          >
            <Box
              position="absolute"
              insetInlineStart="-5px"
              insetBlockStart="3"
              boxSize="2"
              borderRadius="full"
              bg="colorPalette.solid"
              colorPalette="brand"
            />
            <Stack gap="0" flex="1">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">{what(e, i)}</Text>
                {e.toStatus && e.kind !== 'status' && <StatusBadge status={e.toStatus} />}
              </HStack>
              {noteOf(e) && <Text textStyle="sm">{noteOf(e)}</Text>}
              <Text textStyle="xs" color="fg.muted">
                {formatDate(e.createdAt, 'datetime', i18n.language)} ·{' '}
                {e.user?.fullName ?? t('history.system')}
              </Text>
            </Stack>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
