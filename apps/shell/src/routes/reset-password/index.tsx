import { authApi } from '@sp/http';
import { passwordSchema, resetPasswordBodySchema } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Link, useParams } from '@sp/router';
import { Button, Stack } from '@sp/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthLayout } from '../../auth/auth-layout';
import { FormAlert } from '../../auth/form-alert';
import { PasswordField } from '../../auth/form-field';
import { applyServerError } from '../../auth/server-error';
import { zodResolver } from '../../auth/zod-resolver';
import { FormStack } from '../../auth/form-stack';
import { BackToLogin } from '../../auth/back-to-login';

interface ResetValues {
  password: string;
  confirm: string;
}

const schema = resetPasswordBodySchema
  .pick({ password: true })
  .extend({ confirm: passwordSchema })
  .refine((v: { password: string; confirm: string }) => v.password === v.confirm, {
    message: 'validation.passwordsDiffer',
    path: ['confirm'],
  });

/** reset-password/{token}: a single-use, expiring token from the mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState('');
  const { register, handleSubmit, setError, formState } = useForm<ResetValues>({
    resolver: zodResolver(schema, t),
    defaultValues: { password: '', confirm: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    setServerError('');
    try {
      await authApi.resetPassword({ token, password });
      setDone(true);
    } catch (error) {
      setServerError(applyServerError(error, t, setError, ['password']));
    }
  });
  return (
    <AuthLayout title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      {done ? (
        <Stack gap="4">
          <FormAlert status="success" message={t('auth.reset.done')} />
          <Button asChild>
            <Link to="/login">{t('auth.backToLogin')}</Link>
          </Button>
        </Stack>
      ) : (
        <FormStack onSubmit={onSubmit}>
          <FormAlert message={serverError} />
          <PasswordField
            label={t('auth.newPassword')}
            autoComplete="new-password"
            required
            registration={register('password')}
            error={formState.errors.password}
            helper={t('auth.passwordHelp')}
          />
          <PasswordField
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            required
            registration={register('confirm')}
            error={formState.errors.confirm}
          />
          <Button type="submit" loading={formState.isSubmitting} width="full">
            {t('auth.reset.submit')}
          </Button>
          <BackToLogin />
        </FormStack>
      )}
    </AuthLayout>
  );
}
