import { useTranslation } from '@sp/i18n';
import { AppIcon, Badge, Field, IconButton, Input, Table, Text } from '@sp/ui';
import { formatMoney, formatNumber } from '../../lib/format';
import type { LineDraft } from './form-state';

interface Props {
  lines: LineDraft[];
  lineTotals: number[];
  currency: string;
  errors: Record<string, string>;
  onChange: (index: number, patch: Partial<LineDraft>) => void;
  onRemove: (index: number) => void;
}

/** The order's lines: quantity, unit price (the sale price by default) and discount; stock in the store shown. */
export function LineTable({ lines, lineTotals, currency, errors, onChange, onRemove }: Props) {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.language;
  if (lines.length === 0) return <Text color="fg.muted">{t('add.noLines')}</Text>;
  const cell = (
    i: number,
    l: LineDraft,
    key: 'quantity' | 'unitPrice' | 'discount',
    label: string,
  ) => {
    const error = errors[`lines.${i}.${key}`];
    return (
      <Field.Root invalid={Boolean(error)}>
        <Field.Label srOnly>{label}</Field.Label>
        <Input
          inputMode={key === 'quantity' ? 'numeric' : 'decimal'}
          size="sm"
          value={l[key]}
          placeholder={key === 'discount' ? '0' : undefined}
          onChange={(e) => onChange(i, { [key]: e.currentTarget.value })}
        />
        {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
      </Field.Root>
    );
  };
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={t('add.lines')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('fields.product')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('fields.inStock')}</Table.ColumnHeader>
            <Table.ColumnHeader width="24">{t('fields.quantity')}</Table.ColumnHeader>
            <Table.ColumnHeader width="32">{t('fields.unitPrice')}</Table.ColumnHeader>
            <Table.ColumnHeader width="28">{t('fields.discount')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('fields.lineTotal')}</Table.ColumnHeader>
            <Table.ColumnHeader width="12">
              <Text srOnly>{t('add.remove')}</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((l, i) => (
            <Table.Row key={l.productId} aria-label={l.sku}>
              <Table.Cell>
                <Text fontWeight="medium">{l.name}</Text>
                <Text textStyle="xs" color="fg.muted" dir="ltr">
                  {l.sku}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">
                {l.onHand === null ? (
                  '—'
                ) : Number(l.quantity) > l.onHand ? (
                  <Badge colorPalette="red">
                    {t('add.short', { onHand: formatNumber(l.onHand, lng) })}
                  </Badge>
                ) : (
                  formatNumber(l.onHand, lng)
                )}
              </Table.Cell>
              <Table.Cell>{cell(i, l, 'quantity', t('add.quantityOf', { sku: l.sku }))}</Table.Cell>
              <Table.Cell>
                {cell(i, l, 'unitPrice', t('add.unitPriceOf', { sku: l.sku }))}
              </Table.Cell>
              <Table.Cell>{cell(i, l, 'discount', t('add.discountOf', { sku: l.sku }))}</Table.Cell>
              <Table.Cell textAlign="end">
                {formatMoney(lineTotals[i]! / 100, currency, lng)}
              </Table.Cell>
              <Table.Cell>
                <IconButton
                  aria-label={t('add.removeLine', { sku: l.sku })}
                  variant="ghost"
                  size="sm"
                  onClick={() => onRemove(i)}
                >
                  <AppIcon name="close" />
                </IconButton>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
