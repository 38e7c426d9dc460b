import type { FastifyPluginAsync } from 'fastify';
import { tenantAdminRoutes } from './tenant-admin-routes';
import { tenantRoutes } from './tenant-routes';
import { tenantsRoutes } from './tenants-routes';

export { refreshRemoteOrigins, tenantRemoteOrigins } from './remote-origins';
export { publicTenantOf } from './service';
export { tenants, type TenantRow } from './tables';

/** Tenancy: the caller's tenant (/api/tenant) and the platform's tenants (/api/tenants). */
export const tenancyModule: FastifyPluginAsync = async (api) => {
  await api.register(tenantRoutes, { prefix: '/tenant' });
  await api.register(tenantsRoutes, { prefix: '/tenants' });
  await api.register(tenantAdminRoutes, { prefix: '/tenants' });
};
