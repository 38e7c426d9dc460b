import type { PurchaseOrder } from '@sp/contracts/api';
import { http, request } from '@sp/api-client';
import { useTranslation } from '@sp/i18n';
import { AppIcon, Button, notify } from '@sp/ui';
import { errorMessage } from '@sp/page-kit';
import { useState } from 'react';
import { purchaseApi } from '../../api/endpoints';

/** Downloads the purchase order as a PDF (in the tenant's language) to send to the supplier. */
export function PdfButton({ po }: { po: PurchaseOrder }) {
  const { t } = useTranslation('purchase');
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const blob = await request(() => http.get(purchaseApi.orders.pdfUrl(po.id)).blob());
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${po.number}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notify('error', errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" loading={busy} onClick={download}>
      <AppIcon name="file" />
      {t('detail.pdf')}
    </Button>
  );
}
