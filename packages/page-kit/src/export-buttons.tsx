import { AppIcon, Button, HStack, Menu, Portal, notify } from '@sp/ui';
import { useState } from 'react';
import { errorMessage } from './api-errors';
import { fileDay, saveBlob } from './download';
import { useKitTranslation } from './kit-translation';

type Format = 'csv' | 'xlsx';

/**
 * Who the file is for (docs/words.md): people get headers, values and dates in their
 * language and time zone; "for systems" keeps keys, codes and ISO dates in UTC.
 */
export interface ExportParams {
  lang: string;
  tz: string;
  layout: 'readable' | 'machine';
  [key: string]: string;
}

/** A further file of the same page (e.g. the order lines the import takes back). */
export interface ExportChoice {
  key: string;
  label: string;
  format: Format;
  params: Record<string, string>;
  name: string;
}

export interface ExportButtonsProps {
  /** Fetches the file (with the session's headers) in a format, for a reader. */
  download: (format: Format, params: ExportParams) => Promise<Blob>;
  /** File name without date and extension. */
  name: string;
  size?: 'sm' | 'md';
  /** The button's text key in the page's namespace; the kit's "Export CSV / XLSX" by default. */
  labelKey?: (format: Format) => string;
  more?: ExportChoice[];
}

/**
 * CSV and XLSX downloads of what the page shows, in the reader's language; a menu holds
 * the machine-readable CSV (and the page's further files). A failure says why in a toast.
 */
export function ExportButtons({
  download,
  name,
  size = 'sm',
  labelKey = (f) => `export.${f}`,
  more = [],
}: ExportButtonsProps) {
  const { t, i18n } = useKitTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const reader = (layout: ExportParams['layout']): ExportParams => ({
    lang: i18n.language,
    tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    layout,
  });
  async function run(key: string, format: Format, params: ExportParams, file: string) {
    setBusy(key);
    try {
      saveBlob(await download(format, params), `${file}-${fileDay()}.${format}`);
    } catch (error) {
      notify('error', errorMessage(t, error));
    } finally {
      setBusy(null);
    }
  }
  return (
    <HStack gap="2" wrap="wrap">
      {(['csv', 'xlsx'] as const).map((f) => (
        <Button
          key={f}
          size={size}
          variant="outline"
          loading={busy === f}
          onClick={() => run(f, f, reader('readable'), name)}
        >
          <AppIcon name="upload" transform="rotate(180deg)" />
          {t(labelKey(f))}
        </Button>
      ))}
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button
            size={size}
            variant="ghost"
            loading={busy !== null && busy !== 'csv' && busy !== 'xlsx'}
          >
            <AppIcon name="file" />
            {t('export.more')}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {more.map((c) => (
                <Menu.Item
                  key={c.key}
                  value={c.key}
                  onClick={() =>
                    run(c.key, c.format, { ...reader('readable'), ...c.params }, c.name)
                  }
                >
                  {c.label}
                </Menu.Item>
              ))}
              <Menu.Item
                value="machine"
                onClick={() => run('machine', 'csv', reader('machine'), `${name}-machine`)}
              >
                {t('export.machine')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </HStack>
  );
}
