import { useQuery } from '@sp/api-client';
import { agencyApi } from '../api/endpoints';

export const useAgencyDashboard = () =>
  useQuery({ queryKey: ['agency', 'dashboard'], queryFn: agencyApi.dashboard, staleTime: 30_000 });
