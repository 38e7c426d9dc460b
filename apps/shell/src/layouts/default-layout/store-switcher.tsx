import { storesApi, useQuery, useQueryClient } from '@sp/api-client';
import { useTranslation } from '@sp/i18n';
import { useAuthStore } from '@sp/shared-auth';
import { NativeSelect } from '@sp/ui';
import { useEffect } from 'react';
import { useTenantStore } from '../../tenant/tenant-store';

export interface StoreSwitcherProps {
  /**
   * 'navbar' from md up; 'menu' in the menu drawer below md, where the navbar has no room
   * left for it on a phone (the drawer exists below lg, so md-lg shows the navbar's).
   */
  placement?: 'navbar' | 'menu';
}

const DISPLAY = {
  navbar: { display: { base: 'none', md: 'block' }, width: 'auto', maxW: '48' },
  // width auto: the select's own 100% plus its margins stuck out of the drawer on a phone
  menu: {
    display: { base: 'block', md: 'none' },
    width: 'auto',
    marginInline: '4',
    marginBlockEnd: '3',
  },
} as const;

/** Marketplace tenants: the current store (sent as X-Store-ID on every call). */
export function StoreSwitcher({ placement = 'navbar' }: StoreSwitcherProps) {
  const { t } = useTranslation('shell');
  const kind = useTenantStore((s) => s.tenant.kind);
  const storeId = useAuthStore((s) => s.storeId);
  const setStoreId = useAuthStore((s) => s.setStoreId);
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ['stores'],
    queryFn: storesApi.list,
    enabled: kind === 'marketplace',
  });
  useEffect(() => {
    // A stored store the user may no longer use is forgotten.
    if (data && storeId && !data.items.some((s) => s.id === storeId)) setStoreId(null);
  }, [data, storeId, setStoreId]);
  const stores = data?.items ?? [];
  if (kind !== 'marketplace' || stores.length === 0) return null;
  return (
    <NativeSelect.Root size="sm" {...DISPLAY[placement]}>
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
