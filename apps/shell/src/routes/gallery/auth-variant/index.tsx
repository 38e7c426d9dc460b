import { useTranslation } from '@sp/i18n';
import { useParams } from '@sp/router';
import { Button, Field, Input } from '@sp/ui';
import { AuthLayout } from '../../../auth/auth-layout';
import { FormStack } from '../../../auth/form-stack';

const FIELDS: Record<string, string[]> = {
  login: ['auth.email', 'auth.password'],
  register: ['auth.fullName', 'auth.email', 'auth.password'],
  'register-multi-steps': ['auth.fullName', 'auth.email'],
  'forgot-password': ['auth.email'],
  'reset-password': ['auth.newPassword', 'auth.confirmPassword'],
  'two-steps': ['auth.twoStep.code'],
  'verify-email': ['auth.verify.code'],
};

/** The auth layouts side by side: v1 is the centred card, v2 the illustration (SPEC C5). */
export function AuthVariantPage() {
  const { t } = useTranslation('shell');
  const { variant = 'login-v1' } = useParams();
  const base = variant.replace(/-v\d$/, '');
  const layout = variant.endsWith('-v2') ? 'illustrated' : 'centered';
  return (
    <AuthLayout
      variant={layout}
      title={`${t('gallery.auth')}: ${variant}`}
      subtitle={t('gallery.demoForm')}
    >
      <FormStack onSubmit={(e) => e.preventDefault()}>
        {(FIELDS[base] ?? FIELDS.login!).map((key) => (
          <Field.Root key={key}>
            <Field.Label>{t(key)}</Field.Label>
            <Input type={key.includes('assword') ? 'password' : 'text'} />
          </Field.Root>
        ))}
        <Button type="submit">{t('gallery.submit')}</Button>
      </FormStack>
    </AuthLayout>
  );
}
