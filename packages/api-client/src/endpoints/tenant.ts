import type { ModuleEntry } from '@sp/contracts';
import { http, request } from '../http';

export interface PublicTenant {
  slug: string;
  appTitle: string;
  kind: 'marketplace' | 'agency';
  defaultLanguage: string;
  languages: string[];
  authLayout: 'centered' | 'illustrated';
  firebase: Record<string, string> | null;
}

export const tenantApi = {
  modules: () => request(() => http.get('tenant/modules').json<{ modules: ModuleEntry[] }>()),
  publicConfig: () => request(() => http.get('tenant/public').json<PublicTenant>()),
};
