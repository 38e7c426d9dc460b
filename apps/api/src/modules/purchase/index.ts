import type { FastifyPluginAsync } from 'fastify';
import { purchaseRoutes } from './purchase-routes';
import { supplierRoutes } from './supplier-routes';

/** Purchasing (issue 13): suppliers, purchase orders, receiving, money owed to suppliers. */
export const purchaseModule: FastifyPluginAsync = async (api) => {
  await api.register(supplierRoutes, { prefix: '/suppliers' });
  await api.register(purchaseRoutes, { prefix: '/purchase-orders' });
};

// What other modules may call (finance pays and reconciles against supplier payables).
export { findPayables, settlePayable } from './payables';
export { supplierPayables } from './tables';
