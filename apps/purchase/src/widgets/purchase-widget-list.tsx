import { purchasePaths } from '@sp/contracts/paths';
import type { PurchaseListQuery } from '@sp/contracts/api';
import { useQuery } from '@sp/api-client';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { HStack, Skeleton, Stack, Text, formatDate } from '@sp/ui';
import { purchaseApi } from '../api/endpoints';
import { formatMoney } from '../lib/format';

/** A count and the first five purchases of a list query, each a link, and a link to all of them. */
export function PurchaseWidgetList({
  query,
  allHref,
  emptyKey,
}: {
  query: PurchaseListQuery;
  allHref: string;
  emptyKey: string;
}) {
  const { t, i18n } = useTranslation('purchase');
  const list = useQuery({
    queryKey: ['purchase', 'orders', 'widget', query],
    queryFn: () => purchaseApi.orders.list({ ...query, pageSize: 5 }),
  });
  if (!list.data) return <Skeleton height="24" />;
  const lng = i18n.language;
  return (
    <Stack gap="2">
      <Text textStyle="2xl" fontWeight="bold">
        {list.data.total}
      </Text>
      {list.data.total === 0 && <Text color="fg.muted">{t(emptyKey)}</Text>}
      {list.data.items.map((p) => (
        <HStack key={p.id} justify="space-between" textStyle="sm">
          <Link to={purchasePaths.purchase(p.id)}>
            <Text as="span" dir="ltr" fontWeight="medium">
              {p.number}
            </Text>{' '}
            · {p.supplierName}
          </Link>
          <Text color="fg.muted">
            {formatDate(p.expectedDate, 'DD Mon', lng)} · {formatMoney(p.total, p.currency, lng)}
          </Text>
        </HStack>
      ))}
      {list.data.total > 5 && (
        <Link to={allHref}>
          <Text textStyle="sm" color="colorPalette.fg">
            {t('widgets.seeAll', { count: list.data.total })}
          </Text>
        </Link>
      )}
    </Stack>
  );
}
