import { useQuery } from '@sp/api-client';
import { useCan } from '@sp/shared-auth';
import { financeApi } from './endpoints';

/** Fulfillment agents, for those who may read them (a COD remittance's agent, the statements). */
export function useAgents(wanted = true) {
  const can = useCan({ action: 'read', subject: 'FulfillmentAgent' });
  return useQuery({
    queryKey: ['finance', 'agents'],
    queryFn: () => financeApi.agents(),
    staleTime: 60_000,
    enabled: can && wanted,
  });
}

/** Suppliers, for those who may read purchases (a supplier payment's supplier, the statements). */
export function useSuppliers(wanted = true) {
  const can = useCan({ action: 'read', subject: 'Purchase' });
  return useQuery({
    queryKey: ['finance', 'suppliers'],
    queryFn: () => financeApi.suppliers(),
    staleTime: 60_000,
    enabled: can && wanted,
  });
}
