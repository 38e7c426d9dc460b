import { getJson, useQuery } from '@sp/api-client';
import { subjectsOfModules, type Subject } from '@sp/contracts';
import type { TenantModule } from '@sp/contracts/api';
import { useMemo } from 'react';

/**
 * The ability subjects of the caller's tenant's modules: an agency sees no orders, stock or
 * stores in its permissions grid, audit types or user forms; a marketplace no leads. Null
 * while loading.
 */
export function useTenantSubjects(): ReadonlySet<Subject> | null {
  const modules = useQuery({
    queryKey: ['tenant', 'modules'],
    queryFn: () => getJson<{ modules: TenantModule[] }>('tenant/modules'),
    staleTime: 5 * 60_000,
  });
  return useMemo(
    () =>
      modules.data ? new Set(subjectsOfModules(modules.data.modules.map((m) => m.name))) : null,
    [modules.data],
  );
}
