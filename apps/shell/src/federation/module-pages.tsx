import { Alert, Button, Center, Heading, Spinner, Stack, Text } from '@sp/ui';
import { useTranslation } from '@sp/i18n';
import { useModuleRegistry } from './module-registry';

export interface ModulePageProps {
  name: string;
}

export function ModuleLoading() {
  const { t } = useTranslation('shell');
  return (
    <Center minH="40vh">
      <Spinner size="lg" aria-label={t('module.loading')} />
    </Center>
  );
}

/** What a module's routes show while its remote cannot be used: why, and a retry. */
export function ModuleUnavailable({ name }: ModulePageProps) {
  const { t } = useTranslation('shell');
  const module = useModuleRegistry((s) => s.modules[name]);
  const retry = useModuleRegistry((s) => s.retry);
  const reason = module?.status === 'unavailable' ? module.reason : 'down';
  return (
    <Stack gap="4" maxW="xl" role="alert">
      <Heading as="h1" size="lg">
        {t('module.unavailableTitle', { module: t(`modules.${name}`) })}
      </Heading>
      <Text>{t(`module.reason.${reason}`)}</Text>
      {module?.status === 'unavailable' && reason === 'incompatible' && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{module.detail}</Alert.Title>
        </Alert.Root>
      )}
      <Button
        alignSelf="start"
        loading={module?.status === 'loading'}
        onClick={() => void retry(name)}
      >
        {t('module.retry')}
      </Button>
    </Stack>
  );
}

/** A remote page that threw while rendering: the rest of the shell keeps working. */
export function RemoteCrashed({ name }: ModulePageProps) {
  const { t } = useTranslation('shell');
  return (
    <Stack gap="4" maxW="xl" role="alert">
      <Heading as="h1" size="lg">
        {t('module.crashedTitle', { module: t(`modules.${name}`) })}
      </Heading>
      <Button alignSelf="start" onClick={() => window.location.reload()}>
        {t('module.reload')}
      </Button>
    </Stack>
  );
}
