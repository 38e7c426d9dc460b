// The door: what other modules may use of this one (an import from inside is a lint error).
// First, before the routes: a module entered while this one is still loading finds its
// tables and functions ready.
export { supplierPayables } from './tables';
export { findPayables, settlePayable } from './payables';
// What finance reads and writes of suppliers and payables, without naming their tables.
export {
  owedToSuppliers,
  settlePayablesInFull,
  supplierDueRules,
  supplierNames,
} from './supplier-facts';
export type { PurchaseReceivedEvent } from './receipt-service';

import type { FastifyPluginAsync } from 'fastify';
import { purchaseRoutes } from './purchase-routes';
import { supplierRoutes } from './supplier-routes';
import { registerRecordLabels, tableLabels } from '../audit';
import { purchaseOrders, suppliers } from './tables';
import { provideServiceProviders } from '../catalogue';
import { findSupplier, findSuppliers } from './supplier-repository';

// A catalogue cost service may name a supplier as its provider (issue 29.8).
provideServiceProviders({
  findProvider: (db, tenantId, id) => findSupplier(db, tenantId, id),
  findProviders: (db, tenantId, ids) => findSuppliers(db, tenantId, ids),
});

// How this module's records read in the audit log.
registerRecordLabels('Purchase', tableLabels(purchaseOrders, purchaseOrders.number));
registerRecordLabels('Supplier', tableLabels(suppliers, suppliers.name));

/** Purchasing (issue 13): suppliers, purchase orders, receiving, money owed to suppliers. */
export const purchaseModule: FastifyPluginAsync = async (api) => {
  await api.register(supplierRoutes, { prefix: '/suppliers' });
  await api.register(purchaseRoutes, { prefix: '/purchase-orders' });
};
