import type { Order } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Table } from '@sp/ui';
import { formatMoney, formatNumber } from '../../lib/format';

/**
 * The order's tax per rate, as frozen when it was taken or last edited (issue 31.3): added
 * before the total when prices are without tax, "of which" lines when they include it.
 * Nothing for orders from before tax.
 */
export function OrderTaxRows({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.language;
  if (!order.tax) return null;
  const key = order.tax.pricesIncludeTax ? 'detail.taxIncluded' : 'detail.taxAdded';
  return (
    <>
      {order.tax.byRate
        .filter((r) => Number(r.tax) > 0)
        .map((r) => (
          <Table.Row key={r.rate} aria-label={t(key, { rate: formatNumber(Number(r.rate), lng) })}>
            <Table.Cell colSpan={4} textAlign="end" color={order.tax!.pricesIncludeTax ? 'fg.muted' : undefined}>
              {t(key, { rate: formatNumber(Number(r.rate), lng) })}
            </Table.Cell>
            <Table.Cell textAlign="end" color={order.tax!.pricesIncludeTax ? 'fg.muted' : undefined}>{formatMoney(r.tax, order.currency, lng)}</Table.Cell>
          </Table.Row>
        ))}
    </>
  );
}
