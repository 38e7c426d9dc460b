import type { Service, ServiceListQuery } from '@sp/contracts/api';
import { serviceKindSchema } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import {
  PageHeader,
  errorMessage,
  lazyPart,
  preloadOn,
  useListQuery,
  usePreloadWhenIdle,
} from '@sp/page-kit';
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
import { Suspense, useMemo, useState } from 'react';
import { useServices } from '../../api/catalogue';
import { useAllStores } from '../../api/stock';
import { formatMoney } from '../../lib/format';

const ServiceFormDialog = lazyPart(() => import('./service-form-dialog'));
const FILTERS = ['kind', 'direction', 'active', 'storeId'] as const;

/** /services: priced operations (packing, shipping, COD fee ...) that orders and profit & loss use. */
export function ServicesPage() {
  const { t, i18n } = useTranslation('inventory');
  const list = useListQuery<(typeof FILTERS)[number], ServiceListQuery>({ filters: FILTERS });
  const services = useServices(list.query);
  const storeRows = useAllStores().data?.items;
  const stores = useMemo(() => storeRows ?? [], [storeRows]);
  const canCreate = useCan({ action: 'create', subject: 'Service' });
  const canEdit = useCan({ action: 'update', subject: 'Service' });
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  usePreloadWhenIdle(ServiceFormDialog);
  const columns = useMemo<DataColumn<Service>[]>(() => {
    const storeName = (id: string | null) =>
      id ? (stores.find((s) => s.id === id)?.name ?? '') : t('services.allStores');
    return [
      {
        id: 'name',
        priority: 'key',
        header: t('services.fields.name'),
        sortField: 'name',
        cell: (s) => <Text fontWeight="medium">{s.name}</Text>,
      },
      {
        id: 'kind',
        header: t('services.fields.kind'),
        sortField: 'kind',
        cell: (s) => t(`services.kind.${s.kind}`),
      },
      {
        id: 'direction',
        header: t('services.fields.direction'),
        cell: (s) => (
          <Badge colorPalette={s.direction === 'cost' ? 'orange' : 'blue'}>
            {t(`services.direction.${s.direction}`)}
          </Badge>
        ),
      },
      {
        id: 'price',
        priority: 'key',
        header: t('services.fields.price'),
        sortField: 'price',
        align: 'end',
        cell: (s) => formatMoney(s.price, s.currency, i18n.language),
      },
      {
        id: 'unit',
        header: t('services.fields.unit'),
        sortField: 'unit',
        cell: (s) => t(`services.unit.${s.unit}`),
      },
      { id: 'store', header: t('services.fields.storeId'), cell: (s) => storeName(s.storeId) },
      // Who bills a cost service (its charges go on that supplier's statement).
      {
        id: 'provider',
        header: t('services.fields.providerId'),
        cell: (s) => s.providerName ?? '',
      },
      {
        id: 'active',
        priority: 'key',
        header: t('services.fields.active'),
        cell: (s) => (
          <Badge colorPalette={s.active ? 'green' : 'gray'}>
            {s.active ? t('common.active') : t('common.inactive')}
          </Badge>
        ),
      },
      ...(canEdit
        ? [
            {
              id: 'actions',
              priority: 'key' as const,
              header: <Text srOnly>{t('common.actions')}</Text>,
              align: 'end' as const,
              cell: (s: Service) => (
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={t('services.editTitle', { name: s.name })}
                  onClick={() => setEditing(s)}
                >
                  {t('common.edit')}
                </Button>
              ),
            },
          ]
        : []),
    ];
  }, [t, i18n.language, canEdit, stores]);

  return (
    <>
      <PageHeader
        title={t('title.services')}
        actions={
          canCreate && (
            <Button
              colorPalette="brand"
              {...preloadOn(ServiceFormDialog)}
              onClick={() => setEditing('new')}
            >
              <AppIcon name="plus" />
              {t('services.add')}
            </Button>
          )
        }
      />
      <FilterBar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('services.search')} />
        <FilterSelect
          label={t('services.fields.kind')}
          value={list.filters.kind}
          onChange={(v) => list.setFilter('kind', v)}
          options={serviceKindSchema.options.map((k) => ({
            value: k,
            label: t(`services.kind.${k}`),
          }))}
        />
        <FilterSelect
          label={t('services.fields.direction')}
          value={list.filters.direction}
          onChange={(v) => list.setFilter('direction', v)}
          options={['cost', 'charge'].map((d) => ({
            value: d,
            label: t(`services.direction.${d}`),
          }))}
        />
        <FilterSelect
          label={t('services.fields.active')}
          value={list.filters.active}
          onChange={(v) => list.setFilter('active', v)}
          options={[
            { value: 'true', label: t('common.active') },
            { value: 'false', label: t('common.inactive') },
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
      {services.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, services.error)}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        caption={t('title.services')}
        columns={columns}
        rows={services.data?.items}
        rowId={(s) => s.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={services.isFetching}
        empty={t('services.empty')}
      />
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={services.data?.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
      <Suspense>
        {editing && (
          <ServiceFormDialog
            service={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
    </>
  );
}

export const Component = ServicesPage;
