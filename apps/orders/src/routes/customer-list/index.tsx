import { ordersPaths } from '@sp/contracts/paths';
import type { CustomerListQuery, CustomerSummary } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { PageHeader, errorMessage, useListQuery } from '@sp/page-kit';
import { Link } from '@sp/router';
import {
  Alert,
  DataTable,
  FilterBar,
  HStack,
  Pagination,
  SearchInput,
  Text,
  formatDate,
  type DataColumn,
} from '@sp/ui';
import { useCustomers } from '../../api/customers';
import { ReturnerBadge } from '../../components/returner-badge';
import { formatMoney, formatNumber } from '../../lib/format';

/** /orders/customers: the buyers behind the orders, the latest first; search by name or phone. */
export function CustomerListPage() {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.language;
  const list = useListQuery<never, CustomerListQuery>({
    toQuery: ({ page, pageSize, search }) =>
      ({ page, pageSize, ...(search ? { search } : {}) }) as CustomerListQuery,
  });
  const customers = useCustomers(list.query);
  const columns: DataColumn<CustomerSummary>[] = [
    {
      id: 'name',
      priority: 'key',
      header: t('fields.customer'),
      cell: (c) => (
        <HStack gap="2" wrap="wrap">
          <Link to={ordersPaths.customer(c.id)}>
            <Text as="span" fontWeight="semibold" color="colorPalette.fg">
              {c.name}
            </Text>
          </Link>
          <ReturnerBadge risk={c.returner} />
        </HStack>
      ),
    },
    {
      id: 'phone',
      header: t('fields.phone'),
      cell: (c) => (
        <Text as="span" dir="ltr" whiteSpace="nowrap">
          {c.phone}
        </Text>
      ),
    },
    { id: 'city', header: t('fields.city'), cell: (c) => c.city },
    {
      id: 'orders',
      priority: 'key',
      header: t('customers.orders'),
      align: 'end',
      cell: (c) => formatNumber(c.ordersCount, lng),
    },
    {
      id: 'delivered',
      header: t('customers.delivered'),
      align: 'end',
      cell: (c) => formatNumber(c.deliveredCount, lng),
    },
    {
      id: 'returned',
      header: t('customers.returned'),
      align: 'end',
      cell: (c) => formatNumber(c.returnedCount, lng),
    },
    {
      id: 'value',
      header: t('customers.lifetimeValue'),
      align: 'end',
      cell: (c) => <LifetimeValue amounts={c.lifetimeValue} />,
    },
    {
      id: 'last',
      header: t('customers.lastOrder'),
      cell: (c) =>
        c.lastOrderAt ? (
          <Text as="span" whiteSpace="nowrap">
            {formatDate(c.lastOrderAt, 'DD Mon, YYYY', lng)}
          </Text>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <>
      <PageHeader title={t('title.customers')} />
      <FilterBar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('customers.search')} />
      </FilterBar>
      {customers.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, customers.error)}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        caption={t('title.customers')}
        columns={columns}
        rows={customers.data?.items}
        rowId={(c) => c.id}
        loading={customers.isFetching}
        empty={t('customers.empty')}
      />
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={customers.data?.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </>
  );
}

/** Delivered orders' totals, one line per currency. */
export function LifetimeValue({ amounts }: { amounts: CustomerSummary['lifetimeValue'] }) {
  const { i18n } = useTranslation('orders');
  if (!amounts.length)
    return (
      <Text as="span" color="fg.muted">
        —
      </Text>
    );
  return (
    <>
      {amounts.map((a) => (
        <Text as="span" display="block" key={a.currency} whiteSpace="nowrap">
          {formatMoney(a.amount, a.currency, i18n.language)}
        </Text>
      ))}
    </>
  );
}

export const Component = CustomerListPage;
