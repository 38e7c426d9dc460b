import type { Service } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Checkbox, Stack, Text } from '@sp/ui';
import { formatMoney } from '../../lib/format';

/** The catalogue services billed to the buyer (packing, COD fee ...), in the store's currency. */
export function ServicesField({
  services,
  value,
  onChange,
}: {
  services: Service[];
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t, i18n } = useTranslation('orders');
  if (!services.length) return null;
  const toggle = (id: string) =>
    onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <Stack gap="2" as="fieldset">
      <Text as="legend" fontWeight="medium" marginBlockEnd="1">
        {t('fields.services')}
      </Text>
      {services.map((s) => (
        <Checkbox.Root
          key={s.id}
          checked={value.includes(s.id)}
          onCheckedChange={() => toggle(s.id)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            {s.name} · {formatMoney(s.price, s.currency, i18n.language)}{' '}
            {t(`serviceUnit.${s.unit}`)}
          </Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
