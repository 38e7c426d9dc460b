import { useQuery } from '@sp/api-client';
import { FINANCE_KEY } from './payments';
import { financeApi } from './endpoints';

export const useAgentStatement = (agentId: string | undefined) =>
  useQuery({
    queryKey: [...FINANCE_KEY, 'agent-statement', agentId],
    queryFn: () => financeApi.statements.agent(agentId!),
    enabled: Boolean(agentId),
  });

export const useSupplierStatement = (supplierId: string | undefined) =>
  useQuery({
    queryKey: [...FINANCE_KEY, 'supplier-statement', supplierId],
    queryFn: () => financeApi.statements.supplier(supplierId!),
    enabled: Boolean(supplierId),
  });
