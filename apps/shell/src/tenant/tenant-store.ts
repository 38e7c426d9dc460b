import type { PublicTenant } from '@sp/contracts/api';
import { create, useAuthStore } from '@sp/shared-auth';
import { useMaintenanceStore } from '../maintenance/maintenance-store';

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

/** The statuses the HTTP client retries a GET on once (SPEC section 8). */
const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];

/**
 * GET /api/tenant/public with a plain fetch, not @sp/http: the first paint waits for it, and
 * the sign-in page must not download ky for it (DESIGN.md section 8). With the stored token
 * the API answers the signed-in user's own tenant. It keeps the client's rules: one retry,
 * and a 503 `maintenance` shows the maintenance page.
 */
export async function fetchPublicTenant(): Promise<PublicTenant> {
  for (let attempt = 0; ; attempt++) {
    const { accessToken } = useAuthStore.getState();
    const response = await fetch('/api/tenant/public', {
      headers: {
        Accept: 'application/json',
        ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
      },
    });
    if (response.ok) return (await response.json()) as PublicTenant;
    if (response.status === 503) {
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { error?: { code?: string } } | null;
      if (body?.error?.code === 'maintenance') useMaintenanceStore.getState().enter();
    }
    if (attempt > 0 || !RETRIED.includes(response.status))
      throw new Error(`GET /api/tenant/public: ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * The tenant the API wrote into the page (kernel/http/static-web.ts): the address's, so only
 * for a visitor with no session (a signed-in user gets their own tenant's).
 */
function tenantInPage(): PublicTenant | null {
  if (useAuthStore.getState().accessToken) return null;
  try {
    const text = document.getElementById('sp-tenant')?.textContent;
    return text ? (JSON.parse(text) as PublicTenant) : null;
  } catch {
    return null;
  }
}

interface TenantState {
  tenant: PublicTenant;
  loaded: boolean;
  load: () => Promise<PublicTenant>;
}

export const useTenantStore = create<TenantState>()((set) => ({
  tenant: FALLBACK_TENANT,
  loaded: false,
  load: async () => {
    const inPage = tenantInPage();
    if (inPage) {
      // The first paint needs no request; the API is still asked (fresh settings, maintenance).
      set({ tenant: inPage, loaded: true });
      void fetchPublicTenant().then(
        (tenant) => set({ tenant }),
        () => undefined,
      );
      return inPage;
    }
    try {
      const tenant = await fetchPublicTenant();
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
