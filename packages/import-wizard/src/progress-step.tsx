import type { ImportDetail } from '@sp/contracts/api';
import { Box, Card, Stack, Text } from '@sp/ui';
import { useImportTexts } from './texts';

/** Rows read, then rows stored: read from the job, so it survives a reload. */
export function ProgressStep({ imp }: { imp: ImportDetail }) {
  const { t } = useImportTexts();
  const { phase, done, total } = imp.progress;
  const percent = total ? Math.min(100, Math.round((done / total) * 100)) : 0;
  const text = !phase
    ? t('progress.waiting')
    : phase === 'commit'
      ? t('progress.commit', { done, total: total ?? '…' })
      : t('progress.analyse', { done, total });
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <Text role="status" aria-live="polite">
            {text}
          </Text>
          <Box
            role="progressbar"
            aria-label={t('progress.label')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            height="2"
            borderRadius="full"
            bg="bg.muted"
            overflow="hidden"
          >
            <Box
              height="full"
              width={`${percent}%`}
              bg="colorPalette.solid"
              colorPalette="brand"
              transition="width 0.3s"
            />
          </Box>
          <Text fontSize="sm" color="fg.muted">
            {t('progress.reload')}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
