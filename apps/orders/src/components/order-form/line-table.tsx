import { useTranslation } from '@sp/i18n';
import { LineTable as KitLineTable, formatMinor } from '@sp/page-kit';
import { Badge } from '@sp/ui';
import { formatNumber } from '../../lib/format';
import type { LineDraft } from './form-state';

interface Props {
  lines: LineDraft[];
  keys: string[];
  lineTotals: number[];
  currency: string;
  errors: Record<string, string>;
  onChange: (index: number, patch: Partial<LineDraft>) => void;
  onRemove: (index: number) => void;
}

/** The order's lines: quantity, unit price (the sale price by default) and discount; stock in the store shown. */
export function LineTable({
  lines,
  keys,
  lineTotals,
  currency,
  errors,
  onChange,
  onRemove,
}: Props) {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.language;
  return (
    <KitLineTable<LineDraft>
      lines={lines}
      keys={keys}
      label={t('add.lines')}
      empty={t('add.noLines')}
      productHeader={t('fields.product')}
      product={(l) => ({ name: l.name, sku: l.sku })}
      columns={[
        {
          header: t('fields.inStock'),
          render: (l) =>
            l.onHand === null ? (
              '—'
            ) : Number(l.quantity) > l.onHand ? (
              <Badge colorPalette="red">
                {t('add.short', { onHand: formatNumber(l.onHand, lng) })}
              </Badge>
            ) : (
              formatNumber(l.onHand, lng)
            ),
        },
        {
          field: 'quantity',
          header: t('fields.quantity'),
          width: '24',
          inputMode: 'numeric',
          label: (l) => t('add.quantityOf', { sku: l.sku }),
        },
        {
          field: 'unitPrice',
          header: t('fields.unitPrice'),
          width: '32',
          label: (l) => t('add.unitPriceOf', { sku: l.sku }),
        },
        {
          field: 'discount',
          header: t('fields.discount'),
          width: '28',
          placeholder: '0',
          label: (l) => t('add.discountOf', { sku: l.sku }),
        },
        {
          header: t('fields.lineTotal'),
          render: (_l, i) => formatMinor(lineTotals[i] ?? 0, currency, lng),
        },
      ]}
      errorOf={(i, field) => {
        const key = errors[`lines.${i}.${field}`];
        return key ? t(key) : undefined;
      }}
      removeHeader={t('add.remove')}
      removeLabel={(l) => t('add.removeLine', { sku: l.sku })}
      onChange={onChange}
      onRemove={onRemove}
    />
  );
}
