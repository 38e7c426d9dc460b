import type { Translate } from '@sp/i18n';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export interface Issue {
  path: PropertyKey[];
  code: string;
  message: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  input?: unknown;
}

/** What the resolver needs of a zod schema (so the shell never imports zod itself). */
export interface SafeParser<T> {
  safeParse: (
    value: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

/** An issue as an i18n key + values, so messages follow the user's language. */
export function issueMessage(
  issue: Issue,
  value: unknown = issue.input,
): { key: string; values?: Record<string, unknown> } {
  const empty = value === undefined || value === null || value === '';
  if (issue.code === 'invalid_type' || (issue.code === 'too_small' && empty))
    return { key: 'validation.required' };
  if (issue.code === 'invalid_format' && issue.format === 'email')
    return { key: 'validation.email' };
  if (issue.code === 'too_small')
    return { key: 'validation.minLength', values: { count: Number(issue.minimum) } };
  if (issue.code === 'too_big')
    return { key: 'validation.maxLength', values: { count: Number(issue.maximum) } };
  // refinements of the shell's own schemas carry their i18n key as the message
  if (issue.code === 'custom' && issue.message.startsWith('validation.'))
    return { key: issue.message };
  if (issue.code === 'invalid_format') return { key: 'validation.format' };
  return { key: 'validation.invalid' };
}

/** Validates values with a zod-like schema: the parsed values, or one translated error per field. */
export function validateWith<T>(
  schema: SafeParser<T>,
  values: unknown,
  t: Translate,
):
  | { values: T; errors: Record<string, never> }
  | { values: Record<string, never>; errors: Record<string, { type: string; message: string }> } {
  const result = schema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join('.') || 'root';
    if (errors[name]) continue;
    // zod leaves the input out of its issues: read the field's value to tell "empty" apart
    const value = issue.path.reduce<unknown>(
      (obj, k) => (obj as Record<PropertyKey, unknown> | undefined)?.[k],
      values,
    );
    const { key, values: v } = issueMessage(issue, value);
    errors[name] = { type: issue.code, message: v ? t(key, v) : t(key) };
  }
  return { values: {}, errors };
}

/** react-hook-form resolver over a zod schema, messages translated by `t`. */
export function zodResolver<T extends FieldValues>(
  schema: SafeParser<T>,
  t: Translate,
): Resolver<T> {
  return async (values) => {
    const result = validateWith(schema, values, t);
    if (!Object.keys(result.errors).length) return { values: result.values as T, errors: {} };
    return { values: {}, errors: result.errors as FieldErrors<T> };
  };
}
