import type { Tenant } from '@sp/contracts/api';
import { updateTenantBodySchema } from '@sp/contracts/api';
import { LANGUAGES } from '@sp/contracts';
import { useTranslation } from '@sp/i18n';
import { Input, NativeSelect, notify, SimpleGrid } from '@sp/ui';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useUpdateTenant } from '../../api/tenants';
import { FormDialog, FormField, applyServerErrors, errorMessage, useZodForm } from '@sp/page-kit';
import { LanguagesFieldset } from './languages-fieldset';

/** Domains are typed as one comma-separated text. */
const schema = updateTenantBodySchema.extend({
  domains: z
    .string()
    .transform((text) =>
      text
        .split(/[,\s]+/)
        .map((d) => d.trim())
        .filter(Boolean),
    )
    .pipe(updateTenantBodySchema.shape.domains.unwrap()),
});

export interface TenantSettingsDialogProps {
  tenant: Tenant;
  onClose: () => void;
}

/** A tenant's name, app title, languages, sign-in layout and domains. */
export default function TenantSettingsDialog({ tenant, onClose }: TenantSettingsDialogProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateTenant(tenant.id);
  const form = useZodForm(schema, {
    name: tenant.name,
    appTitle: tenant.appTitle,
    languages: tenant.languages,
    defaultLanguage: tenant.defaultLanguage,
    authLayout: tenant.authLayout,
    domains: tenant.domains.join(', '),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => {
        notify('success', t('tenants.saved', { name: body.name ?? tenant.name }));
        onClose();
      },
      onError: (error) => {
        if (
          !applyServerErrors(t, error, form.setError, [
            'name',
            'appTitle',
            'languages',
            'defaultLanguage',
            'domains',
          ])
        ) {
          notify('error', errorMessage(t, error));
        }
      },
    }),
  );

  return (
    <FormDialog
      open
      size="lg"
      title={t('tenants.settingsOf', { name: tenant.name })}
      onClose={onClose}
      onSubmit={submit}
      submitting={update.isPending}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('tenants.fields.name')} error={errors.name?.message} required>
          <Input {...form.register('name')} />
        </FormField>
        <FormField label={t('tenants.fields.appTitle')} error={errors.appTitle?.message} required>
          <Input {...form.register('appTitle')} />
        </FormField>
        <FormField
          label={t('tenants.fields.defaultLanguage')}
          error={errors.defaultLanguage?.message}
        >
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('defaultLanguage')}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`tenants.language.${l}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('tenants.fields.authLayout')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('authLayout')}>
              {(['centered', 'illustrated'] as const).map((l) => (
                <option key={l} value={l}>
                  {t(`tenants.layout.${l}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
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
      <FormField
        label={t('tenants.fields.domains')}
        helper={t('tenants.domainsHelp')}
        error={errors.domains?.message}
      >
        <Input dir="ltr" {...form.register('domains')} />
      </FormField>
    </FormDialog>
  );
}
