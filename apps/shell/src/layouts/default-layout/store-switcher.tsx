import { storesApi, useQuery, useQueryClient } from '@sp/api-client';
import { useTranslation } from '@sp/i18n';
import { useAuthStore } from '@sp/shared-auth';
import { NativeSelect } from '@sp/ui';
import { useEffect } from 'react';
import { useTenantStore } from '../../tenant/tenant-store';

/** Marketplace tenants: the current store (sent as X-Store-ID on every call). */
export function StoreSwitcher() {
  const { t } = useTranslation('shell');
  const kind = useTenantStore((s) => s.tenant.kind);
  const storeId = useAuthStore((s) => s.storeId);
  const setStoreId = useAuthStore((s) => s.setStoreId);
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: ['stores'], queryFn: storesApi.list, enabled: kind === 'marketplace' });
  useEffect(() => {
    // A stored store the user may no longer use is forgotten.
    if (data && storeId && !data.items.some((s) => s.id === storeId)) setStoreId(null);
  }, [data, storeId, setStoreId]);
  const stores = data?.items ?? [];
  if (kind !== 'marketplace' || stores.length === 0) return null;
  return (
    <NativeSelect.Root size="sm" width="auto" maxW="48" display={{ base: 'none', md: 'block' }}>
      <NativeSelect.Field
        aria-label={t('layout.store')}
        value={storeId ?? ''}
        onChange={(e) => {
          setStoreId(e.target.value || null);
          void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'stores' });
        }}
      >
        <option value="">{t('layout.allStores')}</option>
        {stores.map((store) => (
          <option key={store.id} value={store.id}>
            {store.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
