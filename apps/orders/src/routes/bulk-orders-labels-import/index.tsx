import { useTranslation } from '@sp/i18n';
import { ImportWizard } from '@sp/import-wizard';
import { PageHeader } from '@sp/page-kit';

/** A carrier's file of tracking numbers, or its PDF of labels (one page per order). */
export function Component() {
  const { t } = useTranslation('orders');
  return (
    <>
      <PageHeader title={t('title.labelImport')} />
      <ImportWizard kind="order_labels" acceptPdf />
    </>
  );
}
