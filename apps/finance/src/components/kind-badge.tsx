import type { Payment } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Badge, HStack } from '@sp/ui';

/** The kind of a payment, coloured by direction (money in green, out orange), and "voided". */
export function KindBadge({
  payment,
}: {
  payment: Pick<Payment, 'kind' | 'direction' | 'voidedAt' | 'expenseCategory'>;
}) {
  const { t } = useTranslation('finance');
  return (
    <HStack gap="1" wrap="wrap">
      <Badge colorPalette={payment.direction === 'in' ? 'green' : 'orange'}>
        {t(`kind.${payment.kind}`)}
        {payment.expenseCategory ? ` · ${t(`category.${payment.expenseCategory}`)}` : ''}
      </Badge>
      {payment.voidedAt && <Badge colorPalette="red">{t('payment.voided')}</Badge>}
    </HStack>
  );
}
