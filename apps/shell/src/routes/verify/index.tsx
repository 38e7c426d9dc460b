import { authApi } from '@sp/http';
import { useTranslation } from '@sp/i18n';
import { useNavigate, useParams } from '@sp/router';
import { Button } from '@sp/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthLayout } from '../../auth/auth-layout';
import { FormAlert } from '../../auth/form-alert';
import { FormField } from '../../auth/form-field';
import { completeSignIn } from '../../auth/post-login';
import { applyServerError } from '../../auth/server-error';
import { FormStack } from '../../auth/form-stack';
import { BackToLogin } from '../../auth/back-to-login';

/** verify/{hash_id}: the 6-digit code mailed at registration. */
export function VerifyPage() {
  const { t } = useTranslation('shell');
  const { hashId = '' } = useParams();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState('');
  const { register, handleSubmit, setError, formState } = useForm<{ code: string }>({
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(async ({ code }) => {
    setServerError('');
    try {
      const answer = await authApi.verify({ hashId, code: code.trim() });
      // The API may sign the new user in at once, or ask them to sign in.
      if ('accessToken' in answer) navigate(await completeSignIn(answer, ''), { replace: true });
      else navigate('/login?verified=1', { replace: true });
    } catch (error) {
      setServerError(applyServerError(error, t, setError, ['code']));
    }
  });
  return (
    <AuthLayout title={t('auth.verify.title')} subtitle={t('auth.verify.subtitle')}>
      <FormStack onSubmit={onSubmit}>
        <FormAlert message={serverError} />
        <FormField
          label={t('auth.verify.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          registration={register('code', {
            required: t('validation.required'),
            pattern: { value: /^\s*\d{6}\s*$/, message: t('validation.code') },
          })}
          error={formState.errors.code}
        />
        <Button type="submit" loading={formState.isSubmitting} width="full">
          {t('auth.verify.submit')}
        </Button>
        <BackToLogin />
      </FormStack>
    </AuthLayout>
  );
}
