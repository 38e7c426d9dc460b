import { useTranslation } from '@sp/i18n';
import { ErrorPage } from '../error-page';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return <ErrorPage code="404" title={t('errors.notFoundTitle')} text={t('errors.notFoundText')} />;
}
