import type { PaymentDetail } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { FormDialog, FormField, errorMessage } from '@sp/page-kit';
import { Text, Textarea, notify } from '@sp/ui';
import { useState, type FormEvent } from 'react';
import { useVoidPayment } from '../../api/payments';
import { DialogBody } from '../../components/dialog-body';

/** Voiding keeps the payment (struck through) and frees what it settled; a reason is required. */
export default function VoidDialog({
  payment,
  onClose,
}: {
  payment: PaymentDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('finance');
  const voidPayment = useVoidPayment(payment.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError(t('validation.reasonRequired'));
    try {
      await voidPayment.mutateAsync(reason.trim());
      notify('success', t('void.done', { number: payment.number }));
      onClose();
    } catch (e) {
      setError(errorMessage(t, e));
    }
  }
  return (
    <FormDialog
      open
      title={t('void.title', { number: payment.number })}
      submitLabel={t('void.submit')}
      onClose={onClose}
      onSubmit={submit}
      submitting={voidPayment.isPending}
    >
      <DialogBody>
        <Text color="fg.muted">{t('void.message')}</Text>
        <FormField label={t('void.reason')} error={error} required>
          <Textarea
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </FormField>
      </DialogBody>
    </FormDialog>
  );
}
