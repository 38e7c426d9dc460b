import { Field } from '../components/field';
import { DayInput } from '../data/day-input';
import { useTranslation } from '@sp/i18n';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { isDateAllowed, maxDateFor, todayIso } from './date-limits';

export interface DateConfirmDialogProps {
  open: boolean;
  title: string;
  /** With a label any date may be chosen; without one, no future dates (SPEC section 5). */
  label?: string;
  initialDate?: string;
  onConfirm: (date: string) => void;
  onCancel: () => void;
}

/** A confirm dialog that asks for a day (dd/mm/yyyy typed, or the browser's calendar). */
export function DateConfirmDialog({
  open,
  title,
  label,
  initialDate,
  onConfirm,
  onCancel,
}: DateConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const [value, setValue] = useState(initialDate ?? todayIso());
  const valid = isDateAllowed(value, label);
  return (
    <ConfirmDialog
      open={open}
      title={title}
      onCancel={onCancel}
      onConfirm={() => valid && onConfirm(value)}
    >
      <Field.Root invalid={!valid}>
        <Field.Label>{label ?? t('date.label')}</Field.Label>
        <DayInput
          size="md"
          value={value || undefined}
          max={maxDateFor(label)}
          onChange={(day) => setValue(day ?? '')}
        />
        {!valid && <Field.ErrorText>{t('date.noFuture')}</Field.ErrorText>}
      </Field.Root>
    </ConfirmDialog>
  );
}
