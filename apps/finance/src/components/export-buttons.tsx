import { useTranslation } from '@sp/i18n';
import { errorMessage } from '@sp/page-kit';
import { AppIcon, Button, HStack, notify } from '@sp/ui';
import { useState } from 'react';
import { saveBlob } from '../lib/download';
import { today } from '../lib/period';

export interface ExportButtonsProps {
  /** Fetches the file (with the session's headers) in a format. */
  download: (format: 'csv' | 'xlsx') => Promise<Blob>;
  /** File name without date and extension. */
  name: string;
}

/** CSV and XLSX downloads of what the page shows. */
export function ExportButtons({ download, name }: ExportButtonsProps) {
  const { t } = useTranslation('finance');
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  async function run(format: 'csv' | 'xlsx') {
    setBusy(format);
    try {
      saveBlob(await download(format), `${name}-${today()}.${format}`);
    } catch (error) {
      notify('error', errorMessage(t, error));
    } finally {
      setBusy(null);
    }
  }
  return (
    <HStack gap="2">
      {(['csv', 'xlsx'] as const).map((f) => (
        <Button key={f} size="sm" variant="outline" loading={busy === f} onClick={() => run(f)}>
          <AppIcon name="upload" transform="rotate(180deg)" />
          {t(`export.${f}`)}
        </Button>
      ))}
    </HStack>
  );
}
