import { accountApi } from '@sp/api-client';
import { registerBodySchema, updateProfileBodySchema } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useAuthStore } from '@sp/shared-auth';
import { Avatar, Button, Card, Field, HStack, NativeSelect, Text, initials, notify } from '@sp/ui';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../auth/form-alert';
import { FormField } from '../../auth/form-field';
import { applyServerError } from '../../auth/server-error';
import { zodResolver } from '../../auth/zod-resolver';
import { LANGUAGE_NAMES } from '../../layouts/default-layout/language-switcher';
import { useTenantStore } from '../../tenant/tenant-store';
import { FormStack } from '../../auth/form-stack';
import { useConfirmEmailLink } from './confirm-email';
import { switchLanguage } from '../../i18n/switch-language';

interface ProfileValues {
  fullName: string;
  email: string;
  language: 'en' | 'fr' | 'ar';
  avatarUrl: string;
  currentPassword: string;
}

const schema = registerBodySchema.pick({ fullName: true, email: true }).extend({
  language: registerBodySchema.shape.language.unwrap(),
  // The API's own rule (an http(s) address up to 2048 characters); empty removes it.
  avatarUrl: updateProfileBodySchema.shape.avatarUrl.unwrap().unwrap().or(z.literal('')),
  currentPassword: z.string().max(128),
});

const FIELDS = ['fullName', 'email', 'language', 'avatarUrl', 'currentPassword'];

export function AccountTab() {
  const { t, i18n } = useTranslation('shell');
  const user = useAuthStore((s) => s.userData)!;
  const languages = useTenantStore((s) => s.tenant.languages);
  const [serverError, setServerError] = useState('');
  const [pendingEmail, setPendingEmail] = useState('');
  const { register, handleSubmit, setError, formState, watch, setValue } = useForm<ProfileValues>({
    resolver: zodResolver(schema, t),
    defaultValues: {
      fullName: user.fullName,
      email: user.email,
      language: user.language as ProfileValues['language'],
      avatarUrl: user.avatarUrl ?? '',
      currentPassword: '',
    },
  });
  const showError = useCallback(
    (error: unknown) => setServerError(applyServerError(error, t, setError, FIELDS)),
    [t, setError],
  );
  useConfirmEmailLink(showError);
  // A new address needs the password, and only changes once confirmed from its mailbox.
  const emailChanged = watch('email').trim().toLowerCase() !== user.email;
  const onSubmit = handleSubmit(async ({ email, currentPassword, ...values }) => {
    setServerError('');
    try {
      const result = await accountApi.updateProfile({
        ...values,
        avatarUrl: values.avatarUrl || null,
        ...(emailChanged ? { email, currentPassword } : {}),
      });
      useAuthStore.getState().updateUserData(result.userData as typeof user);
      // One setting: the profile's language is the screen's (the header's choice is saved here too).
      if (values.language !== i18n.language) await switchLanguage(values.language);
      if (result.pendingEmail) {
        setPendingEmail(result.pendingEmail);
        setValue('email', user.email);
        setValue('currentPassword', '');
      }
      notify('success', t('account.saved'));
    } catch (error) {
      showError(error);
    }
  });
  return (
    <Card.Root>
      <Card.Body>
        <FormStack maxW="xl" onSubmit={onSubmit}>
          <FormAlert message={serverError} />
          <HStack gap="4">
            <Avatar.Root size="2xl">
              {watch('avatarUrl') && <Avatar.Image src={watch('avatarUrl')} alt="" />}
              <Avatar.Fallback>{initials(watch('fullName'))}</Avatar.Fallback>
            </Avatar.Root>
          </HStack>
          <FormField
            label={t('account.avatarUrl')}
            type="url"
            registration={register('avatarUrl')}
            error={formState.errors.avatarUrl}
          />
          <FormField
            label={t('auth.fullName')}
            required
            registration={register('fullName')}
            error={formState.errors.fullName}
          />
          <FormField
            label={t('auth.email')}
            type="email"
            required
            registration={register('email')}
            error={formState.errors.email}
          />
          {pendingEmail && (
            <Text role="status" fontSize="sm" color="fg.muted">
              {t('account.emailPending', { email: pendingEmail })}
            </Text>
          )}
          {emailChanged && (
            <FormField
              label={t('account.currentPasswordForEmail')}
              type="password"
              autoComplete="current-password"
              required
              registration={register('currentPassword')}
              error={formState.errors.currentPassword}
            />
          )}
          <Field.Root>
            <Field.Label>{t('layout.language')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('language')}>
                {languages.map((l: string) => (
                  <option key={l} value={l}>
                    {LANGUAGE_NAMES[l] ?? l}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit" alignSelf="start" loading={formState.isSubmitting}>
            {t('account.save')}
          </Button>
        </FormStack>
      </Card.Body>
    </Card.Root>
  );
}
