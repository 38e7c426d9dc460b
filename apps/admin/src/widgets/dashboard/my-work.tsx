import { ordersPaths } from '@sp/contracts/paths';
import { useQuery } from '@sp/api-client';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { SimpleGrid, Skeleton, Stack, Text } from '@sp/ui';
import { adminApi } from '../../api/endpoints';

/** Staff dashboard: the orders the member took, today and where they stand. */
export default function MyWorkWidget() {
  const { t, i18n } = useTranslation('admin');
  const mine = useQuery({
    queryKey: ['admin', 'dashboard', 'mine'],
    queryFn: () => adminApi.dashboard.mine(),
  });
  if (mine.error)
    return (
      <Text color="fg.error" role="alert">
        {t('dashboard.failed')}
      </Text>
    );
  if (!mine.data) return <Skeleton height="24" />;
  const o = mine.data.orders;
  if (!o) return <Text color="fg.muted">{t('dashboard.mine.none')}</Text>;
  const n = new Intl.NumberFormat(i18n.language);
  // Each figure opens the orders list on the member's own orders (createdBy=me), as the figure counts them.
  const day = new Date().toLocaleDateString('en-CA');
  const mineTo = (query: Record<string, string>) => ordersPaths.list({ createdBy: 'me', ...query });
  const figures = [
    { key: 'today', value: o.today, to: mineTo({ from: day, to: day }) },
    { key: 'pending', value: o.pending, to: mineTo({ status: 'pending' }) },
    { key: 'toShip', value: o.toShip, to: mineTo({ status: 'confirmed,packed' }) },
    { key: 'shipped', value: o.shipped, to: mineTo({ status: 'shipped' }) },
    { key: 'delivered30', value: o.delivered30, to: mineTo({ status: 'delivered' }) },
    { key: 'returned30', value: o.returned30, to: mineTo({ status: 'returned' }) },
  ] as const;
  return (
    <SimpleGrid
      columns={{ base: 2, sm: 3 }}
      gap="3"
      gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }}
    >
      {figures.map((f) => (
        <Stack key={f.key} gap="0" minWidth="0">
          <Link to={f.to}>
            <Text as="span" textStyle="2xl" fontWeight="bold">
              {n.format(f.value)}
            </Text>
          </Link>
          <Text textStyle="xs" color="fg.muted">
            {t(`dashboard.mine.${f.key}`)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
