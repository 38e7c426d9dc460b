import { useTranslation } from '@sp/i18n';
import { ImportWizard } from '@sp/import-wizard';
import { PageHeader } from '@sp/page-kit';

/**
 * A fair's or a partner's list of students: natural key e-mail, else phone, so a known
 * student is updated, never entered twice; programmes and destinations are matched by name.
 */
export function Component() {
  const { t } = useTranslation('agency');
  return (
    <>
      <PageHeader title={t('title.leadImport')} subtitle={t('leads.importHelp')} />
      <ImportWizard kind="leads" />
    </>
  );
}
