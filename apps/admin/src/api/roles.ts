import { useMutation, useQuery, useQueryClient } from '@sp/api-client';
import { adminApi } from './endpoints';
import type { RoleOverridesBody } from '@sp/contracts/api';

const key = ['admin', 'roles'] as const;

export const useRoles = () => useQuery({ queryKey: key, queryFn: () => adminApi.roles.list() });

export function useSaveAgentRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleOverridesBody) => adminApi.roles.setAgent(body),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
