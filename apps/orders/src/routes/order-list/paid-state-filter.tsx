import { orderPaymentStates } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useCan } from '@sp/shared-auth';
import { FilterSelect } from '@sp/ui';

/** Unpaid, partly paid, settled or not due (issue 29.6): for those who may read payments, as the API allows. */
export function PaidStateFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation('orders');
  const can = useCan({ action: 'read', subject: 'Payment' });
  if (!can) return null;
  return (
    <FilterSelect
      label={t('paidState.filter')}
      value={value}
      onChange={onChange}
      options={orderPaymentStates.map((s) => ({ value: s, label: t(`paidState.state.${s}`) }))}
    />
  );
}
