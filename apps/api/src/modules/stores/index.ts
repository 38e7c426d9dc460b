import type { FastifyPluginAsync } from 'fastify';
import { storeRoutes } from './routes';
import { registerRecordLabels, tableLabels } from '../audit/record-labels';
import { stores } from './tables';

// How this module's records read in the audit log.
registerRecordLabels('Store', tableLabels(stores, stores.name));

/** Stores: a seller's shops on marketplaces (/api/stores). */
export const storesModule: FastifyPluginAsync = async (api) => {
  await api.register(storeRoutes, { prefix: '/stores' });
};

// What other modules may use.
export { findStoreInTenant, listTenantStores, storeTimeZone } from './repository';

export { storeLocalDaySql, storeZoneJoin, zonedDaySql, ZONE_MARGIN_MS } from './local-day-sql';
