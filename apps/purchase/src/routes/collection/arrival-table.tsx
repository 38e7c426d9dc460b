import type { PurchaseOrder } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Field, Input, Table, Text } from '@sp/ui';
import type { Counts } from './receive-form';

interface Props {
  po: PurchaseOrder;
  counts: Counts;
  onChange: (productId: string, patch: Partial<Counts[string]>) => void;
}

/** One row per line: still expected, arrived now, and a reason once arrivals go beyond the order. */
export function ArrivalTable({ po, counts, onChange }: Props) {
  const { t } = useTranslation('purchase');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={t('collection.arrivals')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('fields.product')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('fields.stillExpected')}</Table.ColumnHeader>
            <Table.ColumnHeader width="32">{t('collection.arrived')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('collection.overReason')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {po.lines.map((l) => {
            const c = counts[l.productId];
            const over = Number(c?.quantity || 0) > l.expectedQuantity;
            return (
              <Table.Row key={l.id}>
                <Table.Cell>
                  <Text fontWeight="medium">{l.productName}</Text>
                  <Text textStyle="xs" color="fg.muted" dir="ltr">
                    {l.sku}
                    {l.barcode ? ` · ${l.barcode}` : ''}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{l.expectedQuantity}</Table.Cell>
                <Table.Cell>
                  <Field.Root>
                    <Field.Label srOnly>{t('collection.arrivedOf', { sku: l.sku })}</Field.Label>
                    <Input
                      size="sm"
                      inputMode="numeric"
                      value={c?.quantity ?? ''}
                      placeholder="0"
                      onChange={(e) =>
                        onChange(l.productId, {
                          quantity: e.currentTarget.value.replace(/\D/g, ''),
                        })
                      }
                    />
                  </Field.Root>
                </Table.Cell>
                <Table.Cell>
                  {over && (
                    <Field.Root required>
                      <Field.Label srOnly>
                        {t('collection.overReasonOf', { sku: l.sku })}
                      </Field.Label>
                      <Input
                        size="sm"
                        value={c?.reason ?? ''}
                        placeholder={t('collection.overPlaceholder', {
                          count: Number(c?.quantity || 0) - l.expectedQuantity,
                        })}
                        onChange={(e) => onChange(l.productId, { reason: e.currentTarget.value })}
                      />
                    </Field.Root>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
