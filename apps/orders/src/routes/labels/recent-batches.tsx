import type { LabelBatch } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { errorMessage, saveBlob } from '@sp/page-kit';
import { AppIcon, Badge, Button, HStack, Stack, Text, formatDate, notify } from '@sp/ui';
import { ordersApi } from '../../api/endpoints';
import { useLabelBatches } from '../../api/orders';

const STATE_COLOR = { queued: 'gray', running: 'blue', done: 'green', failed: 'red' } as const;

/**
 * The user's label batches of the last days (selections printed in the background): each
 * can be downloaded again, also after the page was left or reloaded while it ran.
 */
export function RecentBatches({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useTranslation('orders');
  const batches = useLabelBatches(enabled).data?.items ?? [];
  if (!batches.length) return null;
  const download = (b: LabelBatch) =>
    ordersApi.labelBatchPdf(b.id).then(
      (blob) => saveBlob(blob, `labels-${b.createdAt.slice(0, 10)}.pdf`, true),
      (error) => notify('error', errorMessage(t, error)),
    );
  return (
    <Stack as="section" aria-label={t('labels.batches')} gap="2" marginBlockEnd="4">
      <Text fontWeight="semibold">{t('labels.batches')}</Text>
      {batches.map((b) => (
        <HStack key={b.id} gap="3" wrap="wrap" padding="2" borderWidth="1px" borderRadius="md">
          <Text>
            {t('labels.batchOf', { count: b.count, format: b.format === 'a4' ? 'A4' : '4x6' })}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {formatDate(b.createdAt, 'datetime', i18n.language)}
          </Text>
          <Badge colorPalette={STATE_COLOR[b.job.state]}>
            {b.job.state === 'running'
              ? t('labels.preparing', { done: b.job.progress.done, total: b.count })
              : t(`labels.state.${b.job.state}`)}
          </Badge>
          {b.job.state === 'done' && (
            <Button size="xs" variant="outline" onClick={() => void download(b)}>
              <AppIcon name="file" />
              {t('labels.download')}
            </Button>
          )}
        </HStack>
      ))}
    </Stack>
  );
}
