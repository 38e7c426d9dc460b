import type { FulfillmentAgent } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Field, NativeSelect } from '@sp/ui';

export interface CourierFieldProps {
  label: string;
  value: string;
  onChange: (agentId: string) => void;
  agents: Pick<FulfillmentAgent, 'id' | 'name'>[];
}

/** A courier chosen for an order or one of its shipments ('' = none). */
export function CourierField({ label, value, onChange, agents }: CourierFieldProps) {
  const { t } = useTranslation('orders');
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{t('list.noAgent')}</option>
          {agents.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
