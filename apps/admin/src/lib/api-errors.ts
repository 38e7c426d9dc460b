import type { ApiError } from '@sp/api-client';
import type { TFunction } from '@sp/i18n';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The translated message of an API error (its code), with the server's text as fallback. */
export function errorMessage(t: TFunction, error: unknown): string {
  const e = error as Partial<ApiError> | null;
  if (e?.code) return t(`errors.${e.code}`, { defaultValue: e.message ?? t('errors.unknown') });
  return t('errors.unknown');
}

/** Field errors of the server answer go under their fields; returns true when some did. */
export function applyServerErrors<T extends FieldValues>(t: TFunction, error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  const e = error as Partial<ApiError> | null;
  if (e?.code === 'email_taken' && fields.includes('email')) {
    setError('email' as Path<T>, { type: 'server', message: t('errors.email_taken') });
    return true;
  }
  const details = Array.isArray(e?.details) ? (e.details as { path: string; message: string }[]) : [];
  let placed = false;
  for (const d of details) {
    const field = d.path.split('.')[0];
    if (!field || !fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message: t('validation.invalid') });
    placed = true;
  }
  return placed;
}
