import { useTranslation } from '@sp/i18n';
import { Card, HStack, Separator, Stack, Text } from '@sp/ui';
import { formatMoney, formatNumber } from '../../lib/format';
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
  const money = (minor: number) => formatMoney(minor / 100, currency, i18n.language);
  const rate = (bp: number) => formatNumber(bp / 100, i18n.language);
  const taxRows = (totals.tax?.byRate ?? []).filter((r) => r.taxMinor > 0);
  const included = totals.tax?.pricesIncludeTax ?? true;
  const row = (label: string, minor: number, strong = false, testId?: string, muted = false) => (
    <HStack
      key={label}
      justify="space-between"
      fontWeight={strong ? 'semibold' : undefined}
      color={muted ? 'fg.muted' : undefined}
      fontSize={muted ? 'sm' : undefined}
    >
      <Text>{label}</Text>
      <Text data-testid={testId}>{money(minor)}</Text>
    </HStack>
  );
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="2" as="section" aria-label={t('add.totals')}>
          {row(t('fields.subtotal'), totals.subtotal)}
          {totals.discount > 0 && row(t('fields.orderDiscount'), -totals.discount)}
          {row(t('fields.shippingFee'), totals.shipping)}
          {totals.servicesTotal > 0 && row(t('fields.services'), totals.servicesTotal)}
          {!included &&
            taxRows.map((r) =>
              row(
                t('detail.taxAdded', { rate: rate(r.rateBp) }),
                r.taxMinor,
                false,
                `order-tax-${r.rateBp}`,
              ),
            )}
          <Separator />
          {row(t('fields.total'), totals.total, true, 'order-total')}
          {included &&
            taxRows.map((r) =>
              row(
                t('detail.taxIncluded', { rate: rate(r.rateBp) }),
                r.taxMinor,
                false,
                `order-tax-${r.rateBp}`,
                true,
              ),
            )}
          {row(t('fields.codAmount'), totals.cod, false, 'order-cod')}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
