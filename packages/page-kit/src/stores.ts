import { storesApi, useQuery } from '@sp/api-client';
import { useAuthStore } from '@sp/shared-auth';
import { useKitTranslation } from './kit-translation';

/**
 * The stores the caller may use (a record's store, the store filters, the store boxes of
 * the user forms): one query key, so every page of every remote shares one fetch.
 */
export const useStores = () =>
  useQuery({ queryKey: ['stores'], queryFn: () => storesApi.list(), staleTime: 60_000 });

/**
 * Which store a list shows, said under its title (issues 29 and 30.7): the store its filter
 * names, else the one chosen in the top bar (sent as X-Store-ID, which the API reads when
 * the query names none), else all the caller's stores.
 */
export function useStoreShown(filterStoreId?: string | null): string {
  const { t } = useKitTranslation();
  const current = useAuthStore((s) => s.storeId);
  const stores = useStores().data?.items ?? [];
  const id = filterStoreId || current;
  const name = id ? stores.find((s) => s.id === id)?.name : undefined;
  return name ? t('storeShown.one', { store: name }) : t('storeShown.all');
}
