import { useTranslation } from '@sp/i18n';
import { MoneyRows, type MoneyRow } from '@sp/page-kit';
import { Card } from '@sp/ui';
import { formatNumber } from '../../lib/format';
import type { totalsOf } from './form-state';

/**
 * Subtotal, discount, shipping, services, tax per rate (added before the total when prices
 * are without tax, "of which" under it when they include it, as the order page shows it),
 * total and the amount the courier collects.
 */
export function TotalsCard({
  totals,
  currency,
}: {
  totals: ReturnType<typeof totalsOf>;
  currency: string;
}) {
  const { t, i18n } = useTranslation('orders');
  const rate = (bp: number) => formatNumber(bp / 100, i18n.language);
  const taxRows = (totals.tax?.byRate ?? []).filter((r) => r.taxMinor > 0);
  const included = totals.tax?.pricesIncludeTax ?? true;
  const tax = (key: string, muted: boolean): MoneyRow[] =>
    taxRows.map((r) => ({
      label: t(key, { rate: rate(r.rateBp) }),
      minor: r.taxMinor,
      testId: `order-tax-${r.rateBp}`,
      muted,
    }));
  const rows: MoneyRow[] = [
    { label: t('fields.subtotal'), minor: totals.subtotal },
    ...(totals.discount > 0 ? [{ label: t('fields.orderDiscount'), minor: -totals.discount }] : []),
    { label: t('fields.shippingFee'), minor: totals.shipping },
    ...(totals.servicesTotal > 0
      ? [{ label: t('fields.services'), minor: totals.servicesTotal }]
      : []),
    ...(included ? [] : tax('detail.taxAdded', false)),
    null,
    { label: t('fields.total'), minor: totals.total, strong: true, testId: 'order-total' },
    ...(included ? tax('detail.taxIncluded', true) : []),
    { label: t('fields.codAmount'), minor: totals.cod, testId: 'order-cod' },
  ];
  return (
    <Card.Root>
      <Card.Body>
        <MoneyRows rows={rows} currency={currency} label={t('add.totals')} />
      </Card.Body>
    </Card.Root>
  );
}
