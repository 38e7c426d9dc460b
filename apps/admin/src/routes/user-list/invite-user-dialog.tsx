import { inviteUserBodySchema } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useAuthStore } from '@sp/shared-auth';
import { Input, notify } from '@sp/ui';
import { useInviteUser } from '../../api/users';
import { FormDialog, FormField, applyServerErrors, errorMessage, useZodForm } from '@sp/page-kit';
import { assignableRoles } from '../../lib/roles';
import { RoleAndStoresFields } from './role-and-stores-fields';

export interface InviteUserDialogProps {
  onClose: () => void;
}

/** Invites someone by e-mail: they set their password from the link and are then active. */
export default function InviteUserDialog({ onClose }: InviteUserDialogProps) {
  const { t } = useTranslation('admin');
  const own = useAuthStore((s) => s.userData?.role);
  const invite = useInviteUser();
  const form = useZodForm(inviteUserBodySchema, {
    email: '',
    fullName: '',
    role: 'agent',
    storeIds: [],
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    invite.mutate(body, {
      onSuccess: (user) => {
        notify('success', t('users.inviteSent', { email: user.email }));
        onClose();
      },
      onError: (error) => {
        if (
          !applyServerErrors(t, error, form.setError, ['email', 'fullName', 'role', 'storeIds'])
        ) {
          notify('error', errorMessage(t, error));
        }
      },
    }),
  );

  return (
    <FormDialog
      open
      title={t('users.inviteTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('users.sendInvite')}
      submitting={invite.isPending}
    >
      <FormField label={t('users.fields.email')} error={errors.email?.message} required>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField label={t('users.fields.name')} error={errors.fullName?.message} required>
        <Input {...form.register('fullName')} />
      </FormField>
      <RoleAndStoresFields
        roles={assignableRoles(own)}
        registration={form.register('role')}
        role={form.watch('role')}
        storeIds={form.watch('storeIds') ?? []}
        onStoreIdsChange={(ids) => form.setValue('storeIds', ids, { shouldDirty: true })}
        error={errors.role?.message}
        required
      />
    </FormDialog>
  );
}
