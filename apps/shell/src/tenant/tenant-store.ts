import { tenantApi, type PublicTenant } from '@sp/http';
import { useAuthStore } from '@sp/shared-auth';
import { create } from 'zustand';

/** Used when the API cannot be reached at start: the app still renders its pages. */
export const FALLBACK_TENANT: PublicTenant = {
  slug: 'default',
  appTitle: 'SP',
  kind: 'marketplace',
  defaultLanguage: 'en',
  languages: ['en', 'fr', 'ar'],
  authLayout: 'centered',
  firebase: null,
};

interface TenantState {
  tenant: PublicTenant;
  loaded: boolean;
  load: () => Promise<PublicTenant>;
}

export const useTenantStore = create<TenantState>()((set) => ({
  tenant: FALLBACK_TENANT,
  loaded: false,
  load: async () => {
    try {
      const tenant = await tenantApi.publicConfig();
      set({ tenant, loaded: true });
      return tenant;
    } catch (error) {
      console.error('Could not read the tenant configuration', error);
      return FALLBACK_TENANT;
    }
  },
}));

// Signing in or out can change whose tenant this is (an agency user on the marketplace's
// address): the API answers the signed-in user's own tenant, so read it again.
useAuthStore.subscribe((state, previous) => {
  if (state.accessToken !== previous.accessToken) void useTenantStore.getState().load();
});
