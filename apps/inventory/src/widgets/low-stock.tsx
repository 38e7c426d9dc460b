import { inventoryPaths } from '@sp/contracts/paths';
import { useQuery } from '@sp/api-client';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { HStack, Skeleton, Stack, Text } from '@sp/ui';
import { inventoryApi } from '../api/endpoints';
import { StockBadge } from '../components/stock-badge';

/** Dashboard: the products at or under their low-stock level, fewest first. */
export default function LowStockWidget() {
  const { t, i18n } = useTranslation('inventory');
  const low = useQuery({
    queryKey: ['inventory', 'stock', 'widget-low'],
    queryFn: () => inventoryApi.stock.list({ lowStock: 'true', sort: 'onHand', pageSize: 5 }),
  });
  if (!low.data) return <Skeleton height="24" />;
  if (low.data.items.length === 0) return <Text color="fg.muted">{t('widgets.noLowStock')}</Text>;
  return (
    <Stack gap="2" aria-label={t('widgets.lowStock')}>
      {low.data.items.map((r) => (
        <HStack key={`${r.productId}:${r.storeId}`} justify="space-between" gap="3">
          <Stack gap="0" minWidth="0">
            <Link to={inventoryPaths.product(r.productId)}>{r.name}</Link>
            <Text textStyle="xs" color="fg.muted">
              <span dir="ltr">{r.sku}</span> · {r.storeName}
            </Text>
          </Stack>
          <HStack gap="2">
            <StockBadge onHand={r.onHand} low={r.low} />
            <Text fontWeight="semibold">
              {new Intl.NumberFormat(i18n.language).format(r.onHand)}
            </Text>
          </HStack>
        </HStack>
      ))}
      <Link to={inventoryPaths.inventory({ lowStock: 'true' })}>
        {t('widgets.seeAllLow', { count: low.data.total })}
      </Link>
    </Stack>
  );
}
