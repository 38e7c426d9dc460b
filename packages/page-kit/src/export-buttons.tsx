import { AppIcon, Button, HStack, notify } from '@sp/ui';
import { useState } from 'react';
import { errorMessage } from './api-errors';
import { fileDay, saveBlob } from './download';
import { useKitTranslation } from './kit-translation';

type Format = 'csv' | 'xlsx';

export interface ExportButtonsProps {
  /** Fetches the file (with the session's headers) in a format. */
  download: (format: Format) => Promise<Blob>;
  /** File name without date and extension. */
  name: string;
  size?: 'sm' | 'md';
  /** The button's text key in the page's namespace; the kit's "Export CSV / XLSX" by default. */
  labelKey?: (format: Format) => string;
}

/** CSV and XLSX downloads of what the page shows; a failure says why in a toast. */
export function ExportButtons({ download, name, size = 'sm', labelKey = (f) => `export.${f}` }: ExportButtonsProps) {
  const { t } = useKitTranslation();
  const [busy, setBusy] = useState<Format | null>(null);
  async function run(format: Format) {
    setBusy(format);
    try {
      saveBlob(await download(format), `${name}-${fileDay()}.${format}`);
    } catch (error) {
      notify('error', errorMessage(t, error));
    } finally {
      setBusy(null);
    }
  }
  return (
    <HStack gap="2">
      {(['csv', 'xlsx'] as const).map((f) => (
        <Button key={f} size={size} variant="outline" loading={busy === f} onClick={() => run(f)}>
          <AppIcon name="upload" transform="rotate(180deg)" />
          {t(labelKey(f))}
        </Button>
      ))}
    </HStack>
  );
}
