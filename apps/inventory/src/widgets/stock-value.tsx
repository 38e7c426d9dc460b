import { useTranslation } from '@sp/i18n';
import { HStack, Skeleton, Stack, Text } from '@sp/ui';
import { useStockSummary } from '../api/stock';
import { formatMoney, formatQty } from '../lib/format';

/** Dashboard: stock value at weighted average cost per store, in each store's currency. */
export default function StockValueWidget() {
  const { t, i18n } = useTranslation('inventory');
  const summary = useStockSummary();
  if (!summary.data) return <Skeleton height="24" />;
  return (
    <Stack gap="3" aria-label={t('widgets.stockValue')}>
      {summary.data.items.map((s) => (
        <HStack key={s.storeId} justify="space-between" align="start">
          <Stack gap="0">
            <Text fontWeight="medium">{s.storeName}</Text>
            <Text textStyle="xs" color="fg.muted">
              {t('widgets.units', { count: s.units, formatted: formatQty(s.units, i18n.language) })}{' '}
              · {t('widgets.lowOut', { low: s.lowCount, out: s.outCount })}
            </Text>
          </Stack>
          {s.value !== null && (
            <Text fontWeight="semibold">{formatMoney(s.value, s.currency, i18n.language)}</Text>
          )}
        </HStack>
      ))}
    </Stack>
  );
}
