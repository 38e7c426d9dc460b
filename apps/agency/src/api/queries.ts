import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@sp/api-client';
import type { ConfigListQuery, LeadListQuery } from '@sp/contracts/api';
import { agencyApi, type TaskQuery } from './endpoints';

export const keys = {
  all: ['agency'] as const,
  leads: ['agency', 'leads'] as const,
  config: (resource: string) => ['agency', 'config', resource] as const,
};

export const useLeads = (query: LeadListQuery) =>
  useQuery({
    queryKey: [...keys.leads, 'list', query],
    queryFn: ({ signal }) => agencyApi.leads.list(query, signal),
    placeholderData: keepPreviousData,
  });
export const useLead = (id: string) =>
  useQuery({ queryKey: [...keys.leads, 'one', id], queryFn: () => agencyApi.leads.get(id) });
export const useActivities = (id: string) =>
  useQuery({
    queryKey: [...keys.leads, 'activities', id],
    queryFn: () => agencyApi.leads.activities(id),
  });
export const useLeadQuote = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...keys.leads, 'quote', id],
    queryFn: () => agencyApi.leads.quote(id),
    enabled,
    retry: false,
  });

export const useConfigList = <T>(resource: string, query: ConfigListQuery) =>
  useQuery({
    queryKey: [...keys.config(resource), query],
    queryFn: ({ signal }) => agencyApi.config.list<T>(resource, query, signal),
    placeholderData: keepPreviousData,
  });

export const useTasks = (query: TaskQuery) =>
  useQuery({
    queryKey: ['agency', 'tasks', query],
    queryFn: ({ signal }) => agencyApi.tasks.list(query, signal),
    placeholderData: keepPreviousData,
  });

/** Every agency query is stale after a write: lists, board, counts and the dashboard agree. */
export function useAgencyMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
