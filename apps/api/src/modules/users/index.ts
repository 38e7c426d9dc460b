// The door: what other modules may use of this one (an import from inside is a lint error).
// First, before the routes: a module entered while this one is still loading finds its
// tables and functions ready.
export { roleOverrides, users, userStores, type UserRow } from './tables';
export { buildAbility, rulesForUser, type AppAbility } from './abilities';
export { dropPlatformOverrides } from './role-service';
export {
  assignedStoreIds,
  findUserByEmail,
  findUserById,
  findUserInTenant,
  replaceUserStores,
  storeIdsFor,
  storeIdsSql,
  usersRow,
  userNames,
} from './repository';
export { toUserData, toStore, iso } from './views';
export { adminError } from './admin-errors';
export { provideIdentity, type IdentityPort } from './identity-port';
// Who may see cost prices: every module asks here; orders provides the tenant's setting.
export { provideAgentsSeeCost, refuseHiddenCost, seesCost } from './cost-visibility';
export { mailInvitation } from './user-service';

import type { FastifyPluginAsync } from 'fastify';
import { roleRoutes } from './role-routes';
import { tenantCreationRoutes } from './tenant-creation-routes';
import { userRoutes } from './user-routes';
import { registerRecordLabels, registerValueNames, tableLabels } from '../audit';
import { users } from './tables';

// How this module's records read in the audit log.
registerRecordLabels('User', tableLabels(users, users.fullName));
// Its ids among other records' changed values read as names in the audit log.
registerValueNames('User');

/** Users and roles of the caller's tenant (/api/users, /api/roles). */
export const usersModule: FastifyPluginAsync = async (api) => {
  await api.register(userRoutes, { prefix: '/users' });
  await api.register(roleRoutes, { prefix: '/roles' });
  await api.register(tenantCreationRoutes, { prefix: '/tenants' });
};
