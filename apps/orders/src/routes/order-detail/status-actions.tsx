import type { Order, OrderStatus } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useCan } from '@sp/shared-auth';
import { Button, ConfirmDialog, Field, Textarea, notify } from '@sp/ui';
import { useState } from 'react';
import { useSetStatus } from '../../api/orders';
import { orderErrorMessage } from '../../lib/errors';

// Moves that undo work or money ask first, with an optional note for the history.
const ASK: Partial<Record<OrderStatus, true>> = { cancelled: true, returned: true };

/** One button per move the workflow allows from here (the order's allowedTransitions), nothing else. */
export function StatusActions({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const canUpdate = useCan({ action: 'update', subject: 'Order' });
  const setStatus = useSetStatus(order.id);
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const [note, setNote] = useState('');
  if (!canUpdate) return null;

  const run = (status: OrderStatus) =>
    setStatus.mutate(
      { status, note: note.trim() },
      {
        onSuccess: () => notify('success', t(`detail.moved.${status}`, { number: order.number })),
        onError: (error) => notify('error', orderErrorMessage(t, error)),
        onSettled: () => {
          setAsking(null);
          setNote('');
        },
      },
    );

  return (
    <>
      {order.allowedTransitions.map((s) => (
        <Button
          key={s}
          colorPalette={ASK[s] ? 'red' : 'brand'}
          variant={ASK[s] ? 'outline' : 'solid'}
          loading={setStatus.isPending && setStatus.variables?.status === s}
          onClick={() => (ASK[s] ? setAsking(s) : run(s))}
        >
          {t(`detail.to.${s}`)}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`detail.ask.${asking}`, { number: order.number }) : ''}
        message={asking === 'returned' ? t('detail.returnMessage') : t('detail.cancelMessage')}
        // Each button says what it does ("Keep the order as it is" / "Cancel the order"), never "No, cancel".
        confirmLabel={asking ? t(`detail.askDo.${asking}`) : ''}
        cancelLabel={t('detail.askKeep')}
        loading={setStatus.isPending}
        onConfirm={() => asking && run(asking)}
        onCancel={() => setAsking(null)}
      >
        <Field.Root>
          <Field.Label>{t('detail.note')}</Field.Label>
          <Textarea value={note} onChange={(e) => setNote(e.currentTarget.value)} rows={2} />
        </Field.Root>
      </ConfirmDialog>
    </>
  );
}
