import type { PaymentDetail } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { FormDialog, errorMessage, useLineItems } from '@sp/page-kit';
import { Alert, Skeleton, Text, notify } from '@sp/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useAllocate, useAllocationCandidates } from '../../api/payments';
import { ErrorAlert } from '../../components/error-alert';
import { formatMoney } from '../../lib/format';
import { subtract, toMinor } from '../../lib/money';
import {
  allocationBodyOf,
  badRows,
  initialPicks,
  remainingAfter,
  type Pick,
} from './allocate-state';
import { CandidateTable } from './candidate-table';
import { DialogBody } from '../../components/dialog-body';

/** Tick what the payment settles (orders or payables), each amount prefilled with what is open on it. */
export default function AllocateDialog({
  payment,
  onClose,
}: {
  payment: PaymentDetail;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('finance');
  const candidates = useAllocationCandidates(payment.id, true);
  const allocate = useAllocate(payment.id);
  // One line per candidate (the kit's field array), filled once the candidates are in:
  // a later refetch keeps what was ticked and typed.
  const picks = useLineItems<Pick & { key: string }>([]);
  const [bad, setBad] = useState<string[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const rows = candidates.data ?? [];
  const filled = picks.lines.length > 0;
  useEffect(() => {
    if (candidates.data && !filled)
      picks.replace(
        Object.entries(initialPicks(candidates.data)).map(([key, pick]) => ({ key, ...pick })),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [candidates.data, filled]);
  const current: Record<string, Pick> = filled
    ? Object.fromEntries(picks.lines.map(({ key, ...pick }) => [key, pick]))
    : initialPicks(rows);
  const remaining = remainingAfter(subtract(payment.amount, payment.allocated), current);
  const chosen = Object.values(current).filter((p) => p.checked).length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const wrong = badRows(rows, current);
    setBad(wrong);
    if (wrong.length) return;
    if (!chosen) return setServerError(t('allocate.nothingChosen'));
    try {
      const saved = await allocate.mutateAsync(allocationBodyOf(rows, current));
      notify('success', t('allocate.done', { count: chosen, number: saved.number }));
      onClose();
    } catch (e) {
      setServerError(errorMessage(t, e));
    }
  }

  return (
    <FormDialog
      open
      size="lg"
      title={t('allocate.title', { number: payment.number })}
      submitLabel={t('allocate.submit')}
      onClose={onClose}
      onSubmit={submit}
      submitting={allocate.isPending}
    >
      <DialogBody>
        {serverError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <Text
          fontWeight="semibold"
          color={toMinor(remaining) < 0 ? 'red.fg' : undefined}
          data-testid="allocate-remaining"
          aria-live="polite"
        >
          {t('allocate.remaining', {
            amount: formatMoney(remaining, payment.currency, i18n.language),
          })}
        </Text>
        {toMinor(remaining) < 0 && (
          <Text textStyle="sm" color="red.fg">
            {t('allocate.overPayment')}
          </Text>
        )}
        {bad.length > 0 && (
          <Text textStyle="sm" color="red.fg">
            {t('allocate.badAmount')}
          </Text>
        )}
        <ErrorAlert error={candidates.error} />
        {!candidates.data && !candidates.error && <Skeleton height="24" />}
        {candidates.data && rows.length === 0 && (
          <Text color="fg.muted">
            {t(`allocate.none.${payment.kind}`, { defaultValue: t('allocate.noneOther') })}
          </Text>
        )}
        {rows.length > 0 && (
          <CandidateTable
            candidates={rows}
            picks={current}
            bad={bad}
            currency={payment.currency}
            onChange={(key, pick) =>
              picks.change(
                picks.lines.findIndex((l) => l.key === key),
                pick,
              )
            }
          />
        )}
      </DialogBody>
    </FormDialog>
  );
}
