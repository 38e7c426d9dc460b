import type { ReactElement } from 'react';
import type { Order } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Table, Text } from '@sp/ui';
import { formatMoney, formatNumber } from '../../lib/format';
import { OrderTaxRows } from './order-tax-rows';

export type SumRow = (
  label: string,
  value: string,
  look?: { strong?: boolean; muted?: boolean },
) => ReactElement;

// A phone (below md) sees product, quantity and line total, the unit price under the name:
// the five columns made the line totals scroll out of a 390 px screen (issue 37). Cells
// hidden with display: none leave the table's grid, so each row keeps its columns.
const WIDE_ONLY = { display: { base: 'none', md: 'table-cell' } } as const;
const NARROW_ONLY = { display: { base: 'table-cell', md: 'none' } } as const;

/** Lines, then the order's amounts down to the total and the COD amount. */
export function OrderLines({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.language;
  const money = (v: string) => formatMoney(v, order.currency, lng);
  // A row of amounts under the lines: its label spans the columns the screen shows.
  const sum: SumRow = (label, value, { strong = false, muted = false } = {}) => {
    const look = {
      textAlign: 'end',
      fontWeight: strong ? 'semibold' : undefined,
      color: muted ? 'fg.muted' : undefined,
    } as const;
    return (
      <Table.Row key={label}>
        <Table.Cell colSpan={4} {...WIDE_ONLY} {...look}>
          {label}
        </Table.Cell>
        <Table.Cell colSpan={2} {...NARROW_ONLY} {...look}>
          {label}
        </Table.Cell>
        <Table.Cell {...look}>{value}</Table.Cell>
      </Table.Row>
    );
  };
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={t('detail.lines')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('fields.product')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('fields.quantity')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" {...WIDE_ONLY}>
              {t('fields.unitPrice')}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" {...WIDE_ONLY}>
              {t('fields.discount')}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('fields.lineTotal')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.lines.map((l) => (
            <Table.Row key={l.id} aria-label={l.sku}>
              <Table.Cell>
                <Text fontWeight="medium">{l.name}</Text>
                <Text textStyle="xs" color="fg.muted" dir="ltr">
                  {l.sku}
                </Text>
                <Text textStyle="xs" color="fg.muted" hideFrom="md">
                  {t('fields.unitPrice')}: {money(l.unitPrice)}
                  {Number(l.discount) ? ` · ${t('fields.discount')}: ${money(l.discount)}` : ''}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(l.quantity, lng)}</Table.Cell>
              <Table.Cell textAlign="end" {...WIDE_ONLY}>
                {money(l.unitPrice)}
              </Table.Cell>
              <Table.Cell textAlign="end" {...WIDE_ONLY}>
                {Number(l.discount) ? money(l.discount) : '—'}
              </Table.Cell>
              <Table.Cell textAlign="end">{money(l.total)}</Table.Cell>
            </Table.Row>
          ))}
          {sum(t('fields.subtotal'), money(order.subtotal))}
          {Number(order.discount) > 0 &&
            sum(t('fields.orderDiscount'), money(`-${order.discount}`))}
          {sum(t('fields.shippingFee'), money(order.shippingFee))}
          {order.services.map((s) => sum(s.name, money(s.amount)))}
          {order.tax && !order.tax.pricesIncludeTax && <OrderTaxRows order={order} row={sum} />}
          {sum(t('fields.total'), money(order.total), { strong: true })}
          {order.tax?.pricesIncludeTax && <OrderTaxRows order={order} row={sum} />}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
