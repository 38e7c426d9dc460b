import { useTranslation } from '@sp/i18n';
import { Card, HStack, Separator, Stack, Text } from '@sp/ui';
import { formatMoney } from '../../lib/format';
import type { totalsOf } from './form-state';

/** Subtotal, discount, shipping, services, total and the amount the courier collects. */
export function TotalsCard({ totals, currency }: { totals: ReturnType<typeof totalsOf>; currency: string }) {
  const { t, i18n } = useTranslation('orders');
  const money = (minor: number) => formatMoney(minor / 100, currency, i18n.language);
  const row = (label: string, minor: number, strong = false, testId?: string) => (
    <HStack justify="space-between" fontWeight={strong ? 'semibold' : undefined}>
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
          <Separator />
          {row(t('fields.total'), totals.total, true, 'order-total')}
          {row(t('fields.codAmount'), totals.cod, false, 'order-cod')}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
