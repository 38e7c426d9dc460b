import type { AdminUser } from '@sp/api-client';
import { editUserBodySchema } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useAuthStore } from '@sp/shared-auth';
import { Input, NativeSelect, notify, Text } from '@sp/ui';
import { Controller } from 'react-hook-form';
import { useEditUser } from '../../api/users';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { StoreCheckboxes } from '../../components/store-checkboxes';
import { applyServerErrors, errorMessage } from '../../lib/api-errors';
import { assignableRoles } from '../../lib/roles';
import { useZodForm } from '../../lib/use-zod-form';

export interface EditUserDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/** Name, role and stores of a user. One's own role is not offered (no self-demotion). */
export default function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const { t } = useTranslation('admin');
  const me = useAuthStore((s) => s.userData);
  const self = me?.id === user.id;
  const edit = useEditUser(user.id);
  const form = useZodForm(editUserBodySchema, { fullName: user.fullName, role: user.role, storeIds: user.storeIds });
  const { errors } = form.formState;
  const roles = assignableRoles(me?.role);
  // A user above one's own role can be looked at, not re-roled (the API refuses it too).
  const roleLocked = self || !roles.includes(user.role);

  const submit = form.handleSubmit((body) =>
    edit.mutate(roleLocked ? { ...body, role: undefined } : body, {
      onSuccess: () => {
        notify('success', t('users.saved', { name: body.fullName ?? user.fullName }));
        onClose();
      },
      onError: (error) => {
        if (!applyServerErrors(t, error, form.setError, ['fullName', 'role', 'storeIds'])) {
          notify('error', errorMessage(t, error));
        }
      },
    }),
  );

  return (
    <FormDialog open title={t('users.editTitle', { name: user.fullName })} onClose={onClose} onSubmit={submit} submitting={edit.isPending}>
      <Text color="fg.muted">{user.email}</Text>
      <FormField label={t('users.fields.name')} error={errors.fullName?.message} required>
        <Input {...form.register('fullName')} />
      </FormField>
      <FormField label={t('users.fields.role')} error={errors.role?.message} helper={self ? t('users.ownRoleLocked') : undefined}>
        <NativeSelect.Root disabled={roleLocked}>
          <NativeSelect.Field {...form.register('role')}>
            {(roleLocked ? [user.role] : roles).map((r) => (
              <option key={r} value={r}>
                {t(`role.${r}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {/* Admins use every store of the tenant: only agents are assigned stores. */}
      {form.watch('role') === 'agent' && (
        <Controller
          control={form.control}
          name="storeIds"
          render={({ field }) => <StoreCheckboxes value={field.value ?? []} onChange={field.onChange} />}
        />
      )}
    </FormDialog>
  );
}
