import { useTranslation } from '@sp/i18n';
import { Badge } from '@sp/ui';

/**
 * "Not stocked here" when the store never held the product (not the same as running out),
 * "Out of stock" at zero, "Low stock" at or under the level; nothing otherwise.
 */
export function StockBadge({
  onHand,
  low,
  stocked = true,
}: {
  onHand: number;
  low: boolean;
  stocked?: boolean;
}) {
  const { t } = useTranslation('inventory');
  if (onHand === 0 && !stocked) return <Badge colorPalette="gray">{t('stock.notStocked')}</Badge>;
  if (onHand === 0) return <Badge colorPalette="red">{t('stock.out')}</Badge>;
  if (low) return <Badge colorPalette="orange">{t('stock.low')}</Badge>;
  return null;
}
