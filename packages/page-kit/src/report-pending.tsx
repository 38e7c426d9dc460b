import { Skeleton, Stack, Text } from '@sp/ui';
import { useEffect, useState } from 'react';
import { useKitTranslation } from './kit-translation';

/**
 * Where a report shows while its job runs (runReport in @sp/api-client): a skeleton, and
 * after a second a line saying it is being prepared, since the first read of a long
 * history takes several seconds and a bare skeleton looks stuck.
 */
export function ReportPending({ height = '80' }: { height?: string }) {
  const { t } = useKitTranslation();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), 1000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Stack gap="3" role="status" aria-live="polite">
      {slow && <Text color="fg.muted">{t('report.preparing')}</Text>}
      <Skeleton height={height} />
    </Stack>
  );
}
