import { useTranslation } from '@sp/i18n';
import { NativeSelect, Stack, chakra } from '@sp/ui';
import { useId } from 'react';

export interface CurrencySelectProps {
  /** The report's currency (the API's default until one is chosen). */
  value: string;
  currencies: string[];
  onChange: (currency: string) => void;
}

/** Money figures cover the stores of one currency: which one. */
export function CurrencySelect({ value, currencies, onChange }: CurrencySelectProps) {
  const { t } = useTranslation('finance');
  const id = useId();
  return (
    <Stack gap="1" minWidth="28">
      <chakra.label htmlFor={id} textStyle="xs" color="fg.muted">
        {t('reports.currency')}
      </chakra.label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {currencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
