import { ordersPaths } from '@sp/contracts/paths';
import { returnStatuses, type ReturnListQuery, type ReturnSummary } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { PageHeader, errorMessage, useListQuery } from '@sp/page-kit';
import { Link } from '@sp/router';
import {
  Alert,
  Badge,
  DataTable,
  FilterBar,
  FilterSelect,
  Pagination,
  Text,
  formatDate,
  type DataColumn,
} from '@sp/ui';
import { useReturns } from '../../api/returns';
import { formatMoney, formatNumber } from '../../lib/format';

const FILTERS = ['status'] as const;

/** /orders/returns: return requests, the latest first, by status (issue 31.1). */
export function ReturnListPage() {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.language;
  const list = useListQuery<(typeof FILTERS)[number], ReturnListQuery>({
    filters: FILTERS,
    toQuery: ({ page, pageSize, filters }) =>
      ({
        page,
        pageSize,
        ...(filters.status ? { status: filters.status } : {}),
      }) as ReturnListQuery,
  });
  const returns = useReturns(list.query);
  const columns: DataColumn<ReturnSummary>[] = [
    {
      id: 'number',
      priority: 'key',
      header: t('returns.number'),
      cell: (r) => (
        <Link to={ordersPaths.returnOf(r.id)}>
          <Text as="span" dir="ltr" fontWeight="semibold" color="colorPalette.fg">
            {r.number}
          </Text>
        </Link>
      ),
    },
    {
      id: 'order',
      header: t('returns.order'),
      cell: (r) => (
        <Link to={ordersPaths.order(r.orderId)}>
          <Text as="span" dir="ltr">
            {r.orderNumber}
          </Text>
        </Link>
      ),
    },
    { id: 'customer', header: t('fields.customer'), cell: (r) => r.customerName },
    {
      id: 'status',
      priority: 'key',
      header: t('fields.status'),
      cell: (r) => <Badge>{t(`returns.status.${r.status}`)}</Badge>,
    },
    {
      id: 'units',
      header: t('returns.quantity'),
      align: 'end',
      cell: (r) => formatNumber(r.units, lng),
    },
    {
      id: 'value',
      header: t('returns.value'),
      align: 'end',
      cell: (r) => (
        <Text as="span" whiteSpace="nowrap">
          {formatMoney(r.value, r.currency, lng)}
        </Text>
      ),
    },
    {
      id: 'created',
      header: t('returns.createdAt'),
      cell: (r) => (
        <Text as="span" whiteSpace="nowrap">
          {formatDate(r.createdAt, 'DD Mon, YYYY', lng)}
        </Text>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('title.returns')} />
      <FilterBar>
        <FilterSelect
          label={t('fields.status')}
          value={list.filters.status}
          onChange={(v) => list.setFilter('status', v)}
          allLabel={t('returns.allStatuses')}
          options={returnStatuses.map((s) => ({ value: s, label: t(`returns.status.${s}`) }))}
        />
      </FilterBar>
      {returns.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, returns.error)}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        caption={t('title.returns')}
        columns={columns}
        rows={returns.data?.items}
        rowId={(r) => r.id}
        loading={returns.isFetching}
        empty={t('returns.empty')}
      />
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={returns.data?.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </>
  );
}

export const Component = ReturnListPage;
