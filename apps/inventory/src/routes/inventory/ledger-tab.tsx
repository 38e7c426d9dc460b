import { movementKinds, type MovementListQuery } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { errorMessage, useListQuery } from '@sp/page-kit';
import {
  Alert,
  DataTable,
  FilterBar,
  FilterSelect,
  Pagination,
  SearchInput,
  DayFilter,
} from '@sp/ui';
import { useAllStores, useMovements } from '../../api/stock';
import { useLedgerColumns } from '../../components/ledger-columns';

const FILTERS = ['productId', 'storeId', 'kind', 'from', 'to'] as const;

/** The append-only ledger, newest first; filters by product, store, kind and days. */
export function LedgerTab() {
  const { t } = useTranslation('inventory');
  const list = useListQuery<(typeof FILTERS)[number], MovementListQuery>({ filters: FILTERS });
  const movements = useMovements(list.query);
  const stores = useAllStores().data?.items ?? [];
  const columns = useLedgerColumns(true, movements.data?.items);
  const day = (key: 'from' | 'to') => (
    <DayFilter
      label={t(`ledger.${key}`)}
      value={list.filters[key]}
      onChange={(v) => list.setFilter(key, v)}
    />
  );
  return (
    <>
      <FilterBar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('ledger.search')} />
        {stores.length > 1 && (
          <FilterSelect
            label={t('stock.store')}
            value={list.filters.storeId}
            onChange={(v) => list.setFilter('storeId', v)}
            options={stores.map((s) => ({ value: s.id, label: s.name }))}
          />
        )}
        <FilterSelect
          label={t('ledger.fields.kind')}
          value={list.filters.kind}
          onChange={(v) => list.setFilter('kind', v)}
          options={movementKinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        />
        {day('from')}
        {day('to')}
      </FilterBar>
      {movements.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, movements.error)}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        caption={t('ledger.caption')}
        columns={columns}
        rows={movements.data?.items}
        rowId={(m) => m.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={movements.isFetching}
        empty={t('ledger.empty')}
      />
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={movements.data?.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </>
  );
}
