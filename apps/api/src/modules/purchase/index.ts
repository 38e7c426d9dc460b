import type { FastifyPluginAsync } from 'fastify';
import { purchaseRoutes } from './purchase-routes';
import { supplierRoutes } from './supplier-routes';
import { registerRecordLabels, tableLabels } from '../audit/record-labels';
import { purchaseOrders, suppliers } from './tables';

// How this module's records read in the audit log.
registerRecordLabels('Purchase', tableLabels(purchaseOrders, purchaseOrders.number));
registerRecordLabels('Supplier', tableLabels(suppliers, suppliers.name));

/** Purchasing (issue 13): suppliers, purchase orders, receiving, money owed to suppliers. */
export const purchaseModule: FastifyPluginAsync = async (api) => {
  await api.register(supplierRoutes, { prefix: '/suppliers' });
  await api.register(purchaseRoutes, { prefix: '/purchase-orders' });
};

// What other modules may call (finance pays and reconciles against supplier payables).
export { findPayables, settlePayable } from './payables';
export { supplierPayables } from './tables';
