import type { Supplier, SupplierListItem, SupplierListQuery } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useCan } from '@sp/shared-auth';
import {
  Alert,
  AppIcon,
  Badge,
  Button,
  DataTable,
  FilterBar,
  FilterSelect,
  Pagination,
  SearchInput,
  Text,
  type DataColumn,
} from '@sp/ui';
import {
  errorMessage,
  lazyPart,
  PageHeader,
  preloadOn,
  useListQuery,
  usePreloadWhenIdle,
  useStoreShown,
} from '@sp/page-kit';
import { Suspense, useMemo, useState } from 'react';
import { useSuppliers } from '../../api/purchases';
import { useSetSupplierActive } from '../../api/suppliers';
import { formatMoney, formatNumber } from '../../lib/format';

const SupplierFormDialog = lazyPart(() => import('./supplier-form-dialog'));
const FILTERS = ['active'] as const;

/** /purchase/suppliers: who the tenant buys from; deactivated, never deleted. */
export function SuppliersPage() {
  const { t, i18n } = useTranslation('purchase');
  const lng = i18n.language;
  const storeShown = useStoreShown();
  const list = useListQuery<(typeof FILTERS)[number], SupplierListQuery>({ filters: FILTERS });
  const suppliers = useSuppliers(list.query);
  const canEdit = useCan({ action: 'update', subject: 'Purchase' });
  const setActive = useSetSupplierActive();
  const [editing, setEditing] = useState<Supplier | 'new' | null>(null);
  usePreloadWhenIdle(SupplierFormDialog);

  const columns = useMemo<DataColumn<SupplierListItem>[]>(
    () => [
      {
        id: 'name',
        header: t('suppliers.fields.name'),
        sortField: 'name',
        priority: 'key',
        cell: (s) => <Text fontWeight="medium">{s.name}</Text>,
      },
      {
        id: 'contact',
        header: t('suppliers.fields.contactName'),
        cell: (s) => [s.contactName, s.phone].filter(Boolean).join(' · '),
      },
      {
        id: 'country',
        header: t('suppliers.fields.country'),
        sortField: 'country',
        cell: (s) => `${s.country} · ${s.currency}`,
      },
      {
        id: 'terms',
        header: t('suppliers.fields.paymentTermsDays'),
        sortField: 'paymentTermsDays',
        cell: (s) => t('suppliers.termsDays', { count: s.paymentTermsDays }),
      },
      // The figures of the store shown (the top bar's), per currency; absent when cost is hidden from the role.
      ...(suppliers.data?.items.some((s) => s.totals === null)
        ? []
        : [
            {
              id: 'purchased',
              header: t('suppliers.fields.purchased'),
              align: 'end' as const,
              cell: (s: SupplierListItem) =>
                figure(s, (x) => formatMoney(x.purchased, x.currency, lng)),
            },
            {
              id: 'openOrders',
              header: t('suppliers.fields.openOrders'),
              align: 'end' as const,
              cell: (s: SupplierListItem) => figure(s, (x) => formatNumber(x.openOrders, lng)),
            },
            {
              id: 'owed',
              header: t('suppliers.fields.owed'),
              align: 'end' as const,
              cell: (s: SupplierListItem) => figure(s, (x) => formatMoney(x.owed, x.currency, lng)),
            },
          ]),
      {
        id: 'active',
        header: t('suppliers.fields.active'),
        cell: (s) => (
          <Badge colorPalette={s.active ? 'green' : 'gray'}>
            {s.active ? t('suppliers.active') : t('suppliers.inactive')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: <Text srOnly>{t('suppliers.actions')}</Text>,
        align: 'end',
        priority: 'key',
        cell: (s) =>
          canEdit && (
            <>
              <Button
                size="xs"
                variant="ghost"
                {...preloadOn(SupplierFormDialog)}
                onClick={() => setEditing(s)}
              >
                {t('suppliers.edit')}
              </Button>
              <Button
                size="xs"
                variant="ghost"
                onClick={() => setActive.mutate({ id: s.id, active: !s.active })}
              >
                {s.active ? t('suppliers.deactivate') : t('suppliers.reactivate')}
              </Button>
            </>
          ),
      },
    ],
    [t, lng, canEdit, setActive, suppliers.data],
  );

  return (
    <>
      <PageHeader
        title={t('title.suppliers')}
        subtitle={storeShown}
        actions={
          canEdit && (
            <Button
              colorPalette="brand"
              {...preloadOn(SupplierFormDialog)}
              onClick={() => setEditing('new')}
            >
              <AppIcon name="plus" />
              {t('suppliers.add')}
            </Button>
          )
        }
      />
      <FilterBar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('suppliers.search')} />
        <FilterSelect
          label={t('suppliers.fields.active')}
          value={list.filters.active}
          onChange={(v) => list.setFilter('active', v)}
          options={[
            { value: 'true', label: t('suppliers.active') },
            { value: 'false', label: t('suppliers.inactive') },
          ]}
        />
      </FilterBar>
      {suppliers.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, suppliers.error)}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        caption={t('title.suppliers')}
        columns={columns}
        rows={suppliers.data?.items}
        rowId={(s) => s.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={suppliers.isFetching}
        empty={t('suppliers.empty')}
      />
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={suppliers.data?.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
      <Suspense>
        {editing && (
          <SupplierFormDialog
            supplier={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
    </>
  );
}

/** One line per currency; a dash when the supplier has nothing in the store shown. */
function figure(
  s: SupplierListItem,
  show: (x: NonNullable<SupplierListItem['totals']>[number]) => string,
) {
  if (!s.totals?.length) return '—';
  return s.totals.map((x) => (
    <Text key={x.currency} whiteSpace="nowrap">
      {show(x)}
    </Text>
  ));
}

export const Component = SuppliersPage;
