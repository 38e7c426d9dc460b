import type { ApiError } from '@sp/api-client';
import type { TFunction } from '@sp/i18n';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ensureKitTexts } from './kit-translation';
import { KIT_NS } from './texts';

/**
 * The translated message of an API error: the remote's own `errors.<code>` if it has one,
 * else the kit's generic text, else the server's English text.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  ensureKitTexts();
  const e = error as Partial<ApiError> | null;
  const unknown = t(`${KIT_NS}:errors.unknown`);
  // A malformed id in the address (/orders/ATL) names no record: "not found", not "Some
  // fields are not valid" (the API reports it as a params validation error).
  const details = Array.isArray(e?.details) ? (e.details as { path?: string }[]) : [];
  if (
    e?.code === 'validation_failed' &&
    details.length > 0 &&
    details.every((d) => d.path?.startsWith('params.'))
  ) {
    return t(['errors.not_found', `${KIT_NS}:errors.not_found`]);
  }
  if (e?.code)
    return t([`errors.${e.code}`, `${KIT_NS}:errors.${e.code}`], {
      defaultValue: e.message ?? unknown,
    });
  if (e instanceof TypeError) return t(`${KIT_NS}:errors.network`);
  return unknown;
}

/** Field errors of the server answer go under their fields; returns true when some did. */
export function applyServerErrors<T extends FieldValues>(
  t: TFunction,
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  ensureKitTexts();
  const e = error as Partial<ApiError> | null;
  if (e?.code === 'email_taken' && fields.includes('email')) {
    setError('email' as Path<T>, {
      type: 'server',
      message: t(['errors.email_taken', `${KIT_NS}:errors.email_taken`]),
    });
    return true;
  }
  const details = Array.isArray(e?.details)
    ? (e.details as { path: string; message: string }[])
    : [];
  let placed = false;
  for (const d of details) {
    const field = d.path.split('.')[0];
    if (!field || !fields.includes(field)) continue;
    setError(field as Path<T>, {
      type: 'server',
      message: t(['validation.invalid', `${KIT_NS}:validation.invalid`]),
    });
    placed = true;
  }
  return placed;
}
