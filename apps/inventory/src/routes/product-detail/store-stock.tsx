import type { StockRow } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useCan } from '@sp/shared-auth';
import { DataTable, HStack, Input, Text, notify, type DataColumn } from '@sp/ui';
import { errorMessage } from '@sp/page-kit';
import { useMemo } from 'react';
import { useSaveProduct } from '../../api/catalogue';
import { useStock } from '../../api/stock';
import { StockBadge } from '../../components/stock-badge';
import { costHidden, withoutCost } from '../../lib/cost';
import { formatMoney, formatQty } from '../../lib/format';

/** One line per store: on hand, its own low-stock level (editable), average cost and value. */
export function StoreStock({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('inventory');
  const lng = i18n.language;
  const stock = useStock({ productId, pageSize: 100, sort: 'storeName' });
  const canEdit = useCan({ action: 'update', subject: 'Product' });
  const save = useSaveProduct(productId);
  const hideCost = costHidden(stock.data?.items, (r) => r.averageCost);
  const columns = useMemo<DataColumn<StockRow>[]>(() => {
    const setLevel = (row: StockRow, raw: string) => {
      const level = Number(raw);
      if (!Number.isInteger(level) || level < 0 || level === row.lowStockLevel) return;
      save.mutate(
        { storeLevels: [{ storeId: row.storeId, level }] },
        {
          onSuccess: () =>
            notify('success', t('stock.levelSaved', { store: row.storeName, level })),
          onError: (error) => notify('error', errorMessage(t, error)),
        },
      );
    };
    const cols: DataColumn<StockRow>[] = [
      { id: 'store', priority: 'key', header: t('stock.store'), cell: (r) => r.storeName },
      {
        id: 'onHand',
        priority: 'key',
        header: t('stock.onHand'),
        align: 'end',
        cell: (r) => (
          <HStack justify="end" gap="2">
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
        priority: 'key',
        header: t('stock.level'),
        align: 'end',
        cell: (r) =>
          canEdit ? (
            <Input
              size="xs"
              width="20"
              type="number"
              min={0}
              dir="ltr"
              defaultValue={r.lowStockLevel}
              aria-label={t('stock.levelFor', { store: r.storeName })}
              onBlur={(e) => setLevel(r, e.currentTarget.value)}
            />
          ) : (
            formatQty(r.lowStockLevel, lng)
          ),
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
        align: 'end',
        cell: (r) => formatMoney(r.value, r.currency, lng),
      },
    ];
    return withoutCost(cols, hideCost, ['averageCost', 'value']);
  }, [t, lng, canEdit, save, hideCost]);
  return (
    <DataTable
      caption={t('product.stockPerStore')}
      columns={columns}
      rows={stock.data?.items}
      rowId={(r) => r.storeId}
      loading={stock.isFetching}
      empty={t('stock.empty')}
    />
  );
}
