import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from '@sp/i18n';

/** The full-page loader of SPEC section 2 (start-up, a lazy layout). */
export function FullPageLoader() {
  const { t } = useTranslation('ui');
  return (
    <Center minH="100vh" role="status" aria-live="polite">
      <Spinner size="xl" color="colorPalette.solid" borderWidth="3px" aria-label={t('loading')} />
    </Center>
  );
}
