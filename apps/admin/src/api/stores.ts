import { storesApi, useQuery } from '@sp/api-client';

/** The tenant's stores (the store checkboxes of the user forms, the users filter). */
export const useStores = () =>
  useQuery({ queryKey: ['stores'], queryFn: () => storesApi.list(), staleTime: 60_000 });
