import { ordersPaths } from '@sp/contracts/paths';
import type { OrderListQuery, OrderSummary } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { errorMessage, PageHeader, useListQuery, useRowSelection, useStores } from '@sp/page-kit';
import { Link } from '@sp/router';
import { useCan } from '@sp/shared-auth';
import {
  Alert,
  AppIcon,
  Badge,
  Button,
  Checkbox,
  DataTable,
  FilterBar,
  FilterSelect,
  HStack,
  Pagination,
  SearchInput,
  Text,
  formatDate,
  type DataColumn,
} from '@sp/ui';
import { useMemo } from 'react';
import { useOrders } from '../../api/orders';
import { LabelButtons } from '../../components/label-buttons';
import { StatusBadge } from '../../components/status-badge';
import { RecentBatches } from './recent-batches';

const FILTERS = ['status', 'labelPrinted', 'storeId'] as const;
const LABEL_STATUSES = ['confirmed', 'packed', 'shipped'] as const;

/**
 * /labels: shipping labels for any selection, 4x6 in (thermal) or A4 sheets. Opens on the
 * packed orders whose label is not printed yet; a reprint is one filter away.
 */
export function LabelsPage() {
  const { t, i18n } = useTranslation('orders');
  const list = useListQuery<(typeof FILTERS)[number], OrderListQuery>({
    filters: FILTERS,
    toQuery: ({ query, filters }) =>
      ({
        ...query,
        status: filters.status ?? 'confirmed,packed',
        labelPrinted:
          filters.labelPrinted === 'all' ? undefined : (filters.labelPrinted ?? 'false'),
      }) as OrderListQuery,
  });
  const orders = useOrders(list.query);
  const stores = useStores().data?.items ?? [];
  const canPrint = useCan({ action: 'create', subject: 'Label' });
  const canImport = useCan({ action: 'update', subject: 'Order' });
  const rows = useMemo(() => orders.data?.items ?? [], [orders.data]);
  const selection = useRowSelection(rows);
  const { selected, allSelected, onToggle: toggle } = selection;
  const lng = i18n.language;

  const columns: DataColumn<OrderSummary>[] = [
    {
      id: 'select',
      priority: 'key',
      width: '2.5rem',
      header: (
        <Checkbox.Root
          checked={allSelected}
          onCheckedChange={selection.onToggleAll}
          aria-label={t('list.selectAll')}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
        </Checkbox.Root>
      ),
      cell: (o) => (
        <Checkbox.Root
          checked={selected.has(o.id)}
          onCheckedChange={() => toggle(o.id)}
          aria-label={t('list.select', { number: o.number })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
        </Checkbox.Root>
      ),
    },
    {
      id: 'number',
      priority: 'key',
      header: t('fields.number'),
      sortField: 'number',
      cell: (o) => (
        <Link to={ordersPaths.order(o.id)}>
          <Text as="span" fontWeight="semibold" dir="ltr">
            {o.number}
          </Text>
        </Link>
      ),
    },
    { id: 'customer', header: t('fields.customer'), cell: (o) => o.customerName },
    { id: 'city', header: t('fields.city'), sortField: 'city', cell: (o) => o.city },
    { id: 'agent', header: t('fields.agent'), cell: (o) => o.agentName ?? '—' },
    {
      id: 'tracking',
      header: t('fields.tracking'),
      cell: (o) => <span dir="ltr">{o.trackingNumber || '—'}</span>,
    },
    {
      id: 'status',
      priority: 'key',
      header: t('fields.status'),
      cell: (o) => <StatusBadge status={o.status} />,
    },
    {
      id: 'label',
      priority: 'key',
      header: t('fields.label'),
      cell: (o) =>
        o.labelPrintedAt ? (
          <Badge colorPalette="green">{formatDate(o.labelPrintedAt, 'DD Mon', lng)}</Badge>
        ) : (
          <Badge colorPalette="orange">{t('labels.notPrinted')}</Badge>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('title.labels')}
        actions={
          canImport && (
            <Button asChild variant="outline">
              <Link to={ordersPaths.labelImport()}>
                <AppIcon name="upload" />
                {t('title.labelImport')}
              </Link>
            </Button>
          )
        }
      />
      <FilterBar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('list.search')} />
        <FilterSelect
          label={t('fields.status')}
          value={list.filters.status}
          onChange={(v) => list.setFilter('status', v)}
          allLabel={t('labels.readyStatuses')}
          options={LABEL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <FilterSelect
          label={t('fields.label')}
          value={list.filters.labelPrinted}
          onChange={(v) => list.setFilter('labelPrinted', v)}
          allLabel={t('labels.notPrinted')}
          options={[
            { value: 'true', label: t('labels.printedAlready') },
            { value: 'all', label: t('labels.any') },
          ]}
        />
        {stores.length > 1 && (
          <FilterSelect
            label={t('fields.store')}
            value={list.filters.storeId}
            onChange={(v) => list.setFilter('storeId', v)}
            options={stores.map((s) => ({ value: s.id, label: s.name }))}
          />
        )}
      </FilterBar>
      {canPrint && (
        <HStack
          role="region"
          aria-label={t('labels.print')}
          gap="3"
          wrap="wrap"
          padding="3"
          marginBlockEnd="3"
          borderWidth="1px"
          borderRadius="md"
          bg="bg.muted"
        >
          <Text fontWeight="medium">{t('bulk.selected', { count: selected.size })}</Text>
          <LabelButtons orderIds={[...selected]} onPrinted={selection.clear} />
        </HStack>
      )}
      <RecentBatches enabled={canPrint} />
      {orders.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, orders.error)}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        caption={t('title.labels')}
        columns={canPrint ? columns : columns.slice(1)}
        rows={orders.data?.items}
        rowId={(o) => o.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={orders.isFetching}
        empty={t('labels.empty')}
      />
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={orders.data?.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </>
  );
}

export const Component = LabelsPage;
