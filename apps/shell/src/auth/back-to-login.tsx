import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { Link as UiLink, Text } from '@sp/ui';

/** The way back from every secondary auth page. */
export function BackToLogin() {
  const { t } = useTranslation('shell');
  return (
    <Text fontSize="sm" textAlign="center">
      <UiLink asChild>
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </UiLink>
    </Text>
  );
}
