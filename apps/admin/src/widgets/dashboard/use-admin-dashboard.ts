import { useQuery } from '@sp/api-client';
import { adminApi } from '../../api/endpoints';

/** One query shared by the admin dashboard's widgets (trends, COD overdue, to ship, low stock). */
export const useAdminDashboard = () =>
  useQuery({
    queryKey: ['admin', 'dashboard', 'admin'],
    queryFn: () => adminApi.dashboard.admin(),
    staleTime: 60_000,
  });
