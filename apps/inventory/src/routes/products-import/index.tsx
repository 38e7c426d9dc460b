import { useTranslation } from '@sp/i18n';
import { ImportWizard } from '@sp/import-wizard';
import { PageHeader } from '@sp/page-kit';

/**
 * A supplier's product sheet: natural key SKU (new rows create, known SKUs update names,
 * prices, categories). It never touches stock: stock moves only through the ledger.
 */
export function Component() {
  const { t } = useTranslation('inventory');
  return (
    <>
      <PageHeader title={t('title.productImport')} subtitle={t('products.importHelp')} />
      <ImportWizard kind="products" />
    </>
  );
}
