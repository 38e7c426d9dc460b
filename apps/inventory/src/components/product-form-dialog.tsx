import type { Product } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Input, NativeSelect, notify, SimpleGrid } from '@sp/ui';
import { FormDialog, FormField, applyServerErrors, errorMessage, useZodForm } from '@sp/page-kit';
import { useSaveProduct } from '../api/catalogue';
import { useAllStores } from '../api/stock';
import { useCurrentStoreId } from '../lib/use-current-store';
import { productFormSchema, type ProductFormValues } from './product-form-schema';

const FIELDS = [
  'sku',
  'name',
  'barcode',
  'category',
  'costPrice',
  'salePrice',
  'currency',
  'weightGrams',
  'status',
  'lowStockLevel',
  'imageUrl',
] as const;
type Field = (typeof FIELDS)[number];

function initial(product: Product | null, currency: string): ProductFormValues {
  if (!product) {
    return {
      sku: '',
      name: '',
      barcode: '',
      category: '',
      costPrice: '',
      salePrice: '',
      currency,
      weightGrams: 0,
      status: 'active',
      lowStockLevel: 0,
      imageUrl: '',
    };
  }
  const {
    sku,
    name,
    barcode,
    category,
    costPrice,
    salePrice,
    weightGrams,
    status,
    lowStockLevel,
    imageUrl,
  } = product;
  // A cost hidden from the caller (null) is neither shown nor sent: '0' only satisfies the form's schema.
  return {
    sku,
    name,
    barcode,
    category,
    costPrice: costPrice ?? '0',
    salePrice,
    currency: product.currency,
    weightGrams,
    status,
    lowStockLevel,
    imageUrl,
  };
}

export interface ProductFormDialogProps {
  product: Product | null;
  onClose: () => void;
  onSaved?: (p: Product) => void;
}

/** Create or edit a product; a refused save keeps every typed value. */
export default function ProductFormDialog({ product, onClose, onSaved }: ProductFormDialogProps) {
  const { t } = useTranslation('inventory');
  const stores = useAllStores().data?.items ?? [];
  const current = useCurrentStoreId();
  const currency = stores.find((s) => s.id === current)?.currency ?? stores[0]?.currency ?? 'MAD';
  const currencies = [
    ...new Set([
      currency,
      ...stores.map((s) => s.currency),
      ...(product ? [product.currency] : []),
    ]),
  ];
  const save = useSaveProduct(product?.id);
  const form = useZodForm(productFormSchema, initial(product, currency));
  const costHidden = product?.costPrice === null;
  const { errors } = form.formState;
  const field = (name: Field) => ({
    label: t(`products.fields.${name}`),
    // The barcode's own refinement (a wrong check digit) gets its own words.
    error:
      name === 'barcode' && errors.barcode?.type === 'custom'
        ? t('products.barcodeCheck')
        : errors[name]?.message,
  });

  const submit = form.handleSubmit(({ costPrice, ...rest }) =>
    save.mutate(costHidden ? rest : { ...rest, costPrice }, {
      onSuccess: (saved) => {
        notify('success', t('products.saved', { sku: saved.sku }));
        onSaved?.(saved);
        onClose();
      },
      onError: (error) => {
        if ((error as { code?: string }).code === 'sku_taken')
          form.setError('sku', { type: 'server', message: t('errors.sku_taken') });
        else if (!applyServerErrors(t, error, form.setError, FIELDS))
          notify('error', errorMessage(t, error));
      },
    }),
  );

  return (
    <FormDialog
      open
      size="lg"
      title={product ? t('products.editTitle', { sku: product.sku }) : t('products.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField {...field('sku')} required>
          <Input dir="ltr" autoComplete="off" {...form.register('sku')} />
        </FormField>
        <FormField {...field('barcode')} helper={t('products.barcodeHelp')}>
          <Input dir="ltr" inputMode="numeric" autoComplete="off" {...form.register('barcode')} />
        </FormField>
        <FormField {...field('name')} required>
          <Input {...form.register('name')} />
        </FormField>
        <FormField {...field('category')} required>
          <Input list="inventory-categories" {...form.register('category')} />
        </FormField>
        {!costHidden && (
          <FormField {...field('costPrice')} required>
            <Input inputMode="decimal" dir="ltr" {...form.register('costPrice')} />
          </FormField>
        )}
        <FormField {...field('salePrice')} required>
          <Input inputMode="decimal" dir="ltr" {...form.register('salePrice')} />
        </FormField>
        <FormField {...field('currency')} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('currency')}>
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField {...field('weightGrams')}>
          <Input type="number" min={0} dir="ltr" {...form.register('weightGrams')} />
        </FormField>
        <FormField {...field('lowStockLevel')} helper={t('products.lowStockHelp')}>
          <Input type="number" min={0} dir="ltr" {...form.register('lowStockLevel')} />
        </FormField>
        <FormField {...field('status')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('status')}>
              <option value="active">{t('products.status.active')}</option>
              <option value="archived">{t('products.status.archived')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <FormField {...field('imageUrl')}>
        <Input type="url" dir="ltr" placeholder="https://" {...form.register('imageUrl')} />
      </FormField>
    </FormDialog>
  );
}
