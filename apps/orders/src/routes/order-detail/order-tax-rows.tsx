import type { Order } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { formatMoney, formatNumber } from '../../lib/format';
import type { SumRow } from './order-lines';

/**
 * The order's tax per rate, as frozen when it was taken or last edited (issue 31.3): added
 * before the total when prices are without tax, "of which" lines when they include it.
 * Nothing for orders from before tax.
 */
export function OrderTaxRows({ order, row }: { order: Order; row: SumRow }) {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.language;
  if (!order.tax) return null;
  const key = order.tax.pricesIncludeTax ? 'detail.taxIncluded' : 'detail.taxAdded';
  const muted = order.tax.pricesIncludeTax;
  return (
    <>
      {order.tax.byRate
        .filter((r) => Number(r.tax) > 0)
        .map((r) =>
          row(
            t(key, { rate: formatNumber(Number(r.rate), lng) }),
            formatMoney(r.tax, order.currency, lng),
            { muted },
          ),
        )}
    </>
  );
}
