import { useTranslation } from '@sp/i18n';
import { AppIcon, Center, Heading, Spinner, Stack, Text } from '@sp/ui';

export interface UnderMaintenancePageProps {
  /** True when the shell is waiting for the API to come back (it retries by itself). */
  waiting?: boolean;
}

/** SPEC C5: also what the shell shows while the API reports maintenance. */
export function UnderMaintenancePage({ waiting }: UnderMaintenancePageProps) {
  const { t } = useTranslation('shell');
  return (
    <Center minH="100vh" p="6">
      <Stack gap="4" align="center" textAlign="center" maxW="lg">
        <AppIcon name="tool" boxSize="16" color="colorPalette.fg" />
        <Heading as="h1" size="2xl">
          {t('maintenance.title')}
        </Heading>
        <Text color="fg.muted">{t('maintenance.text')}</Text>
        {waiting && (
          <Text role="status" color="fg.muted" display="flex" alignItems="center" gap="2">
            <Spinner size="sm" /> {t('maintenance.retrying')}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
