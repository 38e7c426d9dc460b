import {
  serviceBodySchema,
  serviceKindSchema,
  serviceUnitSchema,
  type Service,
  type ServiceBody,
} from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Checkbox, Input, NativeSelect, notify, SimpleGrid } from '@sp/ui';
import {
  AsyncPicker,
  FormDialog,
  FormField,
  applyServerErrors,
  errorMessage,
  useZodForm,
} from '@sp/page-kit';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useSaveService } from '../../api/catalogue';
import { providerSource } from '../../api/provider-picker';
import { useAllStores } from '../../api/stock';

const FIELDS = [
  'name',
  'kind',
  'direction',
  'price',
  'currency',
  'unit',
  'storeId',
  'active',
  'providerId',
];
/** Refusals of the provider named (not a supplier, deactivated, on a service billed to buyers). */
const PROVIDER_ERRORS = ['provider_invalid', 'supplier_inactive'];
// The form's store select and provider picker say "" for "every store" / "none"; the API says null.
const emptyIsNull = z
  .string()
  .transform((v) => (v ? v : null))
  .pipe(z.uuid().nullable());
const formSchema = serviceBodySchema.extend({ storeId: emptyIsNull, providerId: emptyIsNull });
type Values = z.input<typeof formSchema>;

export interface ServiceFormDialogProps {
  service: Service | null;
  onClose: () => void;
}

/** Create or edit a service (a priced operation), for one store or every store. */
export default function ServiceFormDialog({ service, onClose }: ServiceFormDialogProps) {
  const { t } = useTranslation('inventory');
  const stores = useAllStores().data?.items ?? [];
  const save = useSaveService(service?.id);
  const initial: Values = service
    ? {
        name: service.name,
        kind: service.kind,
        direction: service.direction,
        price: service.price,
        currency: service.currency,
        unit: service.unit,
        storeId: service.storeId ?? '',
        active: service.active,
        providerId: service.providerId ?? '',
      }
    : {
        name: '',
        kind: 'packing',
        direction: 'cost',
        price: '',
        currency: stores[0]?.currency ?? 'MAD',
        unit: 'per_order',
        storeId: '',
        active: true,
        providerId: '',
      };
  const form = useZodForm(formSchema, initial);
  const { errors } = form.formState;
  const isCost = form.watch('direction') === 'cost';
  const field = (name: keyof Values) => ({
    label: t(`services.fields.${name}`),
    error: errors[name]?.message,
  });
  const select = (name: 'kind' | 'unit' | 'direction', values: readonly string[]) => (
    <NativeSelect.Root>
      <NativeSelect.Field {...form.register(name)}>
        {values.map((v) => (
          <option key={v} value={v}>
            {t(`services.${name}.${v}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  const submit = form.handleSubmit((body) =>
    // A service billed to buyers has no provider: the picker is hidden, nothing is sent for it.
    save.mutate(
      { ...body, providerId: body.direction === 'cost' ? body.providerId : null } as ServiceBody,
      {
        onSuccess: (saved) => {
          notify('success', t('services.saved', { name: saved.name }));
          onClose();
        },
        onError: (error) => {
          const code = (error as { code?: string } | null)?.code ?? '';
          if (PROVIDER_ERRORS.includes(code))
            form.setError('providerId', { type: 'server', message: errorMessage(t, error) });
          else if (!applyServerErrors(t, error, form.setError, FIELDS))
            notify('error', errorMessage(t, error));
        },
      },
    ),
  );

  return (
    <FormDialog
      open
      size="lg"
      title={service ? t('services.editTitle', { name: service.name }) : t('services.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <FormField {...field('name')} required>
        <Input {...form.register('name')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField {...field('kind')} required>
          {select('kind', serviceKindSchema.options)}
        </FormField>
        <FormField {...field('direction')} required>
          {select('direction', ['cost', 'charge'])}
        </FormField>
        <FormField {...field('price')} required>
          <Input inputMode="decimal" dir="ltr" {...form.register('price')} />
        </FormField>
        <FormField {...field('currency')} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('currency')}>
              {[...new Set([...stores.map((s) => s.currency), initial.currency])].map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField {...field('unit')} required>
          {select('unit', serviceUnitSchema.options)}
        </FormField>
        <FormField {...field('storeId')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('storeId')}>
              <option value="">{t('services.allStores')}</option>
              {stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      {isCost && (
        <FormField {...field('providerId')} helper={t('services.providerHelp')}>
          <Controller
            control={form.control}
            name="providerId"
            render={({ field: f }) => (
              <AsyncPicker
                {...providerSource}
                aria-label={t('services.fields.providerId')}
                value={f.value ?? ''}
                onChange={f.onChange}
                placeholder={t('services.noProvider')}
                fixed={[{ id: '', text: t('services.noProvider') }]}
                invalid={Boolean(errors.providerId)}
              />
            )}
          />
        </FormField>
      )}
      <Controller
        control={form.control}
        name="active"
        render={({ field: f }) => (
          <Checkbox.Root checked={!!f.value} onCheckedChange={(e) => f.onChange(!!e.checked)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('services.fields.active')}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </FormDialog>
  );
}
