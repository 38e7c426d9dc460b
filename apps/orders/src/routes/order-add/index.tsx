import { useTranslation } from '@sp/i18n';
import { PageHeader } from '@sp/page-kit';
import { useAuthStore } from '@sp/shared-auth';
import { emptyDraft } from '../../components/order-form/form-state';
import { OrderForm } from '../../components/order-form/order-form';

/** /orders/add: a new order, in the store chosen in the navbar unless another is picked. */
export function OrderAddPage() {
  const { t } = useTranslation('orders');
  const storeId = useAuthStore((s) => s.storeId) ?? '';
  return (
    <>
      <PageHeader title={t('title.orderAdd')} />
      <OrderForm initial={emptyDraft(storeId)} />
    </>
  );
}

export const Component = OrderAddPage;
