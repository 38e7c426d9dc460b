import { useQuery } from '@sp/api-client';
import { ordersApi } from '../api/endpoints';

/** The four dashboard figures come in one answer, shared by the widgets. */
export const useOrderWidgets = () =>
  useQuery({
    queryKey: ['orders', 'widgets'],
    queryFn: () => ordersApi.widgets(),
    staleTime: 30_000,
  });
