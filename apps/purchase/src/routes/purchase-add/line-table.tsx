import { useTranslation } from '@sp/i18n';
import { AppIcon, Field, IconButton, Input, Table, Text } from '@sp/ui';
import type { LineDraft } from './form-state';

interface Props {
  lines: LineDraft[];
  errors: Record<string, string>;
  onChange: (index: number, patch: Partial<LineDraft>) => void;
  onRemove: (index: number) => void;
}

/** The order's lines: quantity and unit cost editable; an empty cost takes the last purchase cost. */
export function LineTable({ lines, errors, onChange, onRemove }: Props) {
  const { t } = useTranslation('purchase');
  if (lines.length === 0) return <Text color="fg.muted">{t('add.noLines')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('fields.product')}</Table.ColumnHeader>
            <Table.ColumnHeader width="32">{t('fields.quantity')}</Table.ColumnHeader>
            <Table.ColumnHeader width="40">{t('fields.unitCost')}</Table.ColumnHeader>
            <Table.ColumnHeader width="12">
              <Text srOnly>{t('add.remove')}</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((l, i) => (
            <Table.Row key={l.productId}>
              <Table.Cell>
                <Text fontWeight="medium">{l.productName}</Text>
                <Text textStyle="xs" color="fg.muted" dir="ltr">
                  {l.sku}
                  {l.hint ? ` · ${l.hint}` : ''}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Field.Root invalid={Boolean(errors[`lines.${i}.quantity`])}>
                  <Field.Label srOnly>{t('add.quantityOf', { sku: l.sku })}</Field.Label>
                  <Input
                    inputMode="numeric"
                    size="sm"
                    value={l.quantity}
                    onChange={(e) => onChange(i, { quantity: e.currentTarget.value })}
                  />
                  <Field.ErrorText>
                    {errors[`lines.${i}.quantity`] && t(errors[`lines.${i}.quantity`]!)}
                  </Field.ErrorText>
                </Field.Root>
              </Table.Cell>
              <Table.Cell>
                <Field.Root invalid={Boolean(errors[`lines.${i}.unitCost`])}>
                  <Field.Label srOnly>{t('add.unitCostOf', { sku: l.sku })}</Field.Label>
                  <Input
                    inputMode="decimal"
                    size="sm"
                    value={l.unitCost}
                    placeholder={t('add.lastCost')}
                    onChange={(e) => onChange(i, { unitCost: e.currentTarget.value })}
                  />
                  <Field.ErrorText>
                    {errors[`lines.${i}.unitCost`] && t(errors[`lines.${i}.unitCost`]!)}
                  </Field.ErrorText>
                </Field.Root>
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
