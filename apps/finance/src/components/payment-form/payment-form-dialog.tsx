import { financePaths } from '@sp/contracts/paths';
import { paymentKinds, type PaymentDetail } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { errorMessage, FormDialog, FormField, useStores } from '@sp/page-kit';
import { useNavigate } from '@sp/router';
import { useAuthStore } from '@sp/shared-auth';
import { Alert, DayInput, Input, SimpleGrid, Textarea, notify } from '@sp/ui';
import { useState, type FormEvent } from 'react';
import { financeApi } from '../../api/endpoints';
import { useSavePayment } from '../../api/payments';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../../lib/attachment';
import { PAYMENT_METHODS } from '../../lib/choices';
import { today } from '../../lib/period';
import { CounterpartyFields } from './counterparty-fields';
import {
  bodyOf,
  draftOf,
  emptyDraft,
  problemsOf,
  serverFieldErrors,
  updateBodyOf,
  type DraftField,
  type PaymentDraft,
} from './form-state';
import { SelectField } from './select-field';
import { DialogBody } from '../dialog-body';

export interface PaymentFormDialogProps {
  /** The payment being edited; none to record a new one. */
  payment?: PaymentDetail;
  /** Values a new payment starts with (e.g. the agent whose statement is open). */
  preset?: Partial<PaymentDraft>;
  onClose: () => void;
}

/** Record or edit a payment. A refused save keeps everything typed and shows the API's field errors. */
export default function PaymentFormDialog({ payment, preset, onClose }: PaymentFormDialogProps) {
  const { t } = useTranslation('finance');
  const navigate = useNavigate();
  const currentStore = useAuthStore((s) => s.storeId) ?? '';
  const stores = useStores().data?.items ?? [];
  const [draft, setDraft] = useState<PaymentDraft>(() =>
    payment ? draftOf(payment) : emptyDraft(currentStore, today(), preset),
  );
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  // The file to attach once the payment is saved (new payments; a payment's page attaches to an existing one).
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const save = useSavePayment(payment?.id);
  const editing = Boolean(payment);
  const store = stores.find((s) => s.id === draft.storeId);
  const set = (patch: Partial<PaymentDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const error = (field: DraftField) => errors[field];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = problemsOf(draft, editing);
    setErrors(Object.fromEntries(Object.entries(problems).map(([k, key]) => [k, t(key)])));
    setServerError(null);
    // A file that would be refused stops the save: nothing is half-recorded.
    const fileProblem = file ? attachmentProblem(file) : null;
    setFileError(fileProblem ? t(fileProblem) : undefined);
    if (Object.keys(problems).length || fileProblem) return;
    try {
      const saved = await save.mutateAsync(payment ? updateBodyOf(draft) : bodyOf(draft));
      notify('success', t(editing ? 'form.updated' : 'form.recorded', { number: saved.number }));
      if (file) {
        await financeApi.payments.attach(saved.id, file).then(
          () => notify('success', t('attachment.attached', { name: file.name })),
          (e: unknown) =>
            notify('error', t('attachment.notAttached', { reason: errorMessage(t, e) })),
        );
      }
      onClose();
      if (!editing) navigate(financePaths.payment(saved.id));
    } catch (e) {
      const message = errorMessage(t, e);
      const fieldText =
        (e as { code?: string }).code === 'validation_failed' ? t('validation.invalid') : message;
      setErrors(Object.fromEntries(serverFieldErrors(e).map((f) => [f, fieldText])));
      setServerError(message);
    }
  }

  return (
    <FormDialog
      open
      size="lg"
      title={payment ? t('form.editTitle', { number: payment.number }) : t('form.addTitle')}
      submitLabel={editing ? undefined : t('form.record')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <DialogBody>
        {serverError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField
            label={t('fields.kind')}
            required
            disabled={editing}
            value={draft.kind}
            options={paymentKinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            onChange={(v) => set({ kind: v as PaymentDraft['kind'] })}
            error={error('kind')}
          />
          <SelectField
            label={t('fields.store')}
            required
            disabled={editing}
            value={draft.storeId}
            placeholder={t('form.chooseStore')}
            options={stores.map((s) => ({ value: s.id, label: `${s.name} (${s.currency})` }))}
            onChange={(storeId) => set({ storeId })}
            error={error('storeId')}
          />
          <CounterpartyFields draft={draft} set={set} error={error} locked={editing} />
          <FormField label={t('fields.paidOn')} error={error('paidOn')} required>
            <DayInput
              size="md"
              value={draft.paidOn || undefined}
              onChange={(paidOn) => set({ paidOn: paidOn ?? '' })}
            />
          </FormField>
          <FormField
            label={store ? t('fields.amountIn', { currency: store.currency }) : t('fields.amount')}
            error={error('amount')}
            required
          >
            <Input
              inputMode="decimal"
              dir="ltr"
              placeholder="0.00"
              value={draft.amount}
              onChange={(e) => set({ amount: e.currentTarget.value })}
            />
          </FormField>
          <SelectField
            label={t('fields.method')}
            value={draft.method}
            options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
            onChange={(v) => set({ method: v as PaymentDraft['method'] })}
            error={error('method')}
          />
          <FormField label={t('fields.reference')} error={error('reference')}>
            <Input
              dir="ltr"
              maxLength={80}
              value={draft.reference}
              onChange={(e) => set({ reference: e.currentTarget.value })}
            />
          </FormField>
          {!editing && (
            <FormField
              label={t('fields.attachment')}
              error={fileError}
              helper={t('attachment.help')}
            >
              <Input
                type="file"
                accept={ATTACHMENT_ACCEPT}
                paddingBlock="1.5"
                onChange={(e) => {
                  const chosen = e.currentTarget.files?.[0] ?? null;
                  setFile(chosen);
                  const problem = chosen ? attachmentProblem(chosen) : null;
                  setFileError(problem ? t(problem) : undefined);
                }}
              />
            </FormField>
          )}
        </SimpleGrid>
        <FormField label={t('fields.note')} error={error('note')}>
          <Textarea
            maxLength={2000}
            value={draft.note}
            onChange={(e) => set({ note: e.currentTarget.value })}
          />
        </FormField>
      </DialogBody>
    </FormDialog>
  );
}
