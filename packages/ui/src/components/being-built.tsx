import { Alert, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from '@sp/i18n';

export interface BeingBuiltProps {
  /** The page title, already translated. */
  title: string;
}

/** A page whose domain is not built yet: its title and a notice, never invented data. */
export function BeingBuilt({ title }: BeingBuiltProps) {
  const { t } = useTranslation('ui');
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t('beingBuilt')}</Alert.Title>
      </Alert.Root>
    </Stack>
  );
}
