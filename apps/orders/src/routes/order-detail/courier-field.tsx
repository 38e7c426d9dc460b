import { useTranslation } from '@sp/i18n';
import { AsyncPicker } from '@sp/page-kit';
import { Field } from '@sp/ui';
import { courierSource } from '../../api/pickers';

export interface CourierFieldProps {
  label: string;
  value: string;
  onChange: (agentId: string) => void;
}

/** A courier chosen for an order or one of its shipments ('' = none), typed and searched. */
export function CourierField({ label, value, onChange }: CourierFieldProps) {
  const { t } = useTranslation('orders');
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <AsyncPicker
        {...courierSource}
        aria-label={label}
        value={value}
        onChange={onChange}
        emptyLabel={t('list.noAgent')}
      />
    </Field.Root>
  );
}
