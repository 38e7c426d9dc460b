import { useTranslation } from '@sp/i18n';
import { Badge } from '@sp/ui';

/** "Out of stock" at zero, "Low stock" at or under the level; nothing otherwise. */
export function StockBadge({ onHand, low }: { onHand: number; low: boolean }) {
  const { t } = useTranslation('inventory');
  if (onHand === 0) return <Badge colorPalette="red">{t('stock.out')}</Badge>;
  if (low) return <Badge colorPalette="orange">{t('stock.low')}</Badge>;
  return null;
}
