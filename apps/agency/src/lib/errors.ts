import type { TFunction } from '@sp/i18n';
import { errorMessage as kitErrorMessage } from '@sp/page-kit';

/**
 * The translated message of an API error, naming what broke the rule: for the agency's rule
 * codes (issue 32) each detail's message is the name of an age band, a schedule line or a
 * terms version, passed to the text as `names`.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  const e = error as {
    code?: string;
    message?: string;
    details?: { path: string; message: string }[];
  } | null;
  const names = Array.isArray(e?.details)
    ? e.details
        .map((d) => d.message)
        .filter(Boolean)
        .join(', ')
    : '';
  if (e?.code && t(`errors.${e.code}`, { names, defaultValue: '' }))
    return t(`errors.${e.code}`, { names });
  return kitErrorMessage(t, error);
}
