import { financePaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { lazyPart, PageHeader, preloadOn, usePreloadWhenIdle, useStoreShown } from '@sp/page-kit';
import { useNavigate, useSearchParams } from '@sp/router';
import { useCan } from '@sp/shared-auth';
import { AppIcon, Button, Tabs } from '@sp/ui';
import { Suspense, useState } from 'react';
import { useDir } from '../../lib/use-dir';
import { PaymentsTab } from './payments-tab';
import { StatementsTab } from './statements-tab';

const PaymentFormDialog = lazyPart(
  () => import('../../components/payment-form/payment-form-dialog'),
);
type Tab = 'payments' | 'agents' | 'suppliers';

/** /payment: money in and out (voided ones struck through), and the agents' and suppliers' statements. */
export function PaymentListPage() {
  const { t } = useTranslation('finance');
  const [params, setParams] = useSearchParams();
  const canCreate = useCan({ action: 'create', subject: 'Payment' });
  const canAgents = useCan({ action: 'read', subject: 'FulfillmentAgent' });
  const canSuppliers = useCan({ action: 'read', subject: 'Purchase' });
  const [recording, setRecording] = useState(false);
  const navigate = useNavigate();
  const dir = useDir();
  usePreloadWhenIdle(PaymentFormDialog);
  const tabs: Tab[] = [
    'payments',
    ...(canAgents ? (['agents'] as const) : []),
    ...(canSuppliers ? (['suppliers'] as const) : []),
  ];
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && tabs.includes(asked) ? asked : 'payments';
  const setTab = (value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value === 'payments') next.delete('tab');
      else next.set('tab', value);
      return next;
    });
  const storeShown = useStoreShown(params.get('storeId'));
  const agent = params.get('agent');
  const supplier = params.get('supplier');
  const preset =
    tab === 'agents' && agent
      ? { kind: 'cod_remittance' as const, agentId: agent }
      : tab === 'suppliers' && supplier
        ? { kind: 'supplier_payment' as const, supplierId: supplier }
        : undefined;

  return (
    <>
      <PageHeader
        title={t('title.payment')}
        subtitle={storeShown}
        actions={
          canCreate && (
            <>
              <Button variant="outline" onClick={() => navigate(financePaths.paymentImport())}>
                <AppIcon name="upload" />
                {t('list.importRemittances')}
              </Button>
              <Button
                colorPalette="brand"
                {...preloadOn(PaymentFormDialog)}
                onClick={() => setRecording(true)}
              >
                <AppIcon name="plus" />
                {t('list.record')}
              </Button>
            </>
          )
        }
      />
      <Tabs.Root dir={dir} value={tab} onValueChange={(e) => setTab(e.value)} lazyMount>
        <Tabs.List dir={dir} marginBlockEnd="4">
          {tabs.map((v) => (
            <Tabs.Trigger dir={dir} key={v} value={v}>
              {t(`tabs.${v}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content dir={dir} value="payments">
          <PaymentsTab />
        </Tabs.Content>
        {canAgents && (
          <Tabs.Content dir={dir} value="agents">
            <StatementsTab of="agent" />
          </Tabs.Content>
        )}
        {canSuppliers && (
          <Tabs.Content dir={dir} value="suppliers">
            <StatementsTab of="supplier" />
          </Tabs.Content>
        )}
      </Tabs.Root>
      <Suspense>
        {recording && <PaymentFormDialog preset={preset} onClose={() => setRecording(false)} />}
      </Suspense>
    </>
  );
}

export const Component = PaymentListPage;
