import { authApi } from '@sp/http';
import { registerBodySchema } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Link, useNavigate } from '@sp/router';
import { Button, Link as UiLink, Text } from '@sp/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthLayout } from '../../auth/auth-layout';
import { FormAlert } from '../../auth/form-alert';
import { FormField, PasswordField } from '../../auth/form-field';
import { applyServerError } from '../../auth/server-error';
import { zodResolver } from '../../auth/zod-resolver';
import { FormStack } from '../../auth/form-stack';

interface RegisterValues {
  fullName: string;
  email: string;
  password: string;
}

const schema = registerBodySchema.pick({ fullName: true, email: true, password: true });

/** Creates an unverified account; the API mails a code and answers the hash for /verify. */
export function RegisterPage() {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const [serverError, setServerError] = useState('');
  const { register, handleSubmit, setError, formState } = useForm<RegisterValues>({
    resolver: zodResolver(schema, t),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    try {
      const { hashId } = await authApi.register({
        ...values,
        language: i18n.language as 'en' | 'fr' | 'ar',
      });
      navigate(`/verify/${hashId}`);
    } catch (error) {
      setServerError(applyServerError(error, t, setError, ['fullName', 'email', 'password']));
    }
  });
  return (
    <AuthLayout title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <FormStack onSubmit={onSubmit}>
        <FormAlert message={serverError} />
        <FormField
          label={t('auth.fullName')}
          autoComplete="name"
          required
          registration={register('fullName')}
          error={formState.errors.fullName}
        />
        <FormField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          registration={register('email')}
          error={formState.errors.email}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="new-password"
          required
          registration={register('password')}
          error={formState.errors.password}
          helper={t('auth.passwordHelp')}
        />
        <Button type="submit" loading={formState.isSubmitting} width="full">
          {t('auth.register.submit')}
        </Button>
        <Text fontSize="sm" textAlign="center">
          {t('auth.register.haveAccount')}{' '}
          <UiLink asChild>
            <Link to="/login">{t('auth.register.login')}</Link>
          </UiLink>
        </Text>
      </FormStack>
    </AuthLayout>
  );
}
