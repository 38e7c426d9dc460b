import type { PurchaseOrderSummary } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Badge, HStack } from '@sp/ui';

const palette = {
  draft: 'gray',
  ordered: 'blue',
  partially_received: 'orange',
  received: 'green',
  cancelled: 'red',
} as const;

/** The status in words, with "rest cancelled" and "overdue" where they apply. */
export function StatusBadge({
  po,
}: {
  po: Pick<PurchaseOrderSummary, 'status' | 'closedShort' | 'overdue'>;
}) {
  const { t } = useTranslation('purchase');
  return (
    <HStack gap="1" wrap="wrap">
      <Badge colorPalette={palette[po.status]}>{t(`status.${po.status}`)}</Badge>
      {po.closedShort && <Badge colorPalette="gray">{t('status.closedShort')}</Badge>}
      {po.overdue && <Badge colorPalette="red">{t('status.overdue')}</Badge>}
    </HStack>
  );
}
