import { authApi } from '@sp/http';
import { useTranslation } from '@sp/i18n';
import { useLocation, useNavigate, useParams } from '@sp/router';
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

interface CodeValues {
  code: string;
}

/** Two-step sign-in: a 6-digit TOTP code or a recovery code (SPEC C6). */
export function TwoStepPage() {
  const { t } = useTranslation('shell');
  const { hashId = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState('');
  const { register, handleSubmit, setError, formState } = useForm<CodeValues>({
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setServerError('');
    try {
      const session = await authApi.twoStep({ hashId, code: code.trim() });
      navigate(await completeSignIn(session, search), { replace: true });
    } catch (error) {
      setServerError(applyServerError(error, t, setError, ['code']));
    }
  });

  return (
    <AuthLayout title={t('auth.twoStep.title')} subtitle={t('auth.twoStep.subtitle')}>
      <FormStack onSubmit={onSubmit}>
        <FormAlert message={serverError} />
        <FormField
          label={t('auth.twoStep.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          registration={register('code', {
            required: t('validation.required'),
            pattern: {
              value: /^(\d{6}|[A-Za-z0-9]{4,10}-[A-Za-z0-9]{4,10})$/,
              message: t('validation.code'),
            },
          })}
          error={formState.errors.code}
          helper={t('auth.twoStep.helper')}
        />
        <Button type="submit" loading={formState.isSubmitting} width="full">
          {t('auth.twoStep.submit')}
        </Button>
        <BackToLogin />
      </FormStack>
    </AuthLayout>
  );
}
