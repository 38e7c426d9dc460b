import type { AdminUser } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useAuthStore } from '@sp/shared-auth';
import { Badge, formatDate, Text, type DataColumn } from '@sp/ui';
import { useMemo } from 'react';
import { useTenantSubjects } from '../../api/tenant-subjects';
import { UserRowActions } from './user-row-actions';

const STATUS_PALETTE = {
  active: 'green',
  invited: 'blue',
  deactivated: 'gray',
  pending: 'orange',
} as const;

export function useUserColumns(onEdit: (user: AdminUser) => void): DataColumn<AdminUser>[] {
  const { t, i18n } = useTranslation('admin');
  const me = useAuthStore((s) => s.userData?.id);
  // Stores are a marketplace's: an agency's list has no stores column.
  const hasStores = useTenantSubjects()?.has('Store') ?? false;
  return useMemo(
    () =>
      (
        [
          {
            id: 'name',
            priority: 'key',
            header: t('users.fields.name'),
            sortField: 'fullName',
            cell: (u) => <Text fontWeight="medium">{u.fullName}</Text>,
          },
          {
            id: 'email',
            header: t('users.fields.email'),
            sortField: 'email',
            cell: (u) => u.email,
          },
          {
            id: 'role',
            priority: 'key',
            header: t('users.fields.role'),
            sortField: 'role',
            cell: (u) => <Badge>{t(`role.${u.role}`)}</Badge>,
          },
          {
            id: 'status',
            priority: 'key',
            header: t('users.fields.status'),
            sortField: 'status',
            cell: (u) => (
              <Badge colorPalette={STATUS_PALETTE[u.status]}>{t(`status.${u.status}`)}</Badge>
            ),
          },
          {
            id: 'stores',
            header: t('users.fields.stores'),
            align: 'end',
            cell: (u) => u.storeIds.length,
          },
          {
            id: '2fa',
            header: t('users.fields.twoFactor'),
            cell: (u) => (u.twoFactorEnabled ? t('common.yes') : t('common.no')),
          },
          {
            id: 'created',
            header: t('users.fields.createdAt'),
            sortField: 'createdAt',
            cell: (u) => formatDate(u.createdAt, 'DD Mon, YYYY', i18n.language),
          },
          {
            id: 'actions',
            priority: 'key',
            header: <Text srOnly>{t('common.actions')}</Text>,
            align: 'end',
            cell: (u) => <UserRowActions user={u} self={u.id === me} onEdit={() => onEdit(u)} />,
          },
        ] satisfies DataColumn<AdminUser>[]
      ).filter((c) => hasStores || c.id !== 'stores'),
    [t, i18n.language, me, onEdit, hasStores],
  );
}
