import { useTranslation } from '@sp/i18n';
import { Checkbox, Input, NativeSelect, notify, SimpleGrid, Textarea } from '@sp/ui';
import { FormDialog, FormField, applyServerErrors, useZodForm } from '@sp/page-kit';
import { errorMessage } from '../lib/errors';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { agencyApi } from '../api/endpoints';
import { useAgencyMutation } from '../api/queries';
import { toBody, toValues, type ConfigResource } from '../lib/config-resources';
import { ProgrammePicker } from './programme-picker';
import { RefPicker } from './ref-select';

export interface ConfigFormDialogProps {
  config: ConfigResource;
  item: (Record<string, unknown> & { id: string }) | null;
  onClose: () => void;
  /** Values a new record starts with (the programme, on the programme's own page). */
  preset?: Record<string, unknown>;
  /** Fields the context already fixes, not shown (their value comes from the record or the preset). */
  hidden?: string[];
}

/** Create or edit one configuration record; a refused save keeps what was typed, errors under their fields. */
export default function ConfigFormDialog({
  config,
  item,
  onClose,
  preset,
  hidden = [],
}: ConfigFormDialogProps) {
  const { t, i18n } = useTranslation('agency');
  const schema = useMemo(
    () => z.preprocess((v) => toBody(config, v as Record<string, unknown>), config.schema),
    [config],
  );
  const form = useZodForm(
    schema as never,
    (item ? toValues(config, item) : { ...config.defaults, ...preset }) as never,
  );
  const save = useAgencyMutation((body: unknown) =>
    item
      ? agencyApi.config.update(config.resource, item.id, body)
      : agencyApi.config.create(config.resource, body),
  );
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const label = (name: string) => t(`config.fields.${name}`);
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        notify('success', t('config.saved'));
        onClose();
      },
      onError: (error) => {
        if (
          !applyServerErrors(
            t,
            error,
            form.setError,
            config.fields.map((f) => f.name),
          )
        )
          notify('error', errorMessage(t, error));
      },
    }),
  );
  return (
    <FormDialog
      open
      size="lg"
      title={t(item ? `config.edit.${config.id}` : `config.new.${config.id}`)}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {config.fields
          .filter((f) => !hidden.includes(f.name))
          .map((f) => {
            if (f.kind === 'names') {
              // The names a quote prints in the student's language; the Arabic one is typed right to left.
              const nested = errors[f.name] as unknown as
                Record<string, { message?: string } | undefined> | undefined;
              return (['fr', 'ar'] as const).map((lang) => (
                <FormField
                  key={`${f.name}.${lang}`}
                  label={t(`config.fields.names_${lang}`)}
                  error={nested?.[lang]?.message}
                  helper={t('config.namesHelp')}
                >
                  <Input
                    {...form.register(`${f.name}.${lang}` as never)}
                    dir={lang === 'ar' ? 'rtl' : 'ltr'}
                    lang={lang}
                  />
                </FormField>
              ));
            }
            const reg = form.register(f.name as never);
            const common = {
              label: label(f.name),
              helper: i18n.exists(`agency:config.help.${f.name}`)
                ? t(`config.help.${f.name}`)
                : undefined,
              error: errors[f.name]?.message,
              required: !f.optional && f.kind !== 'checkbox',
            };
            if (f.kind === 'checkbox') {
              return (
                <Controller
                  key={f.name}
                  control={form.control}
                  name={f.name as never}
                  render={({ field }) => (
                    <Checkbox.Root
                      checked={!!field.value}
                      onCheckedChange={(e) => field.onChange(!!e.checked)}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{label(f.name)}</Checkbox.Label>
                    </Checkbox.Root>
                  )}
                />
              );
            }
            if (f.kind === 'programme') {
              return (
                <Controller
                  key={f.name}
                  control={form.control}
                  name={f.name as never}
                  render={({ field }) => (
                    <FormField {...common}>
                      <ProgrammePicker
                        value={String(field.value ?? '')}
                        onChange={field.onChange}
                        invalid={!!common.error}
                      />
                    </FormField>
                  )}
                />
              );
            }
            if (f.kind === 'destination' || f.kind === 'subAgency') {
              const kind = f.kind;
              return (
                <Controller
                  key={f.name}
                  control={form.control}
                  name={f.name as never}
                  render={({ field }) => (
                    <FormField {...common}>
                      <RefPicker
                        kind={kind}
                        value={String(field.value ?? '')}
                        onChange={field.onChange}
                        emptyLabel={f.optional ? t('common.none') : undefined}
                        invalid={!!common.error}
                      />
                    </FormField>
                  )}
                />
              );
            }
            if (f.kind === 'select') {
              return (
                <FormField key={f.name} {...common}>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...reg}>
                      {f.options!.map((o) => (
                        <option key={o} value={o}>
                          {t(`options.${o}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              );
            }
            if (f.kind === 'textarea')
              return (
                <FormField key={f.name} {...common}>
                  <Textarea rows={3} {...reg} />
                </FormField>
              );
            const numeric = f.kind === 'number' || f.kind === 'money' || f.kind === 'percent';
            return (
              <FormField
                key={f.name}
                {...common}
                helper={f.kind === 'list' ? t('config.listHelp') : common.helper}
              >
                <Input
                  type={f.kind === 'date' ? 'date' : 'text'}
                  inputMode={numeric ? 'decimal' : undefined}
                  dir={numeric || f.kind === 'list' ? 'ltr' : undefined}
                  {...reg}
                />
              </FormField>
            );
          })}
      </SimpleGrid>
    </FormDialog>
  );
}
