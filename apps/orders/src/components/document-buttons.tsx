import { INVOICES_AT_ONCE, type Order } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { fileDay, saveBlob } from '@sp/page-kit';
import { AppIcon, Button, notify } from '@sp/ui';
import { useInvoices, usePackingSlip } from '../api/orders';
import { orderErrorMessage } from '../lib/errors';

/** Orders that cannot have an invoice (the API answers 409 invoice_refused) unless one was issued before. */
export const NO_INVOICE = ['pending', 'cancelled', 'returned'];

/**
 * The invoices of a selection as one PDF (issued on the way when not yet): a download, so
 * the file keeps its number as its name.
 */
export function InvoicesButton({
  orderIds,
  size = 'sm',
}: {
  orderIds: string[];
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('orders');
  const invoices = useInvoices();
  const run = () => {
    if (orderIds.length > INVOICES_AT_ONCE)
      return notify('error', t('invoice.tooMany', { max: INVOICES_AT_ONCE }));
    invoices.mutate(orderIds, {
      onSuccess: ({ number, blob }) => {
        saveBlob(
          blob,
          orderIds.length === 1 && number ? `${number}.pdf` : `invoices-${fileDay()}.pdf`,
        );
        notify('success', t('invoice.ready', { count: orderIds.length }));
      },
      onError: (error) => notify('error', orderErrorMessage(t, error)),
    });
  };
  return (
    <Button
      size={size}
      variant="outline"
      disabled={!orderIds.length}
      loading={invoices.isPending}
      onClick={run}
    >
      <AppIcon name="file" />
      {t('invoice.bulk')}
    </Button>
  );
}

/** The order page's invoice (its number once issued) and packing slip, beside the labels. */
export function OrderDocumentButtons({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const invoices = useInvoices();
  const slip = usePackingSlip();
  const canInvoice = order.invoice || !NO_INVOICE.includes(order.status);
  const downloadInvoice = () =>
    invoices.mutate([order.id], {
      // Named by its number (the API says it in x-invoice-number, issued just now or before).
      onSuccess: ({ number, blob }) => saveBlob(blob, `${number || `invoice-${order.number}`}.pdf`),
      onError: (error) => notify('error', orderErrorMessage(t, error)),
    });
  const downloadSlip = () =>
    slip.mutate(order.id, {
      onSuccess: (blob) => saveBlob(blob, `packing-slip-${order.number}.pdf`, true),
      onError: (error) => notify('error', orderErrorMessage(t, error)),
    });
  return (
    <>
      {canInvoice && (
        <Button
          variant="outline"
          loading={invoices.isPending}
          onClick={downloadInvoice}
          data-testid="invoice-button"
        >
          <AppIcon name="file" />
          {order.invoice
            ? t('invoice.numbered', { number: order.invoice.number })
            : t('invoice.issue')}
        </Button>
      )}
      <Button variant="outline" loading={slip.isPending} onClick={downloadSlip}>
        <AppIcon name="file" />
        {t('invoice.packingSlip')}
      </Button>
    </>
  );
}
