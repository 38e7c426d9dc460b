import { useTranslation } from '@sp/i18n';
import { isRouteErrorResponse, useRouteError } from '@sp/router';
import { Button, Center, Heading, Stack, Text } from '@sp/ui';

/** A page that failed to load or render (e.g. a chunk lost after a deploy). */
export function RouteError() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Center minH="100vh" p="6">
      <Stack gap="4" align="center" textAlign="center" role="alert">
        <Text fontSize="6xl" fontWeight="bold" aria-hidden="true">
          {status}
        </Text>
        <Heading as="h1" size="2xl">
          {t('errors.serverTitle')}
        </Heading>
        <Text color="fg.muted">{t('errors.serverText')}</Text>
        <Button onClick={() => window.location.reload()}>{t('module.reload')}</Button>
      </Stack>
    </Center>
  );
}
