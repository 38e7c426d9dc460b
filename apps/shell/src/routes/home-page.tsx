import { useTranslation } from '@sp/i18n';
import { Heading } from '@sp/ui';

export function HomePage() {
  const { t } = useTranslation('shell');
  return (
    <Heading as="h1" size="xl">
      {t('home')}
    </Heading>
  );
}
