import { accountApi } from '@sp/api-client';
import { registerBodySchema, updateProfileBodySchema } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useAuthStore } from '@sp/shared-auth';
import { Avatar, Button, Card, Field, HStack, NativeSelect, initials, notify } from '@sp/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../auth/form-alert';
import { FormField } from '../../auth/form-field';
import { applyServerError } from '../../auth/server-error';
import { zodResolver } from '../../auth/zod-resolver';
import { LANGUAGE_NAMES } from '../../layouts/default-layout/language-switcher';
import { useTenantStore } from '../../tenant/tenant-store';
import { FormStack } from '../../auth/form-stack';

interface ProfileValues {
  fullName: string;
  email: string;
  language: 'en' | 'fr' | 'ar';
  avatarUrl: string;
}

const schema = registerBodySchema.pick({ fullName: true, email: true }).extend({
  language: registerBodySchema.shape.language.unwrap(),
  // The API's own rule (an http(s) address up to 2048 characters); empty removes it.
  avatarUrl: updateProfileBodySchema.shape.avatarUrl.unwrap().unwrap().or(z.literal('')),
});

export function AccountTab() {
  const { t, i18n } = useTranslation('shell');
  const user = useAuthStore((s) => s.userData)!;
  const languages = useTenantStore((s) => s.tenant.languages);
  const [serverError, setServerError] = useState('');
  const { register, handleSubmit, setError, formState, watch } = useForm<ProfileValues>({
    resolver: zodResolver(schema, t),
    defaultValues: { fullName: user.fullName, email: user.email, language: user.language as ProfileValues['language'], avatarUrl: user.avatarUrl ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    try {
      const { userData } = await accountApi.updateProfile({ ...values, avatarUrl: values.avatarUrl || null });
      useAuthStore.getState().updateUserData(userData as typeof user);
      if (values.language !== i18n.language) await i18n.changeLanguage(values.language);
      notify('success', t('account.saved'));
    } catch (error) {
      setServerError(applyServerError(error, t, setError, ['fullName', 'email', 'language', 'avatarUrl']));
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
          <FormField label={t('account.avatarUrl')} type="url" registration={register('avatarUrl')} error={formState.errors.avatarUrl} />
          <FormField label={t('auth.fullName')} required registration={register('fullName')} error={formState.errors.fullName} />
          <FormField label={t('auth.email')} type="email" required registration={register('email')} error={formState.errors.email} />
          <Field.Root>
            <Field.Label>{t('layout.language')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('language')}>
                {languages.map((l: string) => <option key={l} value={l}>{LANGUAGE_NAMES[l] ?? l}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit" alignSelf="start" loading={formState.isSubmitting}>{t('account.save')}</Button>
        </FormStack>
      </Card.Body>
    </Card.Root>
  );
}
