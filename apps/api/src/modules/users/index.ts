import type { FastifyPluginAsync } from 'fastify';
import { roleRoutes } from './role-routes';
import { userRoutes } from './user-routes';
import { registerRecordLabels, tableLabels } from '../audit/record-labels';
import { users } from './tables';

// How this module's records read in the audit log.
registerRecordLabels('User', tableLabels(users, users.fullName));

/** Users and roles of the caller's tenant (/api/users, /api/roles). */
export const usersModule: FastifyPluginAsync = async (api) => {
  await api.register(userRoutes, { prefix: '/users' });
  await api.register(roleRoutes, { prefix: '/roles' });
};

// What other modules and the kernel may use.
export { buildAbility, rulesForUser, type AppAbility } from './abilities';
export { roleOverrides, users, userStores, type UserRow } from './tables';
export { dropPlatformOverrides } from './role-service';
export { assignedStoreIds, findUserByEmail, findUserById, findUserInTenant, replaceUserStores, storeIdsFor, storeIdsSql, usersRow } from './repository';
export { toUserData, toPublicTenant, toTenant, toStore, iso, resolvedModules } from './views';
