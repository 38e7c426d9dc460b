import type { AdminUser } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useCan } from '@sp/shared-auth';
import { AppIcon, ConfirmDialog, IconButton, Menu, notify, Portal } from '@sp/ui';
import { useState } from 'react';
import { useUserAction, type UserAction } from '../../api/users';
import { errorMessage } from '@sp/page-kit';

export interface UserRowActionsProps {
  user: AdminUser;
  /** The signed-in user's own row: no deactivation (the API refuses it too). */
  self: boolean;
  onEdit: () => void;
}

/** Edit, deactivate / reactivate and reset 2FA; the last three behind the confirm dialog. */
export function UserRowActions({ user, self, onEdit }: UserRowActionsProps) {
  const { t } = useTranslation('admin');
  const canUpdate = useCan({ action: 'update', subject: 'User' });
  const action = useUserAction();
  const [pending, setPending] = useState<UserAction | null>(null);
  if (!canUpdate) return null;

  const confirm = () => {
    if (!pending) return;
    action.mutate(
      { id: user.id, action: pending },
      {
        onSuccess: () => notify('success', t(`users.done.${pending}`, { name: user.fullName })),
        onError: (error) => notify('error', errorMessage(t, error)),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <>
      <Menu.Root>
        <Menu.Trigger asChild>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('users.actionsFor', { name: user.fullName })}
          >
            <AppIcon name="settings" />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="edit" onClick={onEdit}>
                {t('common.edit')}
              </Menu.Item>
              {user.status === 'deactivated' ? (
                <Menu.Item value="reactivate" onClick={() => setPending('reactivate')}>
                  {t('users.reactivate')}
                </Menu.Item>
              ) : (
                !self && (
                  <Menu.Item
                    value="deactivate"
                    color="fg.error"
                    onClick={() => setPending('deactivate')}
                  >
                    {t('users.deactivate')}
                  </Menu.Item>
                )
              )}
              {user.twoFactorEnabled && (
                <Menu.Item value="reset2fa" onClick={() => setPending('reset2fa')}>
                  {t('users.reset2fa')}
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`users.confirm.${pending}`, { name: user.fullName }) : ''}
        message={pending ? t(`users.confirm.${pending}Detail`) : undefined}
        loading={action.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
