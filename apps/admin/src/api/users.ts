import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@sp/api-client';
import { adminApi } from './endpoints';
import type { AdminUserListQuery, EditUserBody, InviteUserBody } from '@sp/contracts/api';

export const userKeys = {
  all: ['admin', 'users'] as const,
  list: (query: AdminUserListQuery) => [...userKeys.all, 'list', query] as const,
  stats: (name: string) => [...userKeys.all, 'stats', name] as const,
};

export const usersQuery = (query: AdminUserListQuery) => ({
  queryKey: userKeys.list(query),
  queryFn: () => adminApi.users.list(query),
  placeholderData: keepPreviousData,
});

export const useUsers = (query: AdminUserListQuery) => useQuery(usersQuery(query));

function useInvalidateUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: userKeys.all });
}

export function useInviteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: InviteUserBody) => adminApi.users.invite(body),
    onSuccess: invalidate,
  });
}

export function useEditUser(id: string) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: EditUserBody) => adminApi.users.update(id, body),
    onSuccess: invalidate,
  });
}

export type UserAction = 'deactivate' | 'reactivate' | 'reset2fa';

export function useUserAction() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: UserAction }) => adminApi.users[action](id),
    onSuccess: invalidate,
  });
}
