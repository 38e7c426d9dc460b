import { inventoryPaths } from '@sp/contracts/paths';
import type { Product, ProductListQuery } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import {
  PageHeader,
  errorMessage,
  lazyPart,
  preloadOn,
  useListQuery,
  usePreloadWhenIdle,
  useRowSelection,
} from '@sp/page-kit';
import { Link } from '@sp/router';
import { useCan } from '@sp/shared-auth';
import {
  Alert,
  AppIcon,
  Button,
  DataTable,
  HStack,
  FilterBar,
  FilterSelect,
  Pagination,
  SearchInput,
} from '@sp/ui';
import { Suspense, useMemo, useState } from 'react';
import { useCategories, useProducts } from '../../api/catalogue';
import { useAllStores } from '../../api/stock';
import { BulkBar } from './bulk-bar';
import { costHidden } from '../../lib/cost';
import { useProductColumns } from './product-columns';

const ProductFormDialog = lazyPart(() => import('../../components/product-form-dialog'));
const FILTERS = ['category', 'status', 'lowStock', 'storeId'] as const;

/** /products: the catalogue, searchable by SKU, name or barcode, with stock in the stores in scope. */
export function ProductsPage() {
  const { t } = useTranslation('inventory');
  const list = useListQuery<(typeof FILTERS)[number], ProductListQuery>({ filters: FILTERS });
  const products = useProducts(list.query);
  const categories = useCategories().data?.items ?? [];
  const stores = useAllStores().data?.items ?? [];
  const canCreate = useCan({ action: 'create', subject: 'Product' });
  const canEdit = useCan({ action: 'update', subject: 'Product' });
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  usePreloadWhenIdle(ProductFormDialog);

  const rows = useMemo(() => products.data?.items ?? [], [products.data]);
  const selection = useRowSelection(rows);
  const { selected, onToggle, onToggleAll, allSelected } = selection;
  const costShown = !costHidden(rows, (p) => p.costPrice);
  const columns = useProductColumns({
    selected,
    onToggle,
    onToggleAll,
    allSelected,
    costShown,
    ...(canEdit ? { onEdit: setEditing } : {}),
  });

  return (
    <>
      <PageHeader
        title={t('title.products')}
        actions={
          canCreate && (
            <HStack gap="2">
              <Button variant="outline" asChild>
                <Link to={inventoryPaths.productImport()}>
                  <AppIcon name="upload" />
                  {t('products.import')}
                </Link>
              </Button>
              <Button
                colorPalette="brand"
                {...preloadOn(ProductFormDialog)}
                onClick={() => setEditing('new')}
              >
                <AppIcon name="plus" />
                {t('products.add')}
              </Button>
            </HStack>
          )
        }
      />
      <FilterBar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('products.search')} />
        <FilterSelect
          label={t('products.fields.category')}
          value={list.filters.category}
          onChange={(v) => list.setFilter('category', v)}
          options={categories.map((c) => ({
            value: c.category,
            label: `${c.category} (${c.count})`,
          }))}
        />
        <FilterSelect
          label={t('products.fields.status')}
          value={list.filters.status}
          onChange={(v) => list.setFilter('status', v)}
          options={(['active', 'archived'] as const).map((s) => ({
            value: s,
            label: t(`products.status.${s}`),
          }))}
        />
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
      </FilterBar>
      {canEdit && <BulkBar ids={[...selected]} onDone={selection.clear} />}
      {products.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, products.error)}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        caption={t('title.products')}
        columns={canEdit ? columns : columns.slice(1)}
        rows={products.data?.items}
        rowId={(p) => p.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={products.isFetching}
        empty={t('products.empty')}
      />
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={products.data?.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
      <datalist id="inventory-categories">
        {categories.map((c) => (
          <option key={c.category} value={c.category} />
        ))}
      </datalist>
      <Suspense>
        {editing && (
          <ProductFormDialog
            product={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
    </>
  );
}

export const Component = ProductsPage;
