import { MAX_LABEL_BATCH } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { errorMessage, fileDay, saveBlob } from '@sp/page-kit';
import { AppIcon, Button, HStack, Text, notify } from '@sp/ui';
import { useState } from 'react';
import { LabelBatchFailed, usePrintLabels, type LabelProgress } from '../api/orders';

/**
 * Prints the labels of some orders as one PDF, 4x6 in (thermal) or A4 sheets; a reprint is
 * allowed. A large selection is printed by the server in the background: the buttons say
 * how far it is, and the PDF opens when it is ready.
 */
export function LabelButtons({
  orderIds,
  size = 'sm',
  onPrinted,
}: {
  orderIds: string[];
  size?: 'sm' | 'md';
  onPrinted?: () => void;
}) {
  const { t } = useTranslation('orders');
  const [progress, setProgress] = useState<LabelProgress>(null);
  const print = usePrintLabels(setProgress);
  const run = (format: '4x6' | 'a4') => {
    // Said here, in the user's words, rather than as the API's validation error.
    if (orderIds.length > MAX_LABEL_BATCH)
      return notify('error', t('labels.tooMany', { max: MAX_LABEL_BATCH }));
    print.mutate(
      { orderIds, format },
      {
        onSuccess: (blob) => {
          saveBlob(blob, `labels-${fileDay()}.pdf`, true);
          notify('success', t('labels.printed', { count: orderIds.length }));
          onPrinted?.();
        },
        onError: (error) =>
          notify(
            'error',
            error instanceof LabelBatchFailed ? t('labels.batchFailed') : errorMessage(t, error),
          ),
      },
    );
  };
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        size={size}
        variant="outline"
        disabled={!orderIds.length || print.isPending}
        loading={print.isPending && print.variables?.format === '4x6'}
        onClick={() => run('4x6')}
      >
        <AppIcon name="tag" />
        {t('labels.print4x6')}
      </Button>
      <Button
        size={size}
        variant="outline"
        disabled={!orderIds.length || print.isPending}
        loading={print.isPending && print.variables?.format === 'a4'}
        onClick={() => run('a4')}
      >
        <AppIcon name="file" />
        {t('labels.printA4')}
      </Button>
      {progress && (
        <Text role="status" fontSize="sm" color="fg.muted">
          {t('labels.preparing', { done: progress.done, total: progress.total })}
        </Text>
      )}
    </HStack>
  );
}
