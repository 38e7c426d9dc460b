import { updateTenantBodySchema } from '@sp/contracts/api';
import type { TFunction } from '@sp/i18n';
import { expect, it } from 'vitest';
import { zodErrorMap } from './zod-errors';

const t = ((key: string, opts?: { defaultValue?: string; count?: number }) =>
  key === 'validation.format.domains' || !opts?.defaultValue ? `${key}${opts?.count ? `:${opts.count}` : ''}` : opts.defaultValue) as unknown as TFunction;

it('translates issues by their code, naming the field of a list item', () => {
  const result = updateTenantBodySchema.safeParse({ appTitle: '', domains: ['ok.example', 'not a host'], languages: [] }, { error: zodErrorMap(t) as never });
  const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
  expect(messages).toEqual({
    appTitle: 'validation.required',
    'domains.1': 'validation.format.domains',
    languages: 'validation.minItems:1',
  });
});
