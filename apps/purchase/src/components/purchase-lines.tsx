import type { PurchaseOrder } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Table, Text } from '@sp/ui';
import { formatMoney, formatNumber } from '../lib/format';

/** Ordered, received and still expected per line, with the landed cost and the stock it moved. */
export function PurchaseLines({ po }: { po: PurchaseOrder }) {
  const { t, i18n } = useTranslation('purchase');
  const lng = i18n.language;
  const money = (v: string) => formatMoney(v, po.currency, lng);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={t('detail.lines')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('fields.product')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('fields.ordered')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('fields.received')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('fields.stillExpected')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('fields.unitCost')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('fields.landedUnitCost')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('fields.onHand')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('fields.averageCost')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {po.lines.map((l) => (
            <Table.Row key={l.id} aria-label={l.sku}>
              <Table.Cell>
                <Text fontWeight="medium">{l.productName}</Text>
                <Text textStyle="xs" color="fg.muted" dir="ltr">
                  {l.sku}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(l.quantity, lng)}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(l.receivedQuantity, lng)}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight={l.expectedQuantity ? 'semibold' : undefined}>
                {formatNumber(l.expectedQuantity, lng)}
              </Table.Cell>
              <Table.Cell textAlign="end">{money(l.unitCost)}</Table.Cell>
              <Table.Cell textAlign="end">{money(l.landedUnitCost)}</Table.Cell>
              <Table.Cell textAlign="end" data-testid="on-hand">
                {formatNumber(l.stock.onHand, lng)}
              </Table.Cell>
              <Table.Cell textAlign="end" data-testid="average-cost">
                {money(l.stock.averageCost)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
