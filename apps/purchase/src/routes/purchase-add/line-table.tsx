import { useTranslation } from '@sp/i18n';
import { LineTable as KitLineTable } from '@sp/page-kit';
import type { LineDraft } from './form-state';

interface Props {
  lines: LineDraft[];
  keys: string[];
  errors: Record<string, string>;
  onChange: (index: number, patch: Partial<LineDraft>) => void;
  onRemove: (index: number) => void;
}

/** The order's lines: quantity and unit cost editable; an empty cost takes the last purchase cost. */
export function LineTable({ lines, keys, errors, onChange, onRemove }: Props) {
  const { t } = useTranslation('purchase');
  return (
    <KitLineTable<LineDraft>
      lines={lines}
      keys={keys}
      empty={t('add.noLines')}
      productHeader={t('fields.product')}
      product={(l) => ({ name: l.productName, sku: l.sku, hint: l.hint })}
      columns={[
        {
          field: 'quantity',
          header: t('fields.quantity'),
          width: '32',
          inputMode: 'numeric',
          label: (l) => t('add.quantityOf', { sku: l.sku }),
        },
        {
          field: 'unitCost',
          header: t('fields.unitCost'),
          width: '40',
          placeholder: t('add.lastCost'),
          label: (l) => t('add.unitCostOf', { sku: l.sku }),
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
