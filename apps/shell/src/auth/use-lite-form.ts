import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import type { ErrorOption, FieldError, UseFormRegisterReturn } from 'react-hook-form';
import type { Translate } from '@sp/i18n';
import { validateWith, type SafeParser } from './zod-resolver';

/**
 * A small form for the sign-in page, which every user downloads first: react-hook-form
 * (12 kB gzip) stays out of it (DESIGN.md section 8). It behaves as react-hook-form's
 * defaults do for the inputs it registers: validated on submit, then again on each change
 * of a field; the first invalid field takes the focus; `setError` places server errors;
 * values are read from the (uncontrolled) inputs.
 */
export function useLiteForm<T extends { [K in keyof T]: string }>(
  schema: SafeParser<T>,
  t: Translate,
  fields: readonly (keyof T & string)[],
) {
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Partial<Record<keyof T & string, FieldError>>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const read = () =>
    Object.fromEntries(fields.map((name) => [name, inputs.current[name]?.value ?? ''])) as T;
  const setOne = (name: string, error: FieldError | undefined) =>
    setErrors((prev) => {
      const next: Record<string, FieldError | undefined> = { ...prev, [name]: error };
      if (!error) delete next[name];
      return next as typeof prev;
    });

  const register = <N extends keyof T & string>(name: N): UseFormRegisterReturn<N> => ({
    name,
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: async () => {
      if (submitted.current) setOne(name, validateWith(schema, read(), t).errors[name]);
    },
    onBlur: async () => {},
  });

  const setError = (name: string, error: ErrorOption) =>
    setOne(name, { type: error.type ?? 'server', message: error.message });

  const handleSubmit = (onValid: (values: T) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    const result = validateWith(schema, read(), t);
    setErrors(result.errors as typeof errors);
    const invalid = fields.find((name) => result.errors[name]);
    if (invalid) {
      inputs.current[invalid]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(result.values as T);
    } finally {
      setSubmitting(false);
    }
  };

  return { register, handleSubmit, setError, formState: { errors, isSubmitting } };
}
