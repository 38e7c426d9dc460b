import { useTranslation } from '@sp/i18n';
import { ImportWizard } from '@sp/import-wizard';
import { PageHeader } from '@sp/page-kit';

/**
 * A courier's remittance statement (CSV or XLSX): each row names a delivered COD order, by
 * number or tracking number, and the net amount remitted for it. The rows become one COD
 * remittance per courier, reference and day, allocated to their orders; a row naming an
 * unknown order or more than is open on it is shown, never stored.
 */
export function Component() {
  const { t } = useTranslation('finance');
  return (
    <>
      <PageHeader title={t('title.remittanceImport')} subtitle={t('list.importHelp')} />
      <ImportWizard kind="cod_remittances" />
    </>
  );
}
