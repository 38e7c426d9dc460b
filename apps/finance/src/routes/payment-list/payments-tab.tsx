import type { PaymentListQuery } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useListQuery } from '@sp/page-kit';
import { DataTable, FilterBar, Pagination } from '@sp/ui';
import { usePayments } from '../../api/payments';
import { ErrorAlert } from '../../components/error-alert';
import { usePaymentColumns } from './payment-columns';
import { FILTERS, PaymentFilters } from './payment-filters';

/** The payments list: filters, sort and page in the URL; the API's `q`, `sort` and `order`. */
export function PaymentsTab() {
  const { t } = useTranslation('finance');
  const list = useListQuery<(typeof FILTERS)[number], PaymentListQuery>({
    filters: FILTERS,
    toQuery: ({ page, pageSize, search, sort, filters }) =>
      ({
        page,
        pageSize,
        ...filters,
        ...(search ? { q: search } : {}),
        ...(sort
          ? { sort: sort.replace(/^-/, ''), order: sort.startsWith('-') ? 'desc' : 'asc' }
          : {}),
      }) as PaymentListQuery,
  });
  const payments = usePayments(list.query);
  const columns = usePaymentColumns();
  return (
    <>
      <FilterBar>
        <PaymentFilters
          search={list.search}
          onSearch={list.setSearch}
          filters={list.filters}
          setFilter={list.setFilter}
        />
      </FilterBar>
      <ErrorAlert error={payments.error} />
      <DataTable
        caption={t('title.payment')}
        columns={columns}
        rows={payments.data?.items}
        rowId={(p) => p.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={payments.isFetching}
        empty={t('list.empty')}
      />
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={payments.data?.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </>
  );
}
