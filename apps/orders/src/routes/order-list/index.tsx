import { ordersPaths } from '@sp/contracts/paths';
import type { OrderListQuery, OrderStatus } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import {
  errorMessage,
  PageHeader,
  useListQuery,
  useRowSelection,
  useStores,
  useStoreShown,
} from '@sp/page-kit';
import { Link } from '@sp/router';
import { useCan } from '@sp/shared-auth';
import {
  Alert,
  AppIcon,
  Button,
  DataTable,
  FilterBar,
  HStack,
  Pagination,
  SearchInput,
  Text,
} from '@sp/ui';
import { useCallback, useMemo } from 'react';
import { useOrderCounts, useOrders } from '../../api/orders';
import { ExportButtons } from '../../components/export-buttons';
import { BulkBar } from './bulk-bar';
import { ColumnPicker } from './column-picker';
import { FILTERS, ListFilters } from './list-filters';
import {
  defaultColumns,
  optionalColumns,
  useOrderColumns,
  type OptionalColumn,
} from './order-columns';
import { StatusTabs } from './status-tabs';

/** /orders: the order desk. Search, filters, status tabs, sort, page and columns live in the URL. */
export function OrderListPage() {
  const { t, i18n } = useTranslation('orders');
  const list = useListQuery<(typeof FILTERS)[number], OrderListQuery>({
    filters: FILTERS,
    // `cols` is the view's, not the API's.
    toQuery: ({ query }) => {
      const { cols: _cols, ...rest } = query;
      return rest as OrderListQuery;
    },
  });
  const {
    page: _p,
    pageSize: _s,
    sort: _o,
    status: _st,
    ...countQuery
  } = list.query as Record<string, string | number | undefined>;
  const orders = useOrders(list.query);
  const counts = useOrderCounts(countQuery);
  const stores = useStores().data?.items;
  const storeShown = useStoreShown(list.filters.storeId);
  const canCreate = useCan({ action: 'create', subject: 'Order' });
  const canUpdate = useCan({ action: 'update', subject: 'Order' });
  const canLabel = useCan({ action: 'create', subject: 'Label' });
  const canReport = useCan({ action: 'read', subject: 'Report' });
  const selectable = canUpdate || canLabel;

  const visible = useMemo<OptionalColumn[]>(
    () =>
      list.filters.cols
        ? optionalColumns.filter((c) => list.filters.cols!.split(',').includes(c))
        : defaultColumns,
    [list.filters.cols],
  );
  const setColumns = (cols: OptionalColumn[]) => {
    const same =
      cols.length === defaultColumns.length && cols.every((c) => defaultColumns.includes(c));
    list.setFilter('cols', same ? undefined : cols.join(',') || 'none');
  };

  const rows = useMemo(() => orders.data?.items ?? [], [orders.data]);
  // Another page, filter or sort is another set of rows: the selection starts again.
  const rowSelection = useRowSelection(rows, JSON.stringify(list.query));
  const { selected } = rowSelection;
  const storeName = useCallback(
    (id: string) => stores?.find((s) => s.id === id)?.name ?? '',
    [stores],
  );
  const selection = useMemo(
    () => (selectable ? rowSelection : undefined),
    [selectable, rowSelection],
  );
  const columns = useOrderColumns({ visible, storeName, selection });
  const total = orders.data?.total ?? 0;

  return (
    <>
      <PageHeader
        title={t('title.orders')}
        subtitle={storeShown}
        actions={
          <HStack gap="2" wrap="wrap">
            {canReport && (
              <Button asChild variant="outline">
                <Link to={ordersPaths.report()}>
                  <AppIcon name="chart" />
                  {t('title.orderReport')}
                </Link>
              </Button>
            )}
            {canCreate && (
              <Button asChild colorPalette="brand">
                <Link to={ordersPaths.add()}>
                  <AppIcon name="plus" />
                  {t('title.orderAdd')}
                </Link>
              </Button>
            )}
          </HStack>
        }
      />
      <StatusTabs
        value={list.filters.status}
        counts={counts.data}
        onChange={(s?: OrderStatus) => list.setFilter('status', s)}
      />
      <FilterBar
        actions={
          <>
            <ColumnPicker visible={visible} onChange={setColumns} />
            <ExportButtons
              query={{ ...countQuery, status: list.filters.status, sort: list.sort }}
              name="orders"
            />
          </>
        }
      >
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('list.search')} />
        <ListFilters filters={list.filters} onChange={list.setFilter} />
      </FilterBar>
      {selectable && <BulkBar ids={[...selected]} onDone={rowSelection.clear} />}
      {orders.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, orders.error)}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        caption={t('title.orders')}
        columns={columns}
        rows={orders.data?.items}
        rowId={(o) => o.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={orders.isFetching}
        empty={t('list.empty')}
      />
      {orders.data && !orders.data.totalExact && (
        <Text textStyle="xs" color="fg.muted" marginBlockStart="2">
          {/* Past the count's cap: the database's estimate when it has one (issue 35). */}
          {orders.data.totalEstimate
            ? t('list.totalAbout', {
                count: orders.data.totalEstimate,
                total: new Intl.NumberFormat(i18n.language).format(orders.data.totalEstimate),
                counted: new Intl.NumberFormat(i18n.language).format(total),
              })
            : t('list.totalCapped', {
                count: total,
                total: new Intl.NumberFormat(i18n.language).format(total),
              })}
        </Text>
      )}
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={total}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </>
  );
}

export const Component = OrderListPage;
