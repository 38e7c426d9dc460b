import { useTranslation } from '@sp/i18n';
import { useAuthStore } from '@sp/shared-auth';
import { useStores } from '../api/stores';

/**
 * Which store a list shows, said under its title (issue 30.7): the store its filter names,
 * else the one chosen in the top bar (sent as X-Store-ID), else all the caller's stores.
 */
export function useStoreShown(filterStoreId?: string | undefined) {
  const { t } = useTranslation('purchase');
  const current = useAuthStore((s) => s.storeId);
  const stores = useStores().data?.items ?? [];
  const id = filterStoreId || current;
  const name = id ? stores.find((s) => s.id === id)?.name : undefined;
  return name ? t('storeShown.one', { store: name }) : t('storeShown.all');
}
