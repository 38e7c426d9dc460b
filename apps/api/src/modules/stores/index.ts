import type { FastifyPluginAsync } from 'fastify';
import { storeRoutes } from './routes';

/** Stores: a seller's shops on marketplaces (/api/stores). */
export const storesModule: FastifyPluginAsync = async (api) => {
  await api.register(storeRoutes, { prefix: '/stores' });
};

// What other modules may use.
export { findStoreInTenant, listTenantStores } from './repository';
