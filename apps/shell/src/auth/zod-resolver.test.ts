import { loginBodySchema, registerBodySchema } from '@sp/contracts/api';
import { describe, expect, it } from 'vitest';
import { zodResolver } from './zod-resolver';

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key}:${JSON.stringify(values)}` : key;
const run = (schema: Parameters<typeof zodResolver>[0], values: Record<string, unknown>) =>
  zodResolver(schema, t)(values as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('zodResolver', () => {
  it('translates issues by kind', async () => {
    const { errors } = await run(loginBodySchema, { email: 'nope', password: '' });
    expect(errors.email?.message).toBe('validation.email');
    expect(errors.password?.message).toBe('validation.required');
  });
  it('min length with its count', async () => {
    const { errors } = await run(registerBodySchema, {
      fullName: 'A',
      email: 'a@b.co',
      password: 'short',
    });
    expect(errors.password?.message).toBe('validation.minLength:{"count":8}');
  });
  it('returns parsed values (emails lowercased)', async () => {
    const { values, errors } = await run(loginBodySchema, { email: 'A@B.CO', password: 'x' });
    expect(errors).toEqual({});
    expect(values).toEqual({ email: 'a@b.co', password: 'x' });
  });
});

describe('the login form schema agrees with the API schema', async () => {
  const { loginFormSchema } = await import('./login-schema');
  it.each([
    [{ email: 'A@B.CO', password: 'x' }],
    [{ email: '', password: '' }],
    [{ email: 'a..b@c.co', password: 'y'.repeat(129) }],
    [{ email: 'bad', password: 'x' }],
    [{ email: 'a@b.co', password: '' }],
  ])('%j', async (values) => {
    const own = await run(loginFormSchema, values);
    const api = await run(loginBodySchema, values);
    expect(own.values).toEqual(api.values);
    expect(Object.fromEntries(Object.entries(own.errors).map(([k, e]) => [k, e?.message]))).toEqual(
      Object.fromEntries(Object.entries(api.errors).map(([k, e]) => [k, e?.message])),
    );
  });
});
