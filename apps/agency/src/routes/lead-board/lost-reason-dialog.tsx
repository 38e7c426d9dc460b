import { useTranslation } from '@sp/i18n';
import { ConfirmDialog, Field, Input } from '@sp/ui';
import { useState } from 'react';

/** A card dropped on Lost: the reason first (the API refuses lost without one); cancel leaves it where it was. */
export function LostReasonDialog({
  name,
  onConfirm,
  onCancel,
}: {
  name: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('agency');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <ConfirmDialog
      open
      title={t('board.lostTitle', { name })}
      confirmLabel={t('board.lostConfirm')}
      onCancel={onCancel}
      onConfirm={() => (reason.trim() ? onConfirm(reason.trim()) : setMissing(true))}
    >
      <Field.Root invalid={missing}>
        <Field.Label>{t('leads.lostReason')}</Field.Label>
        <Input
          autoFocus
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
        />
        <Field.ErrorText>{t('board.lostReasonRequired')}</Field.ErrorText>
      </Field.Root>
    </ConfirmDialog>
  );
}
