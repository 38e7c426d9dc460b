import { useTranslation } from '@sp/i18n';
import { useParams } from '@sp/router';
import { useAuthStore } from '@sp/shared-auth';
import { Skeleton } from '@sp/ui';
import { PageHeader } from '@sp/page-kit';
import { usePurchase } from '../../api/purchases';
import { draftOf, emptyDraft } from './form-state';
import { PurchaseForm } from './purchase-form';

/** /purchase/add (a new order) and /purchase/:purchaseId/edit (a draft). */
export function PurchaseAddPage() {
  const { t } = useTranslation('purchase');
  const { purchaseId } = useParams();
  const storeId = useAuthStore((s) => s.storeId) ?? '';
  const existing = usePurchase(purchaseId);
  if (purchaseId && !existing.data) return <Skeleton height="40" />;
  return (
    <>
      <PageHeader
        title={
          existing.data
            ? t('title.purchaseEdit', { number: existing.data.number })
            : t('title.purchaseAdd')
        }
      />
      <PurchaseForm
        initial={existing.data ? draftOf(existing.data) : emptyDraft(storeId)}
        existing={existing.data}
      />
    </>
  );
}

export const Component = PurchaseAddPage;
