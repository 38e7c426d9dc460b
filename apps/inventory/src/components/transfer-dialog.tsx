import { transferBodySchema } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Input, notify, SimpleGrid, Textarea } from '@sp/ui';
import { FormDialog, FormField, applyServerErrors, useZodForm } from '@sp/page-kit';
import { stockErrorMessage as errorMessage } from '../lib/stock-error';
import { useAllStores, useTransferStock } from '../api/stock';
import { StoreSelect } from './store-select';

const FIELDS = ['fromStoreId', 'toStoreId', 'quantity', 'note'];

export interface TransferDialogProps {
  product: { id: string; sku: string };
  fromStoreId?: string | null;
  onClose: () => void;
}

/** Moves units from one store to another of the same currency, at the cost they left at. */
export default function TransferDialog({ product, fromStoreId, onClose }: TransferDialogProps) {
  const { t } = useTranslation('inventory');
  const stores = (useAllStores().data?.items ?? []).filter((s) => s.active);
  const transfer = useTransferStock();
  const form = useZodForm(transferBodySchema, {
    productId: product.id,
    fromStoreId: fromStoreId ?? '',
    toStoreId: '',
    quantity: 1,
    note: '',
  });
  const { errors } = form.formState;
  const field = (name: 'fromStoreId' | 'toStoreId' | 'quantity' | 'note') => ({
    label: t(`transfer.fields.${name}`),
    error: errors[name]?.message,
  });

  const submit = form.handleSubmit((body) =>
    transfer.mutate(body, {
      onSuccess: () => {
        notify('success', t('transfer.done', { sku: product.sku, count: Number(body.quantity) }));
        onClose();
      },
      onError: (error) => {
        const code = (error as { code?: string }).code;
        const target =
          code === 'stock_short'
            ? 'quantity'
            : code === 'currency_mismatch' || code === 'same_store'
              ? 'toStoreId'
              : null;
        if (target) form.setError(target, { type: 'server', message: errorMessage(t, error) });
        else if (!applyServerErrors(t, error, form.setError, FIELDS))
          notify('error', errorMessage(t, error));
      },
    }),
  );

  return (
    <FormDialog
      open
      title={t('transfer.title', { sku: product.sku })}
      onClose={onClose}
      onSubmit={submit}
      submitting={transfer.isPending}
      submitLabel={t('transfer.submit')}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField {...field('fromStoreId')} required>
          <StoreSelect
            stores={stores}
            placeholder={t('common.choose')}
            {...form.register('fromStoreId')}
          />
        </FormField>
        <FormField {...field('toStoreId')} required>
          <StoreSelect
            stores={stores}
            placeholder={t('common.choose')}
            {...form.register('toStoreId')}
          />
        </FormField>
      </SimpleGrid>
      <FormField {...field('quantity')} required>
        <Input type="number" min={1} step={1} dir="ltr" {...form.register('quantity')} />
      </FormField>
      <FormField {...field('note')}>
        <Textarea rows={2} {...form.register('note')} />
      </FormField>
    </FormDialog>
  );
}
