import { LANGUAGES, type Language } from '@sp/contracts';
import { useTranslation } from '@sp/i18n';
import { Checkbox, HStack, Stack, Text } from '@sp/ui';

export interface LanguagesFieldsetProps {
  value: Language[];
  onChange: (languages: Language[]) => void;
  error?: string;
}

/** The languages a tenant offers (create and settings dialogs). */
export function LanguagesFieldset({ value, onChange, error }: LanguagesFieldsetProps) {
  const { t } = useTranslation('admin');
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="medium" textStyle="sm">
        {t('tenants.fields.languages')}
      </Text>
      <HStack gap="4">
        {LANGUAGES.map((l) => (
          <Checkbox.Root
            key={l}
            checked={value.includes(l)}
            onCheckedChange={(e) =>
              onChange(e.checked ? [...value, l] : value.filter((x) => x !== l))
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t(`tenants.language.${l}`)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
      {error && (
        <Text color="fg.error" textStyle="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
