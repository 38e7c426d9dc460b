import { ensureAbility } from '@sp/shared-auth';
import { loginFormSchema, type LoginForm } from '../../auth/login-schema';
import { useTranslation } from '@sp/i18n';
import { Link, useLocation, useNavigate } from '@sp/router';
import { Button, HStack, Link as UiLink, Text } from '@sp/ui';
import { useEffect, useState } from 'react';
import { AuthLayout } from '../../auth/auth-layout';
import { FormAlert } from '../../auth/form-alert';
import { FormField, PasswordField } from '../../auth/form-field';
import { completeSignIn, usePostLogin } from '../../auth/post-login';
import { applyServerError } from '../../auth/server-error';
import { loadHttp } from '../../lib/http';
import { useLiteForm } from '../../auth/use-lite-form';
import { FormStack } from '../../auth/form-stack';
import { LANGUAGE_NAMES, pickLoginLanguage } from '../../i18n/login-language';
import { useTenantStore } from '../../tenant/tenant-store';

type LoginValues = Pick<LoginForm, 'email' | 'password'>;

const FIELDS = ['email', 'password'] as const;

export function LoginPage() {
  const { t, i18n } = useTranslation('shell');
  const languages = useTenantStore((s) => s.tenant.languages);
  const { search } = useLocation();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState('');
  // not react-hook-form: this page is the first every user downloads (DESIGN.md section 8)
  const { register, handleSubmit, setError, formState } = useLiteForm<LoginValues>(
    loginFormSchema,
    t,
    FIELDS,
  );
  useEffect(() => usePostLogin.setState({ target: null }), []);

  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    // CASL (for the signed-in user's rules) loads while the server checks the password.
    void ensureAbility();
    try {
      const answer = await (await loadHttp()).authApi.login(values);
      if ('twoStep' in answer) {
        navigate(`/two-step/${answer.twoStep.hashId}${search}`);
        return;
      }
      navigate(await completeSignIn(answer, search), { replace: true });
    } catch (error) {
      // the typed values stay in the form: only the message changes
      setServerError(applyServerError(error, t, setError, ['email', 'password']));
    }
  });

  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <FormStack onSubmit={onSubmit}>
        <FormAlert message={serverError} />
        <FormField
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          required
          registration={register('email')}
          error={formState.errors.email}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          required
          registration={register('password')}
          error={formState.errors.password}
        />
        <HStack justify="end">
          <UiLink asChild fontSize="sm" colorPalette="brand">
            <Link to="/forgot-password">{t('auth.login.forgot')}</Link>
          </UiLink>
        </HStack>
        <Button type="submit" loading={formState.isSubmitting} width="full">
          {t('auth.login.submit')}
        </Button>
        <Text fontSize="sm" textAlign="center">
          {t('auth.login.noAccount')}{' '}
          <UiLink asChild>
            <Link to="/register">{t('auth.login.register')}</Link>
          </UiLink>
        </Text>
        {languages.length > 1 && (
          <HStack
            as="nav"
            aria-label={t('auth.login.language')}
            justify="center"
            gap="4"
            fontSize="sm"
          >
            {languages.map((lng) => (
              <UiLink key={lng} asChild fontWeight={lng === i18n.language ? 'semibold' : undefined}>
                <button
                  type="button"
                  lang={lng}
                  aria-current={lng === i18n.language ? 'true' : undefined}
                  onClick={() => void pickLoginLanguage(lng)}
                >
                  {LANGUAGE_NAMES[lng] ?? lng}
                </button>
              </UiLink>
            ))}
          </HStack>
        )}
      </FormStack>
    </AuthLayout>
  );
}
