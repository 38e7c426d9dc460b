import { ordersPaths } from '@sp/contracts/paths';
import type { OrderSummary } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { Checkbox, HStack, Text, formatDate, type DataColumn } from '@sp/ui';
import { useMemo } from 'react';
import { ReturnerBadge } from '../../components/returner-badge';
import { TagBadges } from '../../components/order-tags';
import { PartlyShippedBadge, StatusBadge } from '../../components/status-badge';
import { formatMoney, formatNumber } from '../../lib/format';

/** Columns a user may hide or show (the column choice, kept in the URL as `cols`). */
export const optionalColumns = [
  'date',
  'store',
  'customer',
  'phone',
  'city',
  'items',
  'total',
  'payment',
  'status',
  'agent',
  'tracking',
] as const;
export type OptionalColumn = (typeof optionalColumns)[number];
export const defaultColumns: OptionalColumn[] = [
  'date',
  'customer',
  'phone',
  'city',
  'items',
  'total',
  'payment',
  'status',
  'agent',
  'tracking',
];

interface Options {
  visible: readonly OptionalColumn[];
  storeName: (id: string) => string;
  selection?: {
    selected: ReadonlySet<string>;
    allSelected: boolean;
    onToggle: (id: string) => void;
    onToggleAll: () => void;
  };
}

export function useOrderColumns({
  visible,
  storeName,
  selection,
}: Options): DataColumn<OrderSummary>[] {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.language;
  return useMemo(() => {
    const optional: Record<OptionalColumn, DataColumn<OrderSummary>> = {
      date: {
        id: 'date',
        header: t('fields.date'),
        sortField: 'orderedAt',
        cell: (o) => (
          <Text as="span" whiteSpace="nowrap">
            {formatDate(o.orderedAt, 'DD Mon, YYYY', lng)}
          </Text>
        ),
      },
      store: { id: 'store', header: t('fields.store'), cell: (o) => storeName(o.storeId) },
      customer: {
        id: 'customer',
        header: t('fields.customer'),
        sortField: 'customerName',
        cell: (o) => (
          <HStack gap="2" wrap="wrap">
            <span>{o.customerName}</span>
            <ReturnerBadge risk={o.returner} />
            <TagBadges tags={o.tags} />
          </HStack>
        ),
      },
      phone: {
        id: 'phone',
        header: t('fields.phone'),
        cell: (o) => (
          <Text as="span" dir="ltr" whiteSpace="nowrap">
            {o.phone}
          </Text>
        ),
      },
      city: { id: 'city', header: t('fields.city'), sortField: 'city', cell: (o) => o.city },
      items: {
        id: 'items',
        header: t('fields.items'),
        align: 'end',
        cell: (o) => formatNumber(o.itemsCount, lng),
      },
      total: {
        id: 'total',
        priority: 'key',
        header: t('fields.total'),
        sortField: 'total',
        align: 'end',
        cell: (o) => (
          <Text as="span" whiteSpace="nowrap">
            {formatMoney(o.total, o.currency, lng)}
          </Text>
        ),
      },
      payment: {
        id: 'payment',
        header: t('fields.paymentMethod'),
        cell: (o) => t(`payment.${o.paymentMethod}`),
      },
      status: {
        id: 'status',
        priority: 'key',
        header: t('fields.status'),
        sortField: 'status',
        cell: (o) =>
          o.fulfilment === 'partial' ? (
            <HStack gap="1" wrap="wrap">
              <StatusBadge status={o.status} />
              <PartlyShippedBadge />
            </HStack>
          ) : (
            <StatusBadge status={o.status} />
          ),
      },
      agent: {
        id: 'agent',
        header: t('fields.agent'),
        cell: (o) =>
          o.agentName ?? (
            <Text as="span" color="fg.muted">
              —
            </Text>
          ),
      },
      tracking: {
        id: 'tracking',
        header: t('fields.tracking'),
        cell: (o) => (o.trackingNumber ? <span dir="ltr">{o.trackingNumber}</span> : ''),
      },
    };
    const columns: DataColumn<OrderSummary>[] = [];
    if (selection) {
      const { selected, allSelected, onToggle, onToggleAll } = selection;
      columns.push({
        id: 'select',
        priority: 'key',
        width: '2.5rem',
        header: (
          <Checkbox.Root
            checked={allSelected}
            onCheckedChange={onToggleAll}
            aria-label={t('list.selectAll')}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
          </Checkbox.Root>
        ),
        cell: (o) => (
          <Checkbox.Root
            checked={selected.has(o.id)}
            onCheckedChange={() => onToggle(o.id)}
            aria-label={t('list.select', { number: o.number })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
          </Checkbox.Root>
        ),
      });
    }
    columns.push({
      id: 'number',
      priority: 'key',
      header: t('fields.number'),
      sortField: 'number',
      cell: (o) => (
        <Link to={ordersPaths.order(o.id)}>
          <Text
            as="span"
            fontWeight="semibold"
            color="colorPalette.fg"
            dir="ltr"
            whiteSpace="nowrap"
          >
            {o.number}
          </Text>
        </Link>
      ),
    });
    for (const id of optionalColumns) if (visible.includes(id)) columns.push(optional[id]);
    return columns;
  }, [t, lng, visible, storeName, selection]);
}
