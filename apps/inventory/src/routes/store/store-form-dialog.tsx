import {
  createStoreBodySchema,
  documentLanguages,
  type CreateStoreBody,
  type Store,
} from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Checkbox, Heading, Input, NativeSelect, notify, SimpleGrid } from '@sp/ui';
import { FormDialog, FormField, applyServerErrors, errorMessage, useZodForm } from '@sp/page-kit';
import { Controller } from 'react-hook-form';
import { useSaveStore } from '../../api/stock';

const FIELDS = ['name', 'marketplace', 'country', 'currency', 'address', 'tax', 'invoicing'];
type RateField = 'standard' | 'reduced';

/** A rate the API refused (422 tax_rate_out_of_range, path tax.rates.<name>): said on its field. */
function rateRefused(error: unknown): RateField[] {
  const e = error as { code?: string; details?: { path: string }[] } | null;
  if (e?.code !== 'tax_rate_out_of_range') return [];
  return (e.details ?? [])
    .map((d) => d.path.split('.')[2])
    .filter((n): n is RateField => n === 'standard' || n === 'reduced');
}
type AddressField = 'line1' | 'city' | 'postalCode' | 'phone';

/**
 * Create or edit a store: its marketplace, country, currency, the sender address of its
 * labels, its tax (rates, prices entered with or without tax) and what its invoices print.
 */
export default function StoreFormDialog({
  store,
  onClose,
}: {
  store: Store | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('inventory');
  const save = useSaveStore(store?.id);
  const form = useZodForm(createStoreBodySchema, {
    name: store?.name ?? '',
    marketplace: store?.marketplace ?? '',
    country: store?.country ?? '',
    currency: store?.currency ?? '',
    address: store?.address ?? { line1: '', city: '', postalCode: '', phone: '' },
    tax: {
      pricesIncludeTax: store?.tax.pricesIncludeTax ?? true,
      rates: {
        standard: store?.tax.rates.standard ?? '20',
        reduced: store?.tax.rates.reduced ?? '10',
      },
    },
    // A new store's language follows its country on the API when not chosen here.
    invoicing: store ? store.invoicing : { legalName: '', taxId: '', prefix: '' },
  });
  const { errors } = form.formState;
  const field = (name: 'name' | 'marketplace' | 'country' | 'currency') => ({
    label: t(`stores.fields.${name}`),
    error: errors[name]?.message,
  });
  const address = (name: AddressField) => ({
    label: t(`stores.address.${name}`),
    error: errors.address?.[name]?.message,
  });
  const rate = (name: RateField) => ({
    label: t(`stores.tax.${name}`),
    helper: t('stores.tax.rateHelp'),
    error: errors.tax?.rates?.[name]?.message,
  });
  const invoicing = (name: 'legalName' | 'taxId' | 'prefix' | 'language') => ({
    label: t(`stores.invoicing.${name}`),
    error: errors.invoicing?.[name]?.message,
  });

  const submit = form.handleSubmit((body: CreateStoreBody) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        notify('success', t('stores.saved', { name: saved.name }));
        onClose();
      },
      onError: (error) => {
        const refused = rateRefused(error);
        for (const name of refused)
          form.setError(`tax.rates.${name}`, {
            type: 'server',
            message: t('stores.tax.outOfRange'),
          });
        if (!refused.length && !applyServerErrors(t, error, form.setError, FIELDS))
          notify('error', errorMessage(t, error));
      },
    }),
  );

  return (
    <FormDialog
      open
      size="lg"
      title={store ? t('stores.editTitle', { name: store.name }) : t('stores.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField {...field('name')} required>
          <Input {...form.register('name')} />
        </FormField>
        <FormField {...field('marketplace')} required>
          <Input {...form.register('marketplace')} placeholder="Jumia, Amazon…" />
        </FormField>
        <FormField {...field('country')} helper={t('stores.countryHelp')} required>
          <Input
            dir="ltr"
            maxLength={2}
            {...form.register('country', { setValueAs: (v: string) => v.toUpperCase() })}
          />
        </FormField>
        <FormField {...field('currency')} helper={t('stores.currencyHelp')} required>
          <Input
            dir="ltr"
            maxLength={3}
            {...form.register('currency', { setValueAs: (v: string) => v.toUpperCase() })}
          />
        </FormField>
        <FormField {...address('line1')}>
          <Input {...form.register('address.line1')} />
        </FormField>
        <FormField {...address('city')}>
          <Input {...form.register('address.city')} />
        </FormField>
        <FormField {...address('postalCode')}>
          <Input dir="ltr" {...form.register('address.postalCode')} />
        </FormField>
        <FormField {...address('phone')}>
          <Input type="tel" dir="ltr" {...form.register('address.phone')} />
        </FormField>
      </SimpleGrid>
      <Heading as="h3" size="sm" marginBlockStart="5" marginBlockEnd="3">
        {t('stores.tax.title')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField {...rate('standard')}>
          <Input dir="ltr" inputMode="decimal" {...form.register('tax.rates.standard')} />
        </FormField>
        <FormField {...rate('reduced')}>
          <Input dir="ltr" inputMode="decimal" {...form.register('tax.rates.reduced')} />
        </FormField>
      </SimpleGrid>
      <Controller
        control={form.control}
        name="tax.pricesIncludeTax"
        render={({ field: f }) => (
          <Checkbox.Root
            marginBlockStart="3"
            checked={!!f.value}
            onCheckedChange={(e) => f.onChange(!!e.checked)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('stores.tax.pricesIncludeTax')}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
      <Heading as="h3" size="sm" marginBlockStart="5" marginBlockEnd="3">
        {t('stores.invoicing.title')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField {...invoicing('legalName')} helper={t('stores.invoicing.legalNameHelp')}>
          <Input {...form.register('invoicing.legalName')} />
        </FormField>
        <FormField {...invoicing('taxId')} helper={t('stores.invoicing.taxIdHelp')}>
          <Input dir="ltr" {...form.register('invoicing.taxId')} />
        </FormField>
        <FormField {...invoicing('language')}>
          <NativeSelect.Root>
            <NativeSelect.Field
              {...form.register('invoicing.language', {
                setValueAs: (v: string) => v || undefined,
              })}
            >
              {!store && <option value="">{t('stores.invoicing.languageOfCountry')}</option>}
              {documentLanguages.map((l) => (
                <option key={l} value={l}>
                  {t(`stores.invoicing.languages.${l}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField {...invoicing('prefix')} helper={t('stores.invoicing.prefixHelp')}>
          <Input
            dir="ltr"
            maxLength={8}
            {...form.register('invoicing.prefix', { setValueAs: (v: string) => v.toUpperCase() })}
          />
        </FormField>
      </SimpleGrid>
    </FormDialog>
  );
}
