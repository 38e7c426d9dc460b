import type { ApiError } from '@sp/http';
import type { TFunction } from '@sp/i18n';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** By name: the class itself is in @sp/http, which pages load on their first call. */
function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError';
}

/**
 * A failed submit: field errors from the API's validation details go on their fields;
 * everything else is one message, translated by error code (English text as fallback).
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  t: TFunction,
  setError: UseFormSetError<T>,
  fields: string[],
): string {
  if (!isApiError(error)) return t('errors.network');
  const details = Array.isArray(error.details)
    ? (error.details as { path: string; message: string }[])
    : [];
  let placed = false;
  for (const d of details) {
    const field = d.path.replace(/^body\./, '');
    if (fields.includes(field)) {
      setError(field as Path<T>, {
        type: 'server',
        message: t(`errors.${error.code}`, { defaultValue: d.message }),
      });
      placed = true;
    }
  }
  if (placed) return '';
  return t(`errors.${error.code}`, { defaultValue: error.message });
}
