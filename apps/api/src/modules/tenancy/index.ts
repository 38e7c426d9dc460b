// The door: what other modules may use of this one (an import from inside is a lint error).
// First, before the routes: a module entered while this one is still loading finds its
// tables and functions ready.
export { tenants, type TenantRow } from './tables';
export { refreshRemoteOrigins, tenantRemoteOrigins } from './remote-origins';
export { publicTenantOf } from './service';
export { findTenantBySlug } from './repository';
export { insertTenant } from './admin-service';
export { resolvedModules, toPublicTenant, toTenant } from './views';

import type { FastifyPluginAsync } from 'fastify';
import { tenantAdminRoutes } from './tenant-admin-routes';
import { tenantRoutes } from './tenant-routes';
import { tenantsRoutes } from './tenants-routes';

/** Tenancy: the caller's tenant (/api/tenant) and the platform's tenants (/api/tenants). */
export const tenancyModule: FastifyPluginAsync = async (api) => {
  await api.register(tenantRoutes, { prefix: '/tenant' });
  await api.register(tenantsRoutes, { prefix: '/tenants' });
  await api.register(tenantAdminRoutes, { prefix: '/tenants' });
};
