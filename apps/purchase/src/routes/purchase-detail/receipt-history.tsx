import type { PurchaseOrder } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Card, Heading, Stack, Text, formatDate } from '@sp/ui';
import { formatMoney, formatNumber } from '../../lib/format';

/** Every receipt of the order, oldest first: when, who, what and its value. */
export function ReceiptHistory({ po }: { po: PurchaseOrder }) {
  const { t, i18n } = useTranslation('purchase');
  const lng = i18n.language;
  return (
    <Stack gap="3" as="section" aria-label={t('detail.receipts')}>
      <Heading size="md">{t('detail.receipts')}</Heading>
      {po.receipts.length === 0 && <Text color="fg.muted">{t('detail.noReceipts')}</Text>}
      {po.receipts.map((r, i) => (
        <Card.Root key={r.id} size="sm">
          <Card.Body>
            <Text fontWeight="semibold">
              {t('detail.receiptTitle', {
                n: i + 1,
                date: formatDate(r.receivedAt, 'datetime', lng),
                by: r.receivedBy ?? '—',
              })}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {t('detail.receiptValue', { value: formatMoney(r.value, po.currency, lng) })}
              {r.note ? ` · ${r.note}` : ''}
            </Text>
            <Stack as="ul" gap="0" marginBlockStart="2" paddingInlineStart="4">
              {r.lines.map((l) => (
                <Text as="li" key={l.productId} textStyle="sm">
                  <span dir="ltr">{l.sku}</span> · {l.productName}: {formatNumber(l.quantity, lng)}
                  {l.overReceiptReason
                    ? ` (${t('detail.overReceipt', { reason: l.overReceiptReason })})`
                    : ''}
                </Text>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
