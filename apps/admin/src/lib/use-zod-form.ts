import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@sp/i18n';
import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { zodErrorMap } from './zod-errors';

/** react-hook-form with a contracts schema, its errors in the user's language. */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  const { t } = useTranslation('admin');
  const resolver = useMemo(
    () => zodResolver(schema as never, { error: zodErrorMap(t) as never }) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    [schema, t],
  );
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues, mode: 'onTouched' });
}
