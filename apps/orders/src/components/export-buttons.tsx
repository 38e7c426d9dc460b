import { useTranslation } from '@sp/i18n';
import { errorMessage } from '@sp/page-kit';
import { AppIcon, Button, HStack, notify } from '@sp/ui';
import { useState } from 'react';
import { ordersApi, type ExportFilters } from '../api/endpoints';
import { saveBlob, today } from '../lib/download';

/** CSV and XLSX downloads of a query (the filtered orders, a selection, or the report). */
export function ExportButtons({ query, name, size = 'sm', report = false }: { query: ExportFilters; name: string; size?: 'sm' | 'md'; report?: boolean }) {
  const { t } = useTranslation('orders');
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  async function run(format: 'csv' | 'xlsx') {
    setBusy(format);
    try {
      saveBlob(await ordersApi.exportFile({ ...query, format }), `${name}-${today()}.${format}`);
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
          {t(report ? `export.report_${f}` : `export.${f}`)}
        </Button>
      ))}
    </HStack>
  );
}
