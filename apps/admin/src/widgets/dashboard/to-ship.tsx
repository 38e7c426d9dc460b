import { inventoryPaths, ordersPaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { HStack, Skeleton, Stack, Text } from '@sp/ui';
import { useAdminDashboard } from './use-admin-dashboard';

/** Admin dashboard: orders to ship, those waiting for stock, and the products short to ship them. */
export default function ToShipWidget() {
  const { t, i18n } = useTranslation('admin');
  const board = useAdminDashboard();
  if (board.error)
    return (
      <Text color="fg.error" role="alert">
        {t('dashboard.failed')}
      </Text>
    );
  if (!board.data) return <Skeleton height="24" />;
  const { orders, waiting, short } = board.data.toShip;
  const n = new Intl.NumberFormat(i18n.language);
  return (
    <Stack gap="3">
      <HStack gap="6" wrap="wrap">
        <Link to={ordersPaths.list({ status: 'confirmed' })}>
          <Text as="span" textStyle="2xl" fontWeight="bold">
            {n.format(orders)}
          </Text>{' '}
          <Text as="span" textStyle="sm">
            {t('dashboard.toShip.orders', { count: orders })}
          </Text>
        </Link>
        <Text color={waiting ? 'fg.warning' : 'fg.muted'} textStyle="sm">
          {t('dashboard.toShip.waiting', { count: waiting })}
        </Text>
      </HStack>
      {short.length > 0 && (
        <Text textStyle="xs" color="fg.muted">
          {t('dashboard.toShip.short')}
        </Text>
      )}
      {short.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" aria-label={t('dashboard.toShip.short')}>
          {short.map((p) => (
            <HStack as="li" key={p.productId} justify="space-between" gap="3">
              <Stack gap="0" minWidth="0">
                <Link to={inventoryPaths.product(p.productId)}>{p.name}</Link>
                <Text textStyle="xs" color="fg.muted" dir="ltr" alignSelf="start">
                  {p.sku}
                </Text>
              </Stack>
              <Text textStyle="sm" flexShrink={0}>
                {t('dashboard.toShip.need', {
                  needed: n.format(p.needed),
                  available: n.format(p.available),
                })}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
