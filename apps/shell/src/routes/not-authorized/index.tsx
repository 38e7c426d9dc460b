import { useTranslation } from '@sp/i18n';
import { ErrorPage } from '../error-page';

export function NotAuthorizedPage() {
  const { t } = useTranslation('shell');
  return (
    <ErrorPage
      code="403"
      title={t('errors.notAuthorizedTitle')}
      text={t('errors.notAuthorizedText')}
    />
  );
}
