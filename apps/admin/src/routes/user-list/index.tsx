import type { AdminUser, AdminUserListQuery } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useCan } from '@sp/shared-auth';
import {
  Alert,
  AppIcon,
  Button,
  DataTable,
  FilterBar,
  FilterSelect,
  Pagination,
  SearchInput,
} from '@sp/ui';
import { Suspense, useState } from 'react';
import { useTenantSubjects } from '../../api/tenant-subjects';
import { useUsers } from '../../api/users';
import {
  errorMessage,
  lazyPart,
  PageHeader,
  preloadOn,
  useListQuery,
  usePreloadWhenIdle,
  useStores,
} from '@sp/page-kit';
import { ROLES } from '../../lib/roles';
import { useUserColumns } from './user-columns';

// Forms are their own chunks (the list's first chunk stays small and free of zod), loaded
// once the page is idle or when the pointer reaches a button that opens one.
const InviteUserDialog = lazyPart(() => import('./invite-user-dialog'));
const EditUserDialog = lazyPart(() => import('./edit-user-dialog'));
const FILTERS = ['role', 'status', 'storeId'] as const;

/** /users: the tenant's staff, searched, filtered, sorted and paged by the API. */
export function UserListPage() {
  const { t } = useTranslation('admin');
  const list = useListQuery<(typeof FILTERS)[number], AdminUserListQuery>({ filters: FILTERS });
  const users = useUsers(list.query);
  const stores = useStores();
  // Stores are a marketplace's: an agency's users page has none.
  const hasStores = useTenantSubjects()?.has('Store') ?? false;
  const canInvite = useCan({ action: 'create', subject: 'User' });
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const columns = useUserColumns(setEditing);
  usePreloadWhenIdle(InviteUserDialog, EditUserDialog);
  const statuses = ['active', 'invited', 'pending', 'deactivated'];

  return (
    <>
      <PageHeader
        title={t('title.users')}
        actions={
          canInvite && (
            <Button
              colorPalette="brand"
              {...preloadOn(InviteUserDialog)}
              onClick={() => setInviting(true)}
            >
              <AppIcon name="plus" />
              {t('users.invite')}
            </Button>
          )
        }
      />
      <FilterBar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('users.search')} />
        <FilterSelect
          label={t('users.fields.role')}
          value={list.filters.role}
          onChange={(v) => list.setFilter('role', v)}
          options={ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))}
        />
        <FilterSelect
          label={t('users.fields.status')}
          value={list.filters.status}
          onChange={(v) => list.setFilter('status', v)}
          options={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        {hasStores && (
          <FilterSelect
            label={t('users.fields.store')}
            value={list.filters.storeId}
            onChange={(v) => list.setFilter('storeId', v)}
            options={(stores.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
        )}
      </FilterBar>
      {users.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, users.error)}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        caption={t('title.users')}
        columns={columns}
        rows={users.data?.items}
        rowId={(u) => u.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={users.isFetching}
        empty={t('users.empty')}
      />
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={users.data?.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
      <Suspense>
        {inviting && <InviteUserDialog onClose={() => setInviting(false)} />}
        {editing && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
      </Suspense>
    </>
  );
}

export const Component = UserListPage;
