import { purchasePaths } from '@sp/contracts/paths';
import type { PurchaseListQuery } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { useCan } from '@sp/shared-auth';
import {
  Alert,
  AppIcon,
  Button,
  DataTable,
  FilterBar,
  FilterSelect,
  Pagination,
  SearchInput,
} from '@sp/ui';
import {
  errorMessage,
  FilterPicker,
  PageHeader,
  useListQuery,
  useStores,
  useStoreShown,
} from '@sp/page-kit';
import { supplierSource } from '../../api/pickers';
import { usePurchases } from '../../api/purchases';
import { purchaseStatuses } from '../../lib/statuses';
import { ExpectedDateFilter } from './expected-date-filter';
import { usePurchaseColumns } from './purchase-columns';

const FILTERS = [
  'status',
  'supplierId',
  'storeId',
  'overdue',
  'expectedFrom',
  'expectedTo',
] as const;

/** /purchase: every purchase order the caller's stores may see, filters and page in the URL. */
export function PurchaseListPage() {
  const { t } = useTranslation('purchase');
  const list = useListQuery<(typeof FILTERS)[number], PurchaseListQuery>({ filters: FILTERS });
  const purchases = usePurchases(list.query);
  const stores = useStores();
  const storeShown = useStoreShown(list.filters.storeId);
  const canCreate = useCan({ action: 'create', subject: 'Purchase' });
  const columns = usePurchaseColumns();

  return (
    <>
      <PageHeader
        title={t('title.purchases')}
        subtitle={storeShown}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={purchasePaths.suppliers()}>{t('title.suppliers')}</Link>
            </Button>
            {canCreate && (
              <Button asChild colorPalette="brand">
                <Link to={purchasePaths.add()}>
                  <AppIcon name="plus" />
                  {t('title.purchaseAdd')}
                </Link>
              </Button>
            )}
          </>
        }
      />
      <FilterBar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('list.search')} />
        <FilterSelect
          label={t('fields.status')}
          value={list.filters.status}
          onChange={(v) => list.setFilter('status', v)}
          options={['open', ...purchaseStatuses].map((s) => ({
            value: s,
            label: t(`status.${s}`),
          }))}
        />
        <FilterPicker
          source={supplierSource()}
          label={t('fields.supplier')}
          value={list.filters.supplierId}
          onChange={(v) => list.setFilter('supplierId', v)}
        />
        <FilterSelect
          label={t('fields.store')}
          value={list.filters.storeId}
          onChange={(v) => list.setFilter('storeId', v)}
          options={(stores.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
        <FilterSelect
          label={t('status.overdue')}
          value={list.filters.overdue}
          onChange={(v) => list.setFilter('overdue', v)}
          options={[{ value: 'true', label: t('list.overdueOnly') }]}
        />
        <ExpectedDateFilter
          from={list.filters.expectedFrom}
          to={list.filters.expectedTo}
          onChange={(k, v) => list.setFilter(k, v)}
        />
      </FilterBar>
      {purchases.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, purchases.error)}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        caption={t('title.purchases')}
        columns={columns}
        rows={purchases.data?.items}
        rowId={(p) => p.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={purchases.isFetching}
        empty={t('list.empty')}
      />
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={purchases.data?.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </>
  );
}

export const Component = PurchaseListPage;
