import type { Movement } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Badge, Text, formatDate, type DataColumn } from '@sp/ui';
import { useMemo } from 'react';
import { costHidden, withoutCost } from '../lib/cost';
import { formatMoney, formatQty } from '../lib/format';

const kindColor: Record<Movement['kind'], string> = {
  receipt: 'green',
  return: 'teal',
  transfer_in: 'blue',
  shipment: 'purple',
  transfer_out: 'blue',
  adjustment: 'orange',
};

/** The ledger's columns, shared by /inventory (ledger tab) and the product page. */
/** `rows`: the movements shown; a null unit cost among them (hidden from the caller) drops that column. */
export function useLedgerColumns(
  withProduct = true,
  rows?: readonly Movement[],
): DataColumn<Movement>[] {
  const { t, i18n } = useTranslation('inventory');
  const lng = i18n.language;
  const hideCost = costHidden(rows, (m) => m.unitCost);
  return useMemo(() => {
    const reference = (m: Movement) => {
      if (!m.reference) return '';
      if (m.reference.type === 'opening') return t('ledger.opening');
      return (
        m.reference.label ?? t(`ledger.ref.${m.reference.type}`, { defaultValue: m.reference.type })
      );
    };
    const columns: DataColumn<Movement>[] = [
      {
        id: 'createdAt',
        header: t('ledger.fields.at'),
        sortField: 'createdAt',
        cell: (m) => formatDate(m.createdAt, 'datetime', lng),
      },
      {
        id: 'kind',
        priority: 'key',
        header: t('ledger.fields.kind'),
        cell: (m) => <Badge colorPalette={kindColor[m.kind]}>{t(`kind.${m.kind}`)}</Badge>,
      },
      {
        id: 'product',
        priority: 'key',
        header: t('ledger.fields.product'),
        cell: (m) => (
          <Text>
            <span dir="ltr">{m.sku}</span> · {m.productName}
          </Text>
        ),
      },
      { id: 'store', header: t('ledger.fields.store'), cell: (m) => m.storeName },
      {
        id: 'quantity',
        priority: 'key',
        header: t('ledger.fields.quantity'),
        sortField: 'quantity',
        align: 'end',
        cell: (m) => (
          <Text color={m.quantity < 0 ? 'fg.error' : 'fg.success'} dir="ltr">
            {formatQty(m.quantity, lng, true)}
          </Text>
        ),
      },
      {
        id: 'onHandAfter',
        header: t('ledger.fields.onHandAfter'),
        align: 'end',
        cell: (m) => formatQty(m.onHandAfter, lng),
      },
      {
        id: 'unitCost',
        header: t('ledger.fields.unitCost'),
        align: 'end',
        cell: (m) => formatMoney(m.unitCost, m.currency, lng),
      },
      {
        id: 'why',
        header: t('ledger.fields.why'),
        cell: (m) => (
          <Text>
            {m.reason ? t(`reason.${m.reason}`, { defaultValue: m.reason }) : reference(m)}
            {m.note && (
              <Text as="span" display="block" textStyle="xs" color="fg.muted">
                {m.note}
              </Text>
            )}
          </Text>
        ),
      },
      { id: 'user', header: t('ledger.fields.user'), cell: (m) => m.user?.fullName ?? '' },
    ];
    return withoutCost(
      withProduct ? columns : columns.filter((c) => c.id !== 'product'),
      hideCost,
      ['unitCost'],
    );
  }, [t, lng, withProduct, hideCost]);
}
