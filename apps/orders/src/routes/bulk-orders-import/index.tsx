import { useTranslation } from '@sp/i18n';
import { ImportWizard } from '@sp/import-wizard';
import { PageHeader } from '@sp/page-kit';

/** Orders from a marketplace export: one row per order line, grouped by order number. */
export function Component() {
  const { t } = useTranslation('orders');
  return (
    <>
      <PageHeader title={t('title.orderImport')} />
      <ImportWizard kind="orders" />
    </>
  );
}
