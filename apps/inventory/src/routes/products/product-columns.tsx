import { inventoryPaths } from '@sp/contracts/paths';
import type { Product } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { Badge, Button, Checkbox, HStack, Text, type DataColumn } from '@sp/ui';
import { useMemo } from 'react';
import { StockBadge } from '../../components/stock-badge';
import { formatMoney, formatQty } from '../../lib/format';

interface Options {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  allSelected: boolean;
  onEdit?: (p: Product) => void;
  /** False when the API hid cost from the caller: the cost column is dropped. */
  costShown?: boolean;
}

export function useProductColumns({
  selected,
  onToggle,
  onToggleAll,
  allSelected,
  onEdit,
  costShown = true,
}: Options): DataColumn<Product>[] {
  const { t, i18n } = useTranslation('inventory');
  const lng = i18n.language;
  return useMemo(() => {
    const columns: DataColumn<Product>[] = [
      {
        id: 'select',
        width: '2.5rem',
        header: (
          <Checkbox.Root
            checked={allSelected}
            onCheckedChange={onToggleAll}
            aria-label={t('products.selectAll')}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
          </Checkbox.Root>
        ),
        cell: (p) => (
          <Checkbox.Root
            checked={selected.has(p.id)}
            onCheckedChange={() => onToggle(p.id)}
            aria-label={t('products.select', { sku: p.sku })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
          </Checkbox.Root>
        ),
      },
      {
        id: 'sku',
        priority: 'key',
        header: t('products.fields.sku'),
        sortField: 'sku',
        cell: (p) => (
          <Link to={inventoryPaths.product(p.id)} dir="ltr">
            {p.sku}
          </Link>
        ),
      },
      {
        id: 'name',
        priority: 'key',
        header: t('products.fields.name'),
        sortField: 'name',
        cell: (p) => (
          <Text fontWeight="medium">
            <bdi>{p.name}</bdi>
            {p.barcode && (
              <Text as="span" display="block" textStyle="xs" color="fg.muted" dir="ltr">
                {p.barcode}
              </Text>
            )}
          </Text>
        ),
      },
      {
        id: 'category',
        header: t('products.fields.category'),
        sortField: 'category',
        cell: (p) => p.category,
      },
      {
        id: 'salePrice',
        header: t('products.fields.salePrice'),
        sortField: 'salePrice',
        align: 'end',
        cell: (p) => formatMoney(p.salePrice, p.currency, lng),
      },
      ...(costShown
        ? [
            {
              id: 'costPrice',
              header: t('products.fields.costPrice'),
              sortField: 'costPrice',
              align: 'end' as const,
              cell: (p: Product) => formatMoney(p.costPrice, p.currency, lng),
            },
          ]
        : []),
      {
        id: 'onHand',
        priority: 'key',
        header: t('products.fields.onHand'),
        sortField: 'onHand',
        align: 'end',
        cell: (p) => (
          <HStack justify="end" gap="2" wrap="wrap">
            <StockBadge onHand={p.onHand} low={p.lowStores > 0} stocked={p.stocked} />
            <span>{formatQty(p.onHand, lng)}</span>
            {p.reserved > 0 && (
              <Text as="span" color="fg.muted" textStyle="xs">
                {t('stock.held', {
                  reserved: formatQty(p.reserved, lng),
                  available: formatQty(p.available, lng),
                })}
              </Text>
            )}
          </HStack>
        ),
      },
      {
        id: 'status',
        header: t('products.fields.status'),
        cell: (p) => (
          <Badge colorPalette={p.status === 'active' ? 'green' : 'gray'}>
            {t(`products.status.${p.status}`)}
          </Badge>
        ),
      },
    ];
    if (onEdit) {
      columns.push({
        id: 'actions',
        priority: 'key',
        header: <Text srOnly>{t('common.actions')}</Text>,
        align: 'end',
        cell: (p) => (
          <Button
            size="xs"
            variant="ghost"
            aria-label={t('products.editNamed', { sku: p.sku })}
            onClick={() => onEdit(p)}
          >
            {t('common.edit')}
          </Button>
        ),
      });
    }
    return columns;
  }, [t, lng, selected, onToggle, onToggleAll, allSelected, onEdit, costShown]);
}
