import { purchasePaths } from '@sp/contracts/paths';
import type { PurchaseOrder } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { useCan } from '@sp/shared-auth';
import { Button, ConfirmDialog, notify } from '@sp/ui';
import { errorMessage } from '@sp/page-kit';
import { useState } from 'react';
import { useSetPurchaseStatus } from '../../api/purchases';
import { PdfButton } from './pdf-button';

/** What can happen next, by status: edit and order a draft, receive, cancel (or cancel the rest). */
export function PurchaseActions({ po }: { po: PurchaseOrder }) {
  const { t } = useTranslation('purchase');
  const canUpdate = useCan({ action: 'update', subject: 'Purchase' });
  const setStatus = useSetPurchaseStatus(po.id);
  const [confirming, setConfirming] = useState(false);
  const receivable = po.status === 'ordered' || po.status === 'partially_received';
  const cancellable = po.status === 'draft' || receivable;

  const run = async (status: 'ordered' | 'cancelled') => {
    try {
      await setStatus.mutateAsync(status);
      notify(
        'success',
        t(
          `detail.done.${status === 'cancelled' && po.status === 'partially_received' ? 'cancelledRest' : status}`,
          { number: po.number },
        ),
      );
    } catch (error) {
      notify('error', errorMessage(t, error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <PdfButton po={po} />
      {canUpdate && po.status === 'draft' && (
        <>
          <Button asChild variant="outline">
            <Link to={purchasePaths.purchaseEdit(po.id)}>{t('detail.edit')}</Link>
          </Button>
          <Button colorPalette="brand" loading={setStatus.isPending} onClick={() => run('ordered')}>
            {t('detail.markOrdered')}
          </Button>
        </>
      )}
      {canUpdate && receivable && (
        <Button asChild colorPalette="brand">
          <Link to={purchasePaths.collection({ purchase: po.id })}>{t('detail.receive')}</Link>
        </Button>
      )}
      {canUpdate && cancellable && (
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          {po.status === 'partially_received' ? t('detail.cancelRest') : t('detail.cancel')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={
          po.status === 'partially_received'
            ? t('detail.cancelRestTitle', { number: po.number })
            : t('detail.cancelTitle', { number: po.number })
        }
        message={
          po.status === 'partially_received'
            ? t('detail.cancelRestMessage')
            : t('detail.cancelMessage')
        }
        loading={setStatus.isPending}
        onConfirm={() => run('cancelled')}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
