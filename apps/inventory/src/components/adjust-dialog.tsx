import { adjustmentBodySchema, adjustmentReasons, type AdjustmentBody } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Input, NativeSelect, notify, SimpleGrid, Textarea } from '@sp/ui';
import { FormDialog, FormField, applyServerErrors, useZodForm } from '@sp/page-kit';
import { stockErrorMessage as errorMessage } from '../lib/stock-error';
import { useAdjustStock, useAllStores } from '../api/stock';
import { StoreSelect } from './store-select';

const FIELDS = ['storeId', 'quantity', 'reason', 'note'];

export interface AdjustDialogProps {
  product: { id: string; sku: string; name: string };
  storeId?: string | null;
  onClose: () => void;
}

/** A manual stock correction: signed quantity and a reason from the list (a note for the rest). */
export default function AdjustDialog({ product, storeId, onClose }: AdjustDialogProps) {
  const { t } = useTranslation('inventory');
  const stores = (useAllStores().data?.items ?? []).filter((s) => s.active);
  const adjust = useAdjustStock();
  const form = useZodForm(adjustmentBodySchema, {
    productId: product.id,
    storeId: storeId ?? '',
    quantity: '' as unknown as number,
    reason: '' as AdjustmentBody['reason'],
    note: '',
  });
  const { errors } = form.formState;
  const field = (name: 'storeId' | 'quantity' | 'reason' | 'note') => ({
    label: t(`adjust.fields.${name}`),
    error: errors[name]?.message,
  });

  const submit = form.handleSubmit((body) =>
    adjust.mutate(body, {
      onSuccess: (res) => {
        notify(
          'success',
          t('adjust.done', { sku: product.sku, onHand: res.items[0]?.onHandAfter ?? 0 }),
        );
        onClose();
      },
      onError: (error) => {
        const e = error as { code?: string };
        if (e.code === 'stock_short')
          form.setError('quantity', { type: 'server', message: errorMessage(t, error) });
        else if (!applyServerErrors(t, error, form.setError, FIELDS))
          notify('error', errorMessage(t, error));
      },
    }),
  );

  return (
    <FormDialog
      open
      title={t('adjust.title', { sku: product.sku })}
      onClose={onClose}
      onSubmit={submit}
      submitting={adjust.isPending}
      submitLabel={t('adjust.submit')}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField {...field('storeId')} required>
          <StoreSelect
            stores={stores}
            placeholder={t('common.choose')}
            {...form.register('storeId')}
          />
        </FormField>
        <FormField {...field('quantity')} helper={t('adjust.quantityHelp')} required>
          <Input type="number" step={1} dir="ltr" {...form.register('quantity')} />
        </FormField>
      </SimpleGrid>
      <FormField {...field('reason')} required>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('reason')}>
            <option value="">{t('common.choose')}</option>
            {adjustmentReasons.map((r) => (
              <option key={r} value={r}>
                {t(`reason.${r}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField {...field('note')}>
        <Textarea rows={2} {...form.register('note')} />
      </FormField>
    </FormDialog>
  );
}
