import { useTranslation } from '@sp/i18n';
import { useAuthStore } from '@sp/shared-auth';
import { useStores } from '../api/pickers';

/**
 * Which store the payments page shows, said under its title (issue 29): the store its
 * filter names, else the one chosen in the top bar (sent as X-Store-ID, which the API
 * reads when the query names none), else all the caller's stores.
 */
export function useStoreShown(filterStoreId?: string | null) {
  const { t } = useTranslation('finance');
  const current = useAuthStore((s) => s.storeId);
  const stores = useStores().data?.items ?? [];
  const id = filterStoreId || current;
  const name = id ? stores.find((s) => s.id === id)?.name : undefined;
  return name ? t('storeShown.one', { store: name }) : t('storeShown.all');
}
