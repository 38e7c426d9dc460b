import { useMutation, useQuery, useQueryClient } from '@sp/api-client';
import { adminApi } from './endpoints';
import type {
  CreateTenantBody,
  UpdateTenantBody,
  UpdateTenantModulesBody,
} from '@sp/contracts/api';

const key = ['admin', 'tenants'] as const;

export const useTenants = () => useQuery({ queryKey: key, queryFn: () => adminApi.tenants.list() });

export function useCreateTenant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTenantBody) => adminApi.tenants.create(body),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useSetTenantModules(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTenantModulesBody) => adminApi.tenants.setModules(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useUpdateTenant(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTenantBody) => adminApi.tenants.update(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
