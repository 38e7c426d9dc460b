import type { ModuleEntry } from '@sp/contracts';
import type { PublicTenant } from '@sp/contracts/api';
import { http, request } from '../http';

export type { PublicTenant };

export const tenantApi = {
  modules: () => request(() => http.get('tenant/modules').json<{ modules: ModuleEntry[] }>()),
  /** No auth: the tenant of the host name (app title, languages, auth layout, firebase). */
  publicConfig: () => request(() => http.get('tenant/public').json<PublicTenant>()),
};
