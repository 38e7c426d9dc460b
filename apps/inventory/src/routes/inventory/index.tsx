import { useTranslation } from '@sp/i18n';
import { PageHeader } from '@sp/page-kit';
import { useSearchParams } from '@sp/router';
import { Tabs } from '@sp/ui';
import { LedgerTab } from './ledger-tab';
import { StockTab } from './stock-tab';

/** /inventory: stock per product x store, and the movements ledger (?tab=ledger). */
export function InventoryPage() {
  const { t } = useTranslation('inventory');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'ledger' ? 'ledger' : 'stock';
  return (
    <>
      <PageHeader title={t('title.inventory')} />
      {/* Each tab keeps its own list state in the URL, so switching starts it afresh. */}
      <Tabs.Root
        value={tab}
        onValueChange={(e) => setParams(e.value === 'ledger' ? { tab: 'ledger' } : {})}
        lazyMount
        unmountOnExit
      >
        <Tabs.List marginBlockEnd="4">
          <Tabs.Trigger value="stock">{t('stock.tab')}</Tabs.Trigger>
          <Tabs.Trigger value="ledger">{t('ledger.tab')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="stock">
          <StockTab />
        </Tabs.Content>
        <Tabs.Content value="ledger">
          <LedgerTab />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

export const Component = InventoryPage;
