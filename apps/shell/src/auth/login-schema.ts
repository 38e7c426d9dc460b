import type { Issue, SafeParser } from './zod-resolver';

// zod's own email pattern (v4), so the form and the API agree.
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface LoginForm {
  email: string;
  password: string;
}

/**
 * The login form's schema. It mirrors loginBodySchema of @sp/contracts/api (a unit test
 * holds them equal) without zod: the sign-in page is the first thing every user
 * downloads, and zod costs 14-22 kB gzip there (DESIGN.md section 8 budget).
 */
export const loginFormSchema: SafeParser<LoginForm> = {
  safeParse(value) {
    const { email = '', password = '' } = (value ?? {}) as Partial<LoginForm>;
    const issues: Issue[] = [];
    if (!EMAIL.test(email) || email.length > 254)
      issues.push({ code: 'invalid_format', format: 'email', message: '', path: ['email'] });
    if (password.length < 1)
      issues.push({ code: 'too_small', minimum: 1, message: '', path: ['password'] });
    if (password.length > 128)
      issues.push({ code: 'too_big', maximum: 128, message: '', path: ['password'] });
    return issues.length
      ? { success: false, error: { issues } }
      : { success: true, data: { email: email.toLowerCase(), password } };
  },
};
