import { financePaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { PageHeader } from '@sp/page-kit';
import { Link, useParams } from '@sp/router';
import { Button, HStack, Skeleton, Stack } from '@sp/ui';
import { usePayment } from '../../api/payments';
import { AgentStatementView } from '../../components/agent-statement';
import { ErrorAlert } from '../../components/error-alert';
import { KindBadge } from '../../components/kind-badge';
import { SupplierStatementView } from '../../components/supplier-statement';
import { Allocations } from './allocations';
import { PaymentActions } from './payment-actions';
import { PaymentAttachment } from './payment-attachment';
import { PaymentFacts } from './payment-facts';

/** /payment/:paymentId: the payment's facts, edit and void, its allocations, and its agent's or supplier's statement. */
export function PaymentDetailPage() {
  const { t } = useTranslation('finance');
  const { paymentId } = useParams();
  const payment = usePayment(paymentId);
  if (payment.error) return <ErrorAlert error={payment.error} />;
  if (!payment.data) return <Skeleton height="40" />;
  const p = payment.data;
  return (
    <Stack gap="6">
      <PageHeader
        title={t('title.paymentDetail', { number: p.number })}
        actions={
          <HStack gap="2" wrap="wrap">
            <Button asChild variant="ghost">
              <Link to={financePaths.payments()}>{t('detail.back')}</Link>
            </Button>
            <PaymentActions payment={p} />
          </HStack>
        }
      />
      <KindBadge payment={p} />
      <PaymentFacts payment={p} />
      <PaymentAttachment payment={p} />
      <Allocations payment={p} />
      {(p.kind === 'cod_remittance' || p.kind === 'courier_fees') && p.agentId && (
        <AgentStatementView agentId={p.agentId} />
      )}
      {p.kind === 'supplier_payment' && p.supplierId && (
        <SupplierStatementView supplierId={p.supplierId} />
      )}
    </Stack>
  );
}

export const Component = PaymentDetailPage;
