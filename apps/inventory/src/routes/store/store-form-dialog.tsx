import { createStoreBodySchema, type CreateStoreBody, type Store } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Input, notify, SimpleGrid } from '@sp/ui';
import { FormDialog, FormField, applyServerErrors, errorMessage, useZodForm } from '@sp/page-kit';
import { useSaveStore } from '../../api/stock';

const FIELDS = ['name', 'marketplace', 'country', 'currency', 'address'];
type AddressField = 'line1' | 'city' | 'postalCode' | 'phone';

/** Create or edit a store: its marketplace, country, currency and the sender address of its labels. */
export default function StoreFormDialog({ store, onClose }: { store: Store | null; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const save = useSaveStore(store?.id);
  const form = useZodForm(createStoreBodySchema, {
    name: store?.name ?? '',
    marketplace: store?.marketplace ?? '',
    country: store?.country ?? '',
    currency: store?.currency ?? '',
    address: store?.address ?? { line1: '', city: '', postalCode: '', phone: '' },
  });
  const { errors } = form.formState;
  const field = (name: 'name' | 'marketplace' | 'country' | 'currency') => ({ label: t(`stores.fields.${name}`), error: errors[name]?.message });
  const address = (name: AddressField) => ({ label: t(`stores.address.${name}`), error: errors.address?.[name]?.message });

  const submit = form.handleSubmit((body: CreateStoreBody) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        notify('success', t('stores.saved', { name: saved.name }));
        onClose();
      },
      onError: (error) => {
        if (!applyServerErrors(t, error, form.setError, FIELDS)) notify('error', errorMessage(t, error));
      },
    }),
  );

  return (
    <FormDialog open size="lg" title={store ? t('stores.editTitle', { name: store.name }) : t('stores.addTitle')} onClose={onClose} onSubmit={submit} submitting={save.isPending}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField {...field('name')} required><Input {...form.register('name')} /></FormField>
        <FormField {...field('marketplace')} required><Input {...form.register('marketplace')} placeholder="Jumia, Amazon…" /></FormField>
        <FormField {...field('country')} helper={t('stores.countryHelp')} required>
          <Input dir="ltr" maxLength={2} {...form.register('country', { setValueAs: (v: string) => v.toUpperCase() })} />
        </FormField>
        <FormField {...field('currency')} helper={t('stores.currencyHelp')} required>
          <Input dir="ltr" maxLength={3} {...form.register('currency', { setValueAs: (v: string) => v.toUpperCase() })} />
        </FormField>
        <FormField {...address('line1')}><Input {...form.register('address.line1')} /></FormField>
        <FormField {...address('city')}><Input {...form.register('address.city')} /></FormField>
        <FormField {...address('postalCode')}><Input dir="ltr" {...form.register('address.postalCode')} /></FormField>
        <FormField {...address('phone')}><Input type="tel" dir="ltr" {...form.register('address.phone')} /></FormField>
      </SimpleGrid>
    </FormDialog>
  );
}
