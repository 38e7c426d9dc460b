import { useTranslation } from '@sp/i18n';
import { Checkbox, Stack, Text } from '@sp/ui';
import { useStores } from '@sp/page-kit';

export interface StoreCheckboxesProps {
  value: string[];
  onChange: (ids: string[]) => void;
}

/** The stores a user may work in (X-Store-ID is checked against them by the API). */
export function StoreCheckboxes({ value, onChange }: StoreCheckboxesProps) {
  const { t } = useTranslation('admin');
  const stores = useStores();
  const items = stores.data?.items ?? [];
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="medium" textStyle="sm" marginBlockEnd="1">
        {t('users.fields.stores')}
      </Text>
      {items.length === 0 && (
        <Text color="fg.muted" textStyle="sm">
          {t('users.noStores')}
        </Text>
      )}
      {items.map((store) => (
        <Checkbox.Root
          key={store.id}
          checked={value.includes(store.id)}
          onCheckedChange={(e) => toggle(store.id, !!e.checked)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{store.name}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
