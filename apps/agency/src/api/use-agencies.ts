import { useQuery } from '@sp/api-client';
import { agencyApi } from './endpoints';

/** Every sub-agency (a handful), for selects and filters. */
export const useAgencies = (enabled = true) =>
  useQuery({
    queryKey: ['agency', 'agencies', 'all'],
    queryFn: () => agencyApi.agencies.list({ pageSize: 100, sort: 'name' }),
    enabled,
    staleTime: 60_000,
  });
