import { subAgencyBodySchema, type SubAgency } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { FormDialog, FormField, applyServerErrors, useZodForm } from '@sp/page-kit';
import { errorMessage } from '../../lib/errors';
import { Checkbox, Input, SimpleGrid, notify } from '@sp/ui';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { agencyApi } from '../../api/endpoints';
import { useAgencyMutation } from '../../api/queries';

const FIELDS = ['name', 'country', 'contactName', 'email', 'phone', 'sharePercent'] as const;
const schema = subAgencyBodySchema.extend({
  sharePercent: z
    .string()
    .trim()
    .regex(/^\d{1,3}([.,]\d{1,2})?$/),
});
type Values = z.input<typeof schema>;

/** A partner agency that sends leads, with the share of the commission it earns. */
export default function AgencyDialog({
  agency,
  onClose,
}: {
  agency: SubAgency | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('agency');
  const form = useZodForm(
    schema,
    agency
      ? {
          name: agency.name,
          country: agency.country,
          contactName: agency.contactName,
          email: agency.email,
          phone: agency.phone,
          sharePercent: String(agency.sharePercent),
          active: agency.active,
        }
      : ({
          name: '',
          country: '',
          contactName: '',
          email: '',
          phone: '',
          sharePercent: '',
          active: true,
        } as Values),
  );
  const save = useAgencyMutation((v: Values) => {
    const body = {
      ...v,
      country: v.country.toUpperCase(),
      sharePercent: Number(v.sharePercent.replace(',', '.')),
    };
    return agency ? agencyApi.agencies.update(agency.id, body) : agencyApi.agencies.create(body);
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) =>
    save.mutate(v, {
      onSuccess: () => {
        notify('success', t('agencies.saved', { name: v.name }));
        onClose();
      },
      onError: (error) => {
        if (!applyServerErrors(t, error, form.setError, [...FIELDS]))
          notify('error', errorMessage(t, error));
      },
    }),
  );
  return (
    <FormDialog
      open
      size="lg"
      title={agency ? t('agencies.editTitle', { name: agency.name }) : t('agencies.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {FIELDS.map((name) => (
          <FormField
            key={name}
            label={t(`agencies.fields.${name}`)}
            error={errors[name]?.message}
            required
            helper={name === 'country' ? t('agencies.countryHelp') : undefined}
          >
            <Input
              {...form.register(name)}
              dir={name === 'email' || name === 'phone' ? 'ltr' : undefined}
              inputMode={name === 'sharePercent' ? 'decimal' : undefined}
              maxLength={name === 'country' ? 2 : undefined}
            />
          </FormField>
        ))}
      </SimpleGrid>
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <Checkbox.Root
            checked={!!field.value}
            onCheckedChange={(e) => field.onChange(!!e.checked)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('agencies.fields.active')}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </FormDialog>
  );
}
