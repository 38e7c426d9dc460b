// The door: what other modules may use of this one (an import from inside is a lint error).
// First, before the routes: a module entered while this one is still loading finds its
// tables and functions ready.
export { stores } from './tables';
export { findStoreInTenant, listTenantStores, storeNames, storeTimeZone } from './repository';
export { storeLocalDaySql, storeZoneJoin, zonedDaySql, ZONE_MARGIN_MS } from './local-day-sql';
export { assertMarketplace, assertStoreUsable, storesInScope } from './scope';
export { registerStoreRecordsCheck } from './records';
export { storeTaxView, type StoreTaxColumns } from './tax-settings';

import type { FastifyPluginAsync } from 'fastify';
import { storeRoutes } from './routes';
import { registerRecordLabels, registerValueNames, tableLabels } from '../audit';
import { stores } from './tables';

// How this module's records read in the audit log.
registerRecordLabels('Store', tableLabels(stores, stores.name));
// Its ids among other records' changed values read as names in the audit log.
registerValueNames('Store');

/** Stores: a seller's shops on marketplaces (/api/stores). */
export const storesModule: FastifyPluginAsync = async (api) => {
  await api.register(storeRoutes, { prefix: '/stores' });
};
