import type { TFunction } from '@sp/i18n';

interface Issue {
  code: string;
  path?: PropertyKey[];
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  params?: { text?: string };
}

/**
 * Zod's error map for forms: every message translated (the schemas come from contracts
 * and carry English texts for the API; the page shows the user's language).
 */
export function zodErrorMap(t: TFunction) {
  return (issue: Issue): string => {
    // The field's name, also for an item of a list field (path ['domains', 0]).
    const field = String(
      [...(issue.path ?? [])].reverse().find((p) => typeof p === 'string') ?? '',
    );
    const count = Number(issue.minimum ?? issue.maximum ?? 0);
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined || issue.input === ''
          ? t('validation.required')
          : t('validation.invalid');
      case 'too_small':
        if (issue.origin === 'array') return t('validation.minItems', { value: count });
        if (issue.origin === 'string')
          return count <= 1 ? t('validation.required') : t('validation.minLength', { count });
        return t('validation.min', { value: count });
      case 'too_big':
        if (issue.origin === 'string') return t('validation.maxLength', { count });
        return t('validation.max', { value: count });
      case 'invalid_format':
        // an empty field is missing, not malformed ("Required", not "Invalid e-mail")
        if (issue.input === '') return t('validation.required');
        if (issue.format === 'email') return t('validation.email');
        return t(`validation.format.${field}`, { defaultValue: t('validation.invalid') });
      case 'invalid_value':
        return t('validation.choose');
      case 'custom':
        // a refine names its text (`params: { text: 'validation.emailOrPhone' }`), never an
        // English message or a code the reader would see as is
        return issue.params?.text
          ? t(issue.params.text, { defaultValue: t('validation.invalid') })
          : t('validation.invalid');
      default:
        return t('validation.invalid');
    }
  };
}
