import { useTranslation } from '@sp/i18n';
import { AppIcon, Button, HStack, Text } from '@sp/ui';
import { errorMessage } from '@sp/page-kit';
import { useState } from 'react';
import { purchaseApi } from '../../api/endpoints';
import type { LineDraft } from './form-state';

/** "Reorder low stock": the store's products under their level, with suggested quantities. */
export function ReorderButton({
  storeId,
  onLines,
}: {
  storeId: string;
  onLines: (lines: LineDraft[]) => void;
}) {
  const { t } = useTranslation('purchase');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function prefill() {
    setBusy(true);
    setMessage(null);
    try {
      const { items } = await purchaseApi.orders.reorder(storeId);
      onLines(
        items.map((s) => ({
          productId: s.productId,
          sku: s.sku,
          productName: s.productName,
          quantity: String(s.suggestedQuantity),
          unitCost: Number(s.unitCost) > 0 ? s.unitCost : '',
          hint: t('add.reorderHint', {
            onHand: s.onHand,
            level: s.lowStockLevel,
            onOrder: s.onOrder,
          }),
        })),
      );
      setMessage(t('add.reorderAdded', { count: items.length }));
    } catch (error) {
      setMessage(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <HStack gap="3" wrap="wrap">
      <Button variant="outline" size="sm" disabled={!storeId} loading={busy} onClick={prefill}>
        <AppIcon name="warehouse" />
        {t('add.reorderLowStock')}
      </Button>
      <Text textStyle="sm" color="fg.muted" role="status">
        {storeId ? message : t('add.reorderNeedsStore')}
      </Text>
    </HStack>
  );
}
