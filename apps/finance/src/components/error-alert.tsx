import { useTranslation } from '@sp/i18n';
import { errorMessage } from '@sp/page-kit';
import { Alert } from '@sp/ui';

/** An API error in the reader's language, above what failed to load. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('finance');
  if (!error) return null;
  return (
    <Alert.Root status="error" marginBlockEnd="4">
      <Alert.Indicator />
      <Alert.Title>{errorMessage(t, error)}</Alert.Title>
    </Alert.Root>
  );
}
