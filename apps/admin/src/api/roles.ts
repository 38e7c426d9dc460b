import { adminApi, useMutation, useQuery, useQueryClient, type RoleOverridesBody } from '@sp/api-client';

const key = ['admin', 'roles'] as const;

export const useRoles = () => useQuery({ queryKey: key, queryFn: () => adminApi.roles.list() });

export function useSaveAgentRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleOverridesBody) => adminApi.roles.setAgent(body),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
