import { supplierBodySchema, type Supplier } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Input, SimpleGrid, Textarea, notify } from '@sp/ui';
import { FormDialog, FormField, applyServerErrors, errorMessage, useZodForm } from '@sp/page-kit';
import type { z } from 'zod';
import { useSaveSupplier } from '../../api/suppliers';

type Values = z.input<typeof supplierBodySchema>;
const FIELDS = [
  'name',
  'contactName',
  'phone',
  'email',
  'country',
  'currency',
  'paymentTermsDays',
  'leadTimeDays',
  'notes',
] as const;

const initial = (s: Supplier | null): Values =>
  s
    ? {
        name: s.name,
        contactName: s.contactName,
        phone: s.phone,
        email: s.email,
        country: s.country,
        currency: s.currency,
        paymentTermsDays: s.paymentTermsDays,
        leadTimeDays: s.leadTimeDays,
        notes: s.notes,
        active: s.active,
      }
    : {
        name: '',
        contactName: '',
        phone: '',
        email: '',
        country: 'MA',
        currency: 'MAD',
        paymentTermsDays: 30,
        leadTimeDays: 7,
        notes: '',
        active: true,
      };

/** Create or edit a supplier; a refused save keeps every typed value. */
export default function SupplierFormDialog({
  supplier,
  onClose,
}: {
  supplier: Supplier | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('purchase');
  const save = useSaveSupplier(supplier?.id);
  const form = useZodForm(supplierBodySchema, initial(supplier));
  const { errors } = form.formState;
  const field = (name: (typeof FIELDS)[number]) => ({
    label: t(`suppliers.fields.${name}`),
    error: errors[name]?.message,
  });
  const submit = form.handleSubmit((body) =>
    save.mutate(body as Values, {
      onSuccess: (saved) => {
        notify('success', t('suppliers.saved', { name: saved.name }));
        onClose();
      },
      onError: (error) => {
        if (!applyServerErrors(t, error, form.setError, FIELDS))
          notify('error', errorMessage(t, error));
      },
    }),
  );
  return (
    <FormDialog
      open
      size="lg"
      title={supplier ? t('suppliers.editTitle', { name: supplier.name }) : t('suppliers.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField {...field('name')} required>
          <Input {...form.register('name')} />
        </FormField>
        <FormField {...field('contactName')}>
          <Input {...form.register('contactName')} />
        </FormField>
        <FormField {...field('phone')}>
          <Input type="tel" dir="ltr" {...form.register('phone')} />
        </FormField>
        <FormField {...field('email')}>
          <Input type="email" dir="ltr" {...form.register('email')} />
        </FormField>
        <FormField {...field('country')} helper={t('suppliers.countryHelp')} required>
          <Input
            dir="ltr"
            maxLength={2}
            {...form.register('country', { setValueAs: (v: string) => v.toUpperCase() })}
          />
        </FormField>
        <FormField {...field('currency')} helper={t('suppliers.currencyHelp')} required>
          <Input
            dir="ltr"
            maxLength={3}
            {...form.register('currency', { setValueAs: (v: string) => v.toUpperCase() })}
          />
        </FormField>
        <FormField {...field('paymentTermsDays')} required>
          <Input type="number" min={0} max={365} {...form.register('paymentTermsDays')} />
        </FormField>
        <FormField {...field('leadTimeDays')} required>
          <Input type="number" min={0} max={365} {...form.register('leadTimeDays')} />
        </FormField>
      </SimpleGrid>
      <FormField {...field('notes')}>
        <Textarea {...form.register('notes')} />
      </FormField>
    </FormDialog>
  );
}
