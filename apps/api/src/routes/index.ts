import type { FastifyInstance } from 'fastify';
import { authPlugin } from '../plugins/auth';
import { idempotencyPlugin } from '../plugins/idempotency';
import { accountSettingsRoutes } from './account/account-routes';
import { auditRoutes } from './audit-log/audit-routes';
import { authRoutes } from './auth';
import { devOutboxEnabled, devOutboxRoutes } from './dev/outbox-routes';
import { fulfillmentAgentRoutes } from './fulfillment-agents/agent-routes';
import { notificationRoutes } from './notifications/notification-routes';
import { roleRoutes } from './roles/role-routes';
import { storeRoutes } from './stores/store-routes';
import { tenantAdminRoutes } from './tenants/tenant-admin-routes';
import { tenantRoutes } from './tenants/tenant-routes';
import { tenantsRoutes } from './tenants/tenants-routes';
import { userRoutes } from './users/user-routes';

/** Everything under /api: signed-in by default (see plugins/auth), routes opt out with `public`. */
export async function apiRoutes(api: FastifyInstance) {
  await api.register(authPlugin);
  await api.register(idempotencyPlugin);
  await api.register(authRoutes, { prefix: '/auth' });
  await api.register(accountSettingsRoutes, { prefix: '/auth' });
  await api.register(tenantRoutes, { prefix: '/tenant' });
  await api.register(tenantsRoutes, { prefix: '/tenants' });
  await api.register(tenantAdminRoutes, { prefix: '/tenants' });
  await api.register(storeRoutes, { prefix: '/stores' });
  await api.register(userRoutes, { prefix: '/users' });
  await api.register(roleRoutes, { prefix: '/roles' });
  await api.register(fulfillmentAgentRoutes, { prefix: '/fulfillment-agents' });
  await api.register(auditRoutes, { prefix: '/audit-log' });
  if (devOutboxEnabled()) await api.register(devOutboxRoutes, { prefix: '/dev' });
  await api.register(notificationRoutes);
}
