import type { Order } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Heading, Stack, Table, Text, formatDate } from '@sp/ui';
import { formatNumber } from '../../lib/format';

/** The stock movements the order caused (its shipment, its return). */
export function OrderMovements({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.language;
  return (
    <Stack gap="3" as="section" aria-label={t('detail.movements')}>
      <Heading size="md">{t('detail.movements')}</Heading>
      {order.movements.length === 0 ? (
        <Text color="fg.muted">{t('detail.noMovements')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('fields.date')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('fields.product')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('fields.movement')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('fields.quantity')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('fields.onHandAfter')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {order.movements.map((m) => (
                <Table.Row key={m.id} aria-label={`${m.sku} ${m.kind}`}>
                  <Table.Cell>{formatDate(m.createdAt, 'datetime', lng)}</Table.Cell>
                  <Table.Cell>
                    <span dir="ltr">{m.sku}</span> · {m.productName}
                  </Table.Cell>
                  <Table.Cell>{t(`movement.${m.kind}`)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <span dir="ltr">
                      {new Intl.NumberFormat(lng, { signDisplay: 'exceptZero' }).format(m.quantity)}
                    </span>
                  </Table.Cell>
                  <Table.Cell textAlign="end" data-testid="on-hand-after">
                    {formatNumber(m.onHandAfter, lng)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
