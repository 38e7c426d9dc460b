import { inventoryPaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { Badge, HStack, Skeleton, Stack, Text } from '@sp/ui';
import { useAdminDashboard } from './use-admin-dashboard';

const URGENT_DAYS = 7;

/** Admin dashboard: low stock, fewest days of cover first (at the last 30 days' pace). */
export default function LowStockCoverWidget() {
  const { t, i18n } = useTranslation('admin');
  const board = useAdminDashboard();
  if (board.error)
    return (
      <Text color="fg.error" role="alert">
        {t('dashboard.failed')}
      </Text>
    );
  if (!board.data) return <Skeleton height="24" />;
  const rows = board.data.lowStock;
  const n = new Intl.NumberFormat(i18n.language);
  if (rows.length === 0) return <Text color="fg.muted">{t('dashboard.lowStock.none')}</Text>;
  return (
    <Stack gap="2">
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t('dashboard.lowStock.title')}>
        {rows.map((r) => (
          <HStack as="li" key={`${r.productId}:${r.storeId}`} justify="space-between" gap="3">
            <Stack gap="0" minWidth="0">
              <Link to={inventoryPaths.product(r.productId)}>{r.name}</Link>
              <Text textStyle="xs" color="fg.muted">
                <span dir="ltr">{r.sku}</span> · {r.storeName} ·{' '}
                {t('dashboard.lowStock.onHand', {
                  onHand: n.format(r.onHand),
                  level: n.format(r.lowStockLevel),
                })}
              </Text>
            </Stack>
            <Badge
              flexShrink={0}
              colorPalette={
                r.daysOfCover !== null && r.daysOfCover < URGENT_DAYS ? 'red' : 'orange'
              }
            >
              {r.daysOfCover === null
                ? t('dashboard.lowStock.noPace')
                : t('dashboard.lowStock.cover', { count: r.daysOfCover })}
            </Badge>
          </HStack>
        ))}
      </Stack>
      <Link to={inventoryPaths.inventory({ lowStock: 'true' })}>
        {t('dashboard.lowStock.seeAll')}
      </Link>
    </Stack>
  );
}
