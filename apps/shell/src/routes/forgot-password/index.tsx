import { authApi } from '@sp/http';
import { forgotPasswordBodySchema } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Button } from '@sp/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthLayout } from '../../auth/auth-layout';
import { FormAlert } from '../../auth/form-alert';
import { FormField } from '../../auth/form-field';
import { applyServerError } from '../../auth/server-error';
import { zodResolver } from '../../auth/zod-resolver';
import { FormStack } from '../../auth/form-stack';
import { BackToLogin } from '../../auth/back-to-login';

/** Asks for a reset link; the answer never says whether the address exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const [message, setMessage] = useState<{ text: string; status: 'error' | 'success' }>({
    text: '',
    status: 'error',
  });
  const { register, handleSubmit, setError, formState } = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordBodySchema, t),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setMessage({ text: '', status: 'error' });
    try {
      await authApi.forgotPassword(values);
      setMessage({ text: t('auth.forgot.sent'), status: 'success' });
    } catch (error) {
      setMessage({ text: applyServerError(error, t, setError, ['email']), status: 'error' });
    }
  });
  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <FormStack onSubmit={onSubmit}>
        <FormAlert message={message.text} status={message.status} />
        <FormField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          registration={register('email')}
          error={formState.errors.email}
        />
        <Button type="submit" loading={formState.isSubmitting} width="full">
          {t('auth.forgot.submit')}
        </Button>
        <BackToLogin />
      </FormStack>
    </AuthLayout>
  );
}
