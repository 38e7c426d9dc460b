import type { TFunction } from '@sp/i18n';
import type { ImportKind, ImportRowError } from '@sp/contracts/api';

/** A row problem in the user's language: the column named as the wizard names it. */
export function rowErrorText(t: TFunction, kind: ImportKind, e: ImportRowError) {
  const column = e.column ? t(`field.${kind}.${e.column}`, { defaultValue: e.column }) : '';
  return t(`rowError.${e.code}`, { ...e.params, column, defaultValue: e.message });
}

/** An API refusal (ApiError body) in the user's language. */
export function apiErrorText(t: TFunction, error: unknown) {
  const code =
    (error as { code?: string; body?: { error?: { code?: string } } })?.code ??
    (error as { body?: { error?: { code?: string } } })?.body?.error?.code;
  return t(`apiError.${code ?? 'unknown'}`, { defaultValue: t('apiError.unknown') });
}
