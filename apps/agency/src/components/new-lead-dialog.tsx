import { agencyPaths } from '@sp/contracts/paths';
import { leadSources, type Lead } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { FormDialog, FormField, applyServerErrors, useZodForm } from '@sp/page-kit';
import { errorMessage } from '../lib/errors';
import { useNavigate } from '@sp/router';
import {
  Alert,
  Button,
  DayInput,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  notify,
} from '@sp/ui';
import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { agencyApi } from '../api/endpoints';
import { useAgencyMutation } from '../api/queries';
import { leadFormSchema, toLeadBody, type LeadFormValues } from '../lib/lead-form';
import { ProgrammePicker } from './programme-picker';
import { RefPicker } from './ref-select';

const FIELDS = [
  'fullName',
  'email',
  'phone',
  'dateOfBirth',
  'nationality',
  'language',
  'programmeId',
  'intake',
  'budget',
  'source',
  'subAgencyId',
];
const EMPTY: LeadFormValues = {
  fullName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  nationality: '',
  language: 'en',
  programmeId: '',
  intake: '',
  budget: '',
  source: 'website',
  subAgencyId: '',
  dependents: [],
};
interface Duplicate {
  path: string;
  message: string;
}

/** A new lead: a duplicate e-mail or phone is shown first, and saved only when confirmed. */
export default function NewLeadDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('agency');
  const navigate = useNavigate();
  const form = useZodForm(leadFormSchema, EMPTY);
  const dependents = useFieldArray({ control: form.control, name: 'dependents' });
  const [duplicates, setDuplicates] = useState<Duplicate[] | null>(null);
  const save = useAgencyMutation((body: ReturnType<typeof toLeadBody>) =>
    agencyApi.leads.create(body),
  );
  const { errors } = form.formState;
  const field = (name: keyof LeadFormValues) => ({
    label: t(`leads.fields.${name}`),
    error: (errors[name] as { message?: string } | undefined)?.message,
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(toLeadBody(values, duplicates !== null), {
      onSuccess: (lead: Lead) => {
        notify('success', t('leads.created', { name: lead.fullName }));
        onClose();
        navigate(agencyPaths.lead(lead.id));
      },
      onError: (error) => {
        const e = error as { code?: string; details?: Duplicate[] };
        if (e.code === 'lead_duplicate') return setDuplicates(e.details ?? []);
        if (!applyServerErrors(t, error, form.setError, FIELDS))
          notify('error', errorMessage(t, error));
      },
    }),
  );
  const select = (
    name: 'language' | 'source',
    values: readonly string[],
    label: (v: string) => string,
  ) => (
    <NativeSelect.Root>
      <NativeSelect.Field {...form.register(name)}>
        {values.map((v) => (
          <option key={v} value={v}>
            {label(v)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <FormDialog
      open
      size="lg"
      title={t('leads.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={duplicates ? t('leads.createAnyway') : undefined}
    >
      {duplicates && (
        <Alert.Root status="warning" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('leads.duplicateTitle')}</Alert.Title>
            <Alert.Description>{duplicates.map((d) => d.message).join(', ')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField {...field('fullName')} required>
          <Input {...form.register('fullName')} />
        </FormField>
        <FormField {...field('email')}>
          <Input type="email" dir="ltr" {...form.register('email')} />
        </FormField>
        <FormField {...field('phone')}>
          <Input type="tel" dir="ltr" {...form.register('phone')} />
        </FormField>
        <FormField {...field('dateOfBirth')}>
          <DayInput
            size="md"
            value={form.watch('dateOfBirth') || undefined}
            onChange={(v) => form.setValue('dateOfBirth', v ?? '', { shouldDirty: true })}
          />
        </FormField>
        <FormField {...field('nationality')}>
          <Input {...form.register('nationality')} />
        </FormField>
        <FormField {...field('language')}>
          {select('language', ['en', 'fr', 'ar'], (v) => t(`languages.${v}`))}
        </FormField>
        <Controller
          control={form.control}
          name="programmeId"
          render={({ field: f }) => (
            <FormField {...field('programmeId')}>
              <ProgrammePicker
                value={f.value ?? ''}
                onChange={f.onChange}
                emptyLabel={t('common.none')}
              />
            </FormField>
          )}
        />
        <FormField {...field('intake')} helper={t('leads.intakeHelp')}>
          <Input dir="ltr" placeholder="2027-09" {...form.register('intake')} />
        </FormField>
        <FormField {...field('budget')}>
          <Input inputMode="decimal" dir="ltr" {...form.register('budget')} />
        </FormField>
        <FormField {...field('source')}>
          {select('source', leadSources, (v) => t(`source.${v}`))}
        </FormField>
        <Controller
          control={form.control}
          name="subAgencyId"
          render={({ field: f }) => (
            <FormField {...field('subAgencyId')}>
              <RefPicker
                kind="subAgency"
                value={f.value ?? ''}
                onChange={f.onChange}
                emptyLabel={t('common.none')}
              />
            </FormField>
          )}
        />
      </SimpleGrid>
      <Stack gap="2" marginBlockStart="4" role="group" aria-label={t('leads.fields.dependents')}>
        <Text fontWeight="medium">{t('leads.fields.dependents')}</Text>
        {dependents.fields.map((d, i) => (
          <HStack key={d.id} align="end">
            <FormField
              label={t('leads.dependent.name', { n: i + 1 })}
              error={errors.dependents?.[i]?.name?.message}
            >
              <Input {...form.register(`dependents.${i}.name`)} />
            </FormField>
            <FormField label={t('leads.dependent.relation', { n: i + 1 })}>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register(`dependents.${i}.relation`)}>
                  {['spouse', 'child', 'other'].map((r) => (
                    <option key={r} value={r}>
                      {t(`relation.${r}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField
              label={t('leads.dependent.age', { n: i + 1 })}
              error={errors.dependents?.[i]?.age?.message}
            >
              <Input type="number" min={0} max={120} {...form.register(`dependents.${i}.age`)} />
            </FormField>
            <Button
              variant="ghost"
              onClick={() => dependents.remove(i)}
              aria-label={t('leads.dependent.remove', { n: i + 1 })}
            >
              ×
            </Button>
          </HStack>
        ))}
        <Button
          alignSelf="start"
          variant="outline"
          size="sm"
          onClick={() => dependents.append({ name: '', relation: 'child', age: '' })}
        >
          {t('leads.dependent.add')}
        </Button>
      </Stack>
    </FormDialog>
  );
}
