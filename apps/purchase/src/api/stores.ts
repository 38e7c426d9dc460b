import { storesApi, useQuery } from '@sp/api-client';

/** The stores the caller may use (the store of a purchase, the store filter). */
export const useStores = () =>
  useQuery({ queryKey: ['stores'], queryFn: () => storesApi.list(), staleTime: 60_000 });
