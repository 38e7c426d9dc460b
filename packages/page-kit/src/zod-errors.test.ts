import { inviteUserBodySchema, updateTenantBodySchema } from '@sp/contracts/api';
import type { TFunction } from '@sp/i18n';
import { expect, it } from 'vitest';
import { zodErrorMap } from './zod-errors';

const t = ((key: string, opts?: { defaultValue?: string; count?: number; value?: number }) => {
  const n = opts?.count ?? opts?.value;
  return ['validation.format.domains', 'validation.emailOrPhone'].includes(key) ||
    !opts?.defaultValue
    ? `${key}${n ? `:${n}` : ''}`
    : opts.defaultValue;
}) as unknown as TFunction;

it('translates issues by their code, naming the field of a list item', () => {
  const result = updateTenantBodySchema.safeParse(
    { appTitle: '', domains: ['ok.example', 'not a host'], languages: [] },
    { error: zodErrorMap(t) as never },
  );
  const messages = Object.fromEntries(
    result.error!.issues.map((i) => [i.path.join('.'), i.message]),
  );
  expect(messages).toEqual({
    appTitle: 'validation.required',
    'domains.1': 'validation.format.domains',
    languages: 'validation.minItems:1',
  });
});

it('says an empty field is required, every field at once (the invite form submitted empty)', () => {
  const result = inviteUserBodySchema.safeParse(
    { email: '', fullName: '', role: 'agent', storeIds: [] },
    { error: zodErrorMap(t) as never },
  );
  const messages = Object.fromEntries(
    result.error!.issues.map((i) => [i.path.join('.'), i.message]),
  );
  expect(messages).toMatchObject({ email: 'validation.required', fullName: 'validation.required' });
  const typo = inviteUserBodySchema.safeParse(
    { email: 'amina@', fullName: 'Amina', role: 'agent', storeIds: [] },
    { error: zodErrorMap(t) as never },
  );
  expect(typo.error!.issues.map((i) => i.message)).toEqual(['validation.email']);
});

it('shows the text a refine names, never its code (the new-lead form: e-mail or phone)', async () => {
  const { z } = await import('zod');
  const leadLikeSchema = z
    .object({ email: z.string() })
    .refine((v) => v.email, { path: ['email'], params: { text: 'validation.emailOrPhone' } });
  const result = leadLikeSchema.safeParse({ email: '' }, { error: zodErrorMap(t) as never });
  expect(result.error!.issues.map((i) => i.message)).toEqual(['validation.emailOrPhone']);
});
