import { useTranslation } from '@sp/i18n';
import { useParams } from '@sp/router';
import { Alert, Skeleton, Stack } from '@sp/ui';
import { PageHeader, errorMessage } from '@sp/page-kit';
import { usePurchase } from '../../api/purchases';
import { PurchaseLines } from '../../components/purchase-lines';
import { StatusBadge } from '../../components/status-badge';
import { PurchaseActions } from './purchase-actions';
import { PurchaseFacts } from './purchase-facts';
import { ReceiptHistory } from './receipt-history';

/** /purchase/:purchaseId: the order, what is still expected, its receipts, and what can be done next. */
export function PurchaseDetailPage() {
  const { t } = useTranslation('purchase');
  const { purchaseId } = useParams();
  const po = usePurchase(purchaseId);
  if (po.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(t, po.error)}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!po.data) return <Skeleton height="40" />;
  return (
    <Stack gap="5">
      <PageHeader
        title={t('title.purchaseDetail', { number: po.data.number })}
        actions={<PurchaseActions po={po.data} />}
      />
      <StatusBadge po={po.data} />
      <PurchaseFacts po={po.data} />
      <PurchaseLines po={po.data} />
      <ReceiptHistory po={po.data} />
    </Stack>
  );
}

export const Component = PurchaseDetailPage;
