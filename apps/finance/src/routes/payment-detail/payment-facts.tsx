import type { PaymentDetail } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Alert, Card, Stack, Text, formatDate } from '@sp/ui';
import { Facts } from '@sp/page-kit';
import { formatMoney } from '../../lib/format';
import { subtract } from '../../lib/money';

/** Who, when, how much, how much of it is allocated, and how it was paid; why it was voided. */
export function PaymentFacts({ payment: p }: { payment: PaymentDetail }) {
  const { t, i18n } = useTranslation('finance');
  const lng = i18n.language;
  const money = (v: string) => formatMoney(v, p.currency, lng);
  return (
    <Stack gap="4">
      {p.voidedAt && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title data-testid="void-note">
            {t('payment.voidedOn', {
              date: formatDate(p.voidedAt, 'datetime', lng),
              name: p.voidedByName ?? '—',
              reason: p.voidReason ?? '',
            })}
          </Alert.Title>
        </Alert.Root>
      )}
      <Card.Root>
        <Card.Body textDecoration={p.voidedAt ? 'line-through' : undefined}>
          <Facts
            items={[
              { label: t('fields.direction'), value: t(`direction.${p.direction}`) },
              { label: t('fields.counterparty'), value: p.counterparty || '—' },
              { label: t('fields.store'), value: p.storeName },
              { label: t('fields.paidOn'), value: formatDate(p.paidOn, 'DD Mon, YYYY', lng) },
              { label: t('fields.amount'), value: money(p.amount), testId: 'payment-amount' },
              {
                label: t('fields.allocated'),
                value: money(p.allocated),
                testId: 'payment-allocated',
              },
              {
                label: t('fields.unallocated'),
                value: money(subtract(p.amount, p.allocated)),
                testId: 'payment-unallocated',
              },
              { label: t('fields.method'), value: t(`method.${p.method}`) },
              {
                label: t('fields.reference'),
                value: p.reference ? <span dir="ltr">{p.reference}</span> : '—',
              },
              // A name typed before the field was removed stays readable; none is not a fact worth a row.
              ...(p.attachmentName
                ? [{ label: t('fields.attachmentName'), value: p.attachmentName }]
                : []),
              { label: t('fields.recordedAt'), value: formatDate(p.createdAt, 'datetime', lng) },
            ]}
          />
          {p.note && (
            <Text marginBlockStart="3" color="fg.muted" whiteSpace="pre-wrap">
              {p.note}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
