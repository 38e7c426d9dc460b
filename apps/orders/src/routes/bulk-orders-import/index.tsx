import { useTranslation } from '@sp/i18n';
import { ImportWizard } from '@sp/import-wizard';
import { PageHeader, useStores } from '@sp/page-kit';
import { useAuthStore } from '@sp/shared-auth';

/**
 * Orders from a marketplace export: one row per order line, grouped by order number. The
 * rows go to one store: a caller with several is asked which before the upload (issue 30.8).
 */
export function Component() {
  const { t } = useTranslation('orders');
  const stores = useStores().data?.items ?? [];
  const current = useAuthStore((s) => s.storeId);
  return (
    <>
      <PageHeader title={t('title.orderImport')} />
      <ImportWizard kind="orders" stores={stores} defaultStoreId={current} />
    </>
  );
}
