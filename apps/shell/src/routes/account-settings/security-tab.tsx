import { accountApi } from '@sp/api-client';
import { passwordSchema } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Button, Card, Heading, Stack, notify } from '@sp/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../auth/form-alert';
import { PasswordField } from '../../auth/form-field';
import { applyServerError } from '../../auth/server-error';
import { zodResolver, type Issue, type SafeParser } from '../../auth/zod-resolver';
import { SessionsCard } from './sessions-card';
import { TotpCard } from './totp-card';
import { FormStack } from '../../auth/form-stack';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

/** The new password follows the policy; the current one need only be given (it may predate it). */
const passwordForm: SafeParser<PasswordValues> = {
  safeParse: (v) => {
    const values = v as PasswordValues;
    const issues: Issue[] = [];
    if (!values.currentPassword)
      issues.push({ code: 'too_small', message: '', path: ['currentPassword'], input: '' });
    for (const name of ['newPassword', 'confirm'] as const) {
      const result = passwordSchema.safeParse(values[name]);
      if (!result.success)
        issues.push(
          ...result.error.issues.map((i: Issue) => ({ ...i, path: [name], input: values[name] })),
        );
    }
    if (!issues.length && values.newPassword !== values.confirm) {
      issues.push({ code: 'custom', message: 'validation.passwordsDiffer', path: ['confirm'] });
    }
    return issues.length ? { success: false, error: { issues } } : { success: true, data: values };
  },
};

function ChangePasswordCard() {
  const { t } = useTranslation('shell');
  const [serverError, setServerError] = useState('');
  const { register, handleSubmit, setError, formState, reset } = useForm<PasswordValues>({
    resolver: zodResolver(passwordForm, t),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setServerError('');
    try {
      await accountApi.changePassword({ currentPassword, newPassword });
      reset();
      notify('success', t('account.passwordChanged'));
    } catch (error) {
      setServerError(applyServerError(error, t, setError, ['currentPassword', 'newPassword']));
    }
  });
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          {t('account.changePassword')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <FormStack maxW="xl" onSubmit={onSubmit}>
          <FormAlert message={serverError} />
          <PasswordField
            label={t('account.currentPassword')}
            autoComplete="current-password"
            required
            registration={register('currentPassword')}
            error={formState.errors.currentPassword}
          />
          <PasswordField
            label={t('auth.newPassword')}
            autoComplete="new-password"
            required
            registration={register('newPassword')}
            error={formState.errors.newPassword}
            helper={t('auth.passwordHelp')}
          />
          <PasswordField
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            required
            registration={register('confirm')}
            error={formState.errors.confirm}
          />
          <Button type="submit" alignSelf="start" loading={formState.isSubmitting}>
            {t('account.changePassword')}
          </Button>
        </FormStack>
      </Card.Body>
    </Card.Root>
  );
}

export function SecurityTab() {
  return (
    <Stack gap="6">
      <ChangePasswordCard />
      <TotpCard />
      <SessionsCard />
    </Stack>
  );
}
