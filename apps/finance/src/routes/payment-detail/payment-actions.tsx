import type { PaymentDetail } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { lazyPart, preloadOn } from '@sp/page-kit';
import { useCan } from '@sp/shared-auth';
import { Button } from '@sp/ui';
import { Suspense, useState } from 'react';

const PaymentFormDialog = lazyPart(
  () => import('../../components/payment-form/payment-form-dialog'),
);
const VoidDialog = lazyPart(() => import('./void-dialog'));

/** Edit and void, for those who may change payments, while the payment is not voided. */
export function PaymentActions({ payment }: { payment: PaymentDetail }) {
  const { t } = useTranslation('finance');
  const canUpdate = useCan({ action: 'update', subject: 'Payment' });
  const [open, setOpen] = useState<'edit' | 'void' | null>(null);
  if (!canUpdate || payment.voidedAt) return null;
  return (
    <>
      <Button variant="outline" {...preloadOn(PaymentFormDialog)} onClick={() => setOpen('edit')}>
        {t('detail.edit')}
      </Button>
      <Button
        variant="outline"
        colorPalette="red"
        {...preloadOn(VoidDialog)}
        onClick={() => setOpen('void')}
      >
        {t('detail.void')}
      </Button>
      <Suspense>
        {open === 'edit' && <PaymentFormDialog payment={payment} onClose={() => setOpen(null)} />}
        {open === 'void' && <VoidDialog payment={payment} onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  );
}
