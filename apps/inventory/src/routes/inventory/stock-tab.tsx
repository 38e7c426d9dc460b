import { inventoryPaths } from '@sp/contracts/paths';
import type { StockListQuery, StockRow } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { errorMessage, lazyPart, preloadOn, useListQuery, usePreloadWhenIdle } from '@sp/page-kit';
import { Link } from '@sp/router';
import { useCan } from '@sp/shared-auth';
import {
  Alert,
  Button,
  DataTable,
  FilterBar,
  FilterSelect,
  HStack,
  Pagination,
  SearchInput,
  Text,
  type DataColumn,
} from '@sp/ui';
import { Suspense, useMemo, useState } from 'react';
import { useCategories } from '../../api/catalogue';
import { useAllStores, useStock } from '../../api/stock';
import { StockBadge } from '../../components/stock-badge';
import { costHidden, withoutCost } from '../../lib/cost';
import { formatMoney, formatQty } from '../../lib/format';
import { useCurrentStoreId } from '../../lib/use-current-store';

const AdjustDialog = lazyPart(() => import('../../components/adjust-dialog'));
const TransferDialog = lazyPart(() => import('../../components/transfer-dialog'));
const FILTERS = ['lowStock', 'storeId', 'category', 'productId'] as const;

/** Stock per product x store, low rows highlighted; adjust or transfer from a row. */
export function StockTab() {
  const { t, i18n } = useTranslation('inventory');
  const lng = i18n.language;
  const list = useListQuery<(typeof FILTERS)[number], StockListQuery>({ filters: FILTERS });
  const stock = useStock(list.query);
  const stores = useAllStores().data?.items ?? [];
  const categories = useCategories().data?.items ?? [];
  const current = useCurrentStoreId();
  const canMove = useCan({ action: 'create', subject: 'Inventory' });
  const [open, setOpen] = useState<{ kind: 'adjust' | 'transfer'; row: StockRow } | null>(null);
  usePreloadWhenIdle(AdjustDialog);
  // "All stores" in scope (no navbar store, no filter): each row says which store it is.
  const showStore = !current && !list.filters.storeId;

  const hideCost = costHidden(stock.data?.items, (r) => r.averageCost);
  const columns = useMemo<DataColumn<StockRow>[]>(() => {
    const cols: DataColumn<StockRow>[] = [
      {
        id: 'sku',
        priority: 'key',
        header: t('products.fields.sku'),
        sortField: 'sku',
        cell: (r) => (
          <Link to={inventoryPaths.product(r.productId)} dir="ltr">
            {r.sku}
          </Link>
        ),
      },
      {
        id: 'name',
        header: t('products.fields.name'),
        sortField: 'name',
        cell: (r) => <Text fontWeight={r.low ? 'semibold' : undefined}>{r.name}</Text>,
      },
      ...(showStore
        ? [
            {
              id: 'store',
              header: t('stock.store'),
              sortField: 'storeName',
              cell: (r: StockRow) => r.storeName,
            },
          ]
        : []),
      {
        id: 'onHand',
        priority: 'key',
        header: t('stock.onHand'),
        sortField: 'onHand',
        align: 'end',
        cell: (r) => (
          <HStack justify="end" gap="2" wrap="wrap">
            <StockBadge onHand={r.onHand} low={r.low} stocked={r.stocked} />
            <span>{formatQty(r.onHand, lng)}</span>
            {r.reserved > 0 && (
              <Text as="span" color="fg.muted" textStyle="xs">
                {t('stock.held', {
                  reserved: formatQty(r.reserved, lng),
                  available: formatQty(r.available, lng),
                })}
              </Text>
            )}
          </HStack>
        ),
      },
      {
        id: 'level',
        header: t('stock.level'),
        align: 'end',
        cell: (r) => formatQty(r.lowStockLevel, lng),
      },
      {
        id: 'averageCost',
        header: t('stock.averageCost'),
        align: 'end',
        cell: (r) => formatMoney(r.averageCost, r.currency, lng),
      },
      {
        id: 'value',
        header: t('stock.value'),
        sortField: 'value',
        align: 'end',
        cell: (r) => formatMoney(r.value, r.currency, lng),
      },
    ];
    if (canMove) {
      cols.push({
        id: 'actions',
        priority: 'key',
        header: <Text srOnly>{t('common.actions')}</Text>,
        align: 'end',
        cell: (r) => (
          <HStack justify="end" gap="1">
            <Button
              size="xs"
              variant="ghost"
              {...preloadOn(AdjustDialog)}
              aria-label={t('adjust.openFor', { sku: r.sku, store: r.storeName })}
              onClick={() => setOpen({ kind: 'adjust', row: r })}
            >
              {t('adjust.open')}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              {...preloadOn(TransferDialog)}
              aria-label={t('transfer.openFor', { sku: r.sku, store: r.storeName })}
              onClick={() => setOpen({ kind: 'transfer', row: r })}
            >
              {t('transfer.open')}
            </Button>
          </HStack>
        ),
      });
    }
    return withoutCost(cols, hideCost, ['averageCost', 'value']);
  }, [t, lng, showStore, canMove, hideCost]);

  return (
    <>
      <FilterBar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('products.search')} />
        <FilterSelect
          label={t('stock.lowFilter')}
          value={list.filters.lowStock}
          onChange={(v) => list.setFilter('lowStock', v)}
          options={[
            { value: 'true', label: t('stock.lowOnly') },
            { value: 'false', label: t('stock.notLow') },
          ]}
        />
        {stores.length > 1 && (
          <FilterSelect
            label={t('stock.store')}
            value={list.filters.storeId}
            onChange={(v) => list.setFilter('storeId', v)}
            options={stores.map((s) => ({ value: s.id, label: s.name }))}
          />
        )}
        <FilterSelect
          label={t('products.fields.category')}
          value={list.filters.category}
          onChange={(v) => list.setFilter('category', v)}
          options={categories.map((c) => ({ value: c.category, label: c.category }))}
        />
      </FilterBar>
      {stock.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, stock.error)}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        caption={t('stock.caption')}
        columns={columns}
        rows={stock.data?.items}
        rowId={(r) => `${r.productId}:${r.storeId}`}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={stock.isFetching}
        empty={t('stock.empty')}
      />
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={stock.data?.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
      <Suspense>
        {open?.kind === 'adjust' && (
          <AdjustDialog
            product={{ id: open.row.productId, sku: open.row.sku, name: open.row.name }}
            storeId={open.row.storeId}
            onClose={() => setOpen(null)}
          />
        )}
        {open?.kind === 'transfer' && (
          <TransferDialog
            product={{ id: open.row.productId, sku: open.row.sku }}
            fromStoreId={open.row.storeId}
            onClose={() => setOpen(null)}
          />
        )}
      </Suspense>
    </>
  );
}
