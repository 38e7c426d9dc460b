import type { FulfillmentAgent } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Checkbox, Input, NativeSelect, notify, SimpleGrid } from '@sp/ui';
import { Controller } from 'react-hook-form';
import { useSaveAgent } from '../../api/agents';
import { FormDialog, FormField, applyServerErrors, errorMessage, useZodForm } from '@sp/page-kit';
import { agentFormSchema, type AgentFormValues } from './agent-form-schema';

const FIELDS = [
  'name',
  'kind',
  'phone',
  'cities',
  'deliveryFee',
  'returnFee',
  'remitEveryDays',
  'remitAccount',
];

function initial(agent: FulfillmentAgent | null): AgentFormValues {
  if (!agent)
    return {
      name: '',
      kind: 'courier',
      phone: '',
      cities: '',
      deliveryFee: '',
      returnFee: '',
      remitEveryDays: 7,
      remitAccount: '',
      active: true,
    };
  const {
    name,
    kind,
    phone,
    cities,
    deliveryFee,
    returnFee,
    remitEveryDays,
    remitAccount,
    active,
  } = agent;
  return {
    name,
    kind,
    phone,
    cities: cities.join(', '),
    deliveryFee,
    returnFee,
    remitEveryDays,
    remitAccount,
    active,
  };
}

export interface AgentFormDialogProps {
  agent: FulfillmentAgent | null;
  onClose: () => void;
}

/** Create or edit a fulfillment agent; a refused save keeps every typed value. */
export default function AgentFormDialog({ agent, onClose }: AgentFormDialogProps) {
  const { t } = useTranslation('admin');
  const save = useSaveAgent(agent?.id);
  const form = useZodForm(agentFormSchema, initial(agent));
  const { errors } = form.formState;
  const field = (name: keyof AgentFormValues) => ({
    label: t(`agents.fields.${name}`),
    error: errors[name]?.message,
  });

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        notify('success', t('agents.saved', { name: saved.name }));
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
      title={agent ? t('agents.editTitle', { name: agent.name }) : t('agents.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField {...field('name')} required>
          <Input {...form.register('name')} />
        </FormField>
        <FormField {...field('kind')} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('kind')}>
              <option value="courier">{t('agents.kind.courier')}</option>
              <option value="delivery_agent">{t('agents.kind.delivery_agent')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField {...field('phone')} required>
          <Input type="tel" dir="ltr" {...form.register('phone')} />
        </FormField>
        <FormField {...field('cities')} helper={t('agents.citiesHelp')} required>
          <Input {...form.register('cities')} />
        </FormField>
        <FormField {...field('deliveryFee')} required>
          <Input inputMode="decimal" dir="ltr" {...form.register('deliveryFee')} />
        </FormField>
        <FormField {...field('returnFee')} required>
          <Input inputMode="decimal" dir="ltr" {...form.register('returnFee')} />
        </FormField>
        <FormField {...field('remitEveryDays')} required>
          <Input type="number" min={1} max={90} {...form.register('remitEveryDays')} />
        </FormField>
        <FormField {...field('remitAccount')} helper={t('agents.remitAccountHelp')} required>
          <Input {...form.register('remitAccount')} />
        </FormField>
      </SimpleGrid>
      <Controller
        control={form.control}
        name="active"
        render={({ field: f }) => (
          <Checkbox.Root checked={!!f.value} onCheckedChange={(e) => f.onChange(!!e.checked)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('agents.fields.active')}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </FormDialog>
  );
}
