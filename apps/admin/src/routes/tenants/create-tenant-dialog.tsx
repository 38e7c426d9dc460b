import { createTenantBodySchema } from '@sp/contracts/api';
import { LANGUAGES } from '@sp/contracts';
import { useTranslation } from '@sp/i18n';
import { Input, NativeSelect, notify, SimpleGrid, Text } from '@sp/ui';
import { Controller } from 'react-hook-form';
import { useCreateTenant } from '../../api/tenants';
import { FormDialog, FormField, applyServerErrors, errorMessage, useZodForm } from '@sp/page-kit';
import { LanguagesFieldset } from './languages-fieldset';

export interface CreateTenantDialogProps {
  onClose: () => void;
}

/** A new tenant with its first admin, who is invited by e-mail. */
export default function CreateTenantDialog({ onClose }: CreateTenantDialogProps) {
  const { t } = useTranslation('admin');
  const create = useCreateTenant();
  const form = useZodForm(createTenantBodySchema, {
    slug: '',
    name: '',
    kind: 'marketplace',
    appTitle: '',
    languages: ['en', 'fr', 'ar'],
    defaultLanguage: 'en',
    authLayout: 'centered',
    admin: { email: '', fullName: '' },
  });
  const { errors } = form.formState;
  const f = (
    name: 'slug' | 'name' | 'kind' | 'appTitle' | 'languages' | 'defaultLanguage' | 'authLayout',
  ) => ({
    label: t(`tenants.fields.${name}`),
    error: errors[name]?.message,
  });
  const select = (
    name: 'kind' | 'defaultLanguage' | 'authLayout',
    options: readonly string[],
    prefix: string,
  ) => (
    <NativeSelect.Root>
      <NativeSelect.Field {...form.register(name)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`${prefix}.${o}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (tenant) => {
        notify('success', t('tenants.created', { name: tenant.name }));
        onClose();
      },
      onError: (error) => {
        if (error && (error as { code?: string }).code === 'slug_taken')
          form.setError('slug', { message: t('errors.slug_taken') });
        else if (
          !applyServerErrors(t, error, form.setError, ['slug', 'name', 'appTitle', 'languages'])
        )
          notify('error', errorMessage(t, error));
      },
    }),
  );

  return (
    <FormDialog
      open
      size="lg"
      title={t('tenants.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={create.isPending}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField {...f('name')} required>
          <Input {...form.register('name')} />
        </FormField>
        <FormField {...f('slug')} required>
          <Input dir="ltr" {...form.register('slug')} />
        </FormField>
        <FormField {...f('kind')} required>
          {select('kind', ['marketplace', 'agency'], 'tenants.kind')}
        </FormField>
        <FormField {...f('appTitle')} required>
          <Input {...form.register('appTitle')} />
        </FormField>
        <FormField {...f('defaultLanguage')}>
          {select('defaultLanguage', LANGUAGES, 'tenants.language')}
        </FormField>
        <FormField {...f('authLayout')}>
          {select('authLayout', ['centered', 'illustrated'], 'tenants.layout')}
        </FormField>
      </SimpleGrid>
      <Controller
        control={form.control}
        name="languages"
        render={({ field }) => (
          <LanguagesFieldset
            value={field.value ?? []}
            onChange={field.onChange}
            error={errors.languages?.message}
          />
        )}
      />
      <Text fontWeight="semibold">{t('tenants.firstAdmin')}</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('users.fields.email')} error={errors.admin?.email?.message} required>
          <Input type="email" {...form.register('admin.email')} />
        </FormField>
        <FormField label={t('users.fields.name')} error={errors.admin?.fullName?.message} required>
          <Input {...form.register('admin.fullName')} />
        </FormField>
      </SimpleGrid>
    </FormDialog>
  );
}
