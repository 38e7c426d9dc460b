import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useKitTranslation } from './kit-translation';
import { zodErrorMap } from './zod-errors';

/**
 * react-hook-form with a contracts schema, its errors in the user's language: the page's
 * remote namespace first (`validation.format.<field>`), then the kit's generic texts.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  ns?: string,
) {
  const { t } = useKitTranslation(ns);
  const resolver = useMemo(
    () =>
      zodResolver(schema as never, { error: zodErrorMap(t) as never }) as unknown as Resolver<
        z.input<S>,
        unknown,
        z.output<S>
      >,
    [schema, t],
  );
  // Checked on submit, then again on each change: checking a field when it loses focus
  // put its error in the page under the pointer on its way to the submit button, the
  // button moved, the click was lost, and the other fields' errors came one submit later.
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
