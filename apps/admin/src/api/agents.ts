import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@sp/api-client';
import { adminApi } from './endpoints';
import type { FulfillmentAgentBody, FulfillmentAgentListQuery } from '@sp/contracts/api';

const all = ['admin', 'fulfillment-agents'] as const;

export const useAgents = (query: FulfillmentAgentListQuery, enabled = true) =>
  useQuery({
    queryKey: [...all, query],
    queryFn: () => adminApi.agents.list(query),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Create when `id` is undefined, update otherwise. */
export function useSaveAgent(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FulfillmentAgentBody) =>
      id ? adminApi.agents.update(id, body) : adminApi.agents.create(body),
    onSuccess: () => client.invalidateQueries({ queryKey: all }),
  });
}

export function useSetAgentActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      adminApi.agents.update(id, { active }),
    onSuccess: () => client.invalidateQueries({ queryKey: all }),
  });
}
