import { purchasePaths } from '@sp/contracts/paths';
import type { PurchaseOrderSummary } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { Text, formatDate, type DataColumn } from '@sp/ui';
import { useMemo } from 'react';
import { StatusBadge } from '../../components/status-badge';
import { formatMoney, formatNumber } from '../../lib/format';

export function usePurchaseColumns(): DataColumn<PurchaseOrderSummary>[] {
  const { t, i18n } = useTranslation('purchase');
  return useMemo(() => {
    const lng = i18n.language;
    return [
      {
        id: 'number',
        header: t('fields.number'),
        sortField: 'number',
        priority: 'key',
        cell: (p) => (
          <Link to={purchasePaths.purchase(p.id)}>
            <Text as="span" fontWeight="semibold" color="colorPalette.fg" dir="ltr">
              {p.number}
            </Text>
          </Link>
        ),
      },
      {
        id: 'supplier',
        header: t('fields.supplier'),
        sortField: 'supplierName',
        cell: (p) => p.supplierName,
      },
      { id: 'store', header: t('fields.store'), cell: (p) => p.storeName },
      {
        id: 'status',
        priority: 'key',
        header: t('fields.status'),
        sortField: 'status',
        cell: (p) => <StatusBadge po={p} />,
      },
      {
        id: 'expected',
        header: t('fields.expectedDate'),
        sortField: 'expectedDate',
        cell: (p) => formatDate(p.expectedDate, 'DD Mon, YYYY', lng),
      },
      {
        id: 'received',
        header: t('fields.received'),
        align: 'end',
        cell: (p) =>
          `${formatNumber(p.receivedQuantity, lng)} / ${formatNumber(p.orderedQuantity, lng)}`,
      },
      {
        id: 'total',
        header: t('fields.total'),
        sortField: 'total',
        align: 'end',
        priority: 'key',
        cell: (p) => formatMoney(p.total, p.currency, lng),
      },
    ];
  }, [t, i18n.language]);
}
