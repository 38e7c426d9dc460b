import type { AdminUser } from '@sp/contracts/api';
import { editUserBodySchema } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useAuthStore } from '@sp/shared-auth';
import { Input, notify, Text } from '@sp/ui';
import { useEditUser } from '../../api/users';
import { FormDialog, FormField, applyServerErrors, errorMessage, useZodForm } from '@sp/page-kit';
import { assignableRoles } from '../../lib/roles';
import { RoleAndStoresFields } from './role-and-stores-fields';

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
  const form = useZodForm(editUserBodySchema, {
    fullName: user.fullName,
    role: user.role,
    storeIds: user.storeIds,
  });
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
    <FormDialog
      open
      title={t('users.editTitle', { name: user.fullName })}
      onClose={onClose}
      onSubmit={submit}
      submitting={edit.isPending}
    >
      <Text color="fg.muted">{user.email}</Text>
      <FormField label={t('users.fields.name')} error={errors.fullName?.message} required>
        <Input {...form.register('fullName')} />
      </FormField>
      <RoleAndStoresFields
        roles={roleLocked ? [user.role] : roles}
        registration={form.register('role')}
        role={form.watch('role')}
        storeIds={form.watch('storeIds') ?? []}
        onStoreIdsChange={(ids) => form.setValue('storeIds', ids, { shouldDirty: true })}
        error={errors.role?.message}
        helper={self ? t('users.ownRoleLocked') : undefined}
        disabled={roleLocked}
      />
    </FormDialog>
  );
}
