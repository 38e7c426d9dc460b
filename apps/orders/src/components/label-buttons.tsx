import { useTranslation } from '@sp/i18n';
import { errorMessage, fileDay, saveBlob } from '@sp/page-kit';
import { AppIcon, Button, HStack, notify } from '@sp/ui';
import { usePrintLabels } from '../api/orders';

/** Prints the labels of some orders as one PDF, 4x6 in (thermal) or A4 sheets; a reprint is allowed. */
export function LabelButtons({ orderIds, size = 'sm', onPrinted }: { orderIds: string[]; size?: 'sm' | 'md'; onPrinted?: () => void }) {
  const { t } = useTranslation('orders');
  const print = usePrintLabels();
  const run = (format: '4x6' | 'a4') =>
    print.mutate(
      { orderIds, format },
      {
        onSuccess: (blob) => {
          saveBlob(blob, `labels-${fileDay()}.pdf`, true);
          notify('success', t('labels.printed', { count: orderIds.length }));
          onPrinted?.();
        },
        onError: (error) => notify('error', errorMessage(t, error)),
      },
    );
  return (
    <HStack gap="2">
      <Button size={size} variant="outline" disabled={!orderIds.length} loading={print.isPending && print.variables?.format === '4x6'} onClick={() => run('4x6')}>
        <AppIcon name="tag" />
        {t('labels.print4x6')}
      </Button>
      <Button size={size} variant="outline" disabled={!orderIds.length} loading={print.isPending && print.variables?.format === 'a4'} onClick={() => run('a4')}>
        <AppIcon name="file" />
        {t('labels.printA4')}
      </Button>
    </HStack>
  );
}
