// The door: what other modules may use of this one (an import from inside is a lint error).
// First, before the routes: a module entered while this one is still loading finds its
// tables and functions ready.
export { orders, orderLines } from './tables';
export { createOrders, createOrdersInBulk, numberPrefix } from './create';
export type { OrderActor } from './pricing';
export { existingExternalRefs } from './import-orders';
// What finance reads of orders inside its own statements, the row locks it takes, the numbers it shows.
export { orderFacts, lockOrdersById, orderNumbers } from './order-facts';
export { type OrderStatusEvent } from './order-events';
// Finance hands in the paid-state condition of the order list's filter.
export { providePaidStateCondition, type PaidStateCondition } from './paid-state';
// The dashboards' figures (the dashboard module composes them).
export { orderTrends, codOverdueByCourier, toShipNeeds, ordersOf } from './dashboard-figures';
export { scopeOf as orderScopeOf } from './views';
// Shipped and delivered units per order line (partial shipment): returns take back at most shipped less returned.
export { shippedByLine } from './shipments';
// Returns (issue 31.1): what was shipped on each line, the cost it left at; the order's row lock.
export { returnableOrder, type ReturnableOrder, type ReturnableOrderLine } from './returnable';
export { findCustomer } from './customers';
// Invoices and credit notes: one renderer for both (a credit note passes kind 'credit_note' and refersTo).
export {
  drawSalesDocument,
  renderSalesDocument,
  salesDocumentsPdf,
  type DocumentParty,
  type SalesDocument,
  type SalesDocumentLine,
} from './sales-document-pdf';
export { invoices } from './tables';
export { invoiceOfOrder, sellerOf, type InvoiceRow } from './invoices';

import type { FastifyPluginAsync } from 'fastify';
import { provideLabelOrders, registerKind } from '../imports';
import { attachTrackingNumbers, ordersByAnyNumber } from './import-orders';
import { ordersKind } from './orders-import-kind';
import { forbidden, notFound } from '../../kernel/errors';
import { registerJobHandler } from '../../kernel/jobs';
import { LABEL_BATCH_JOB, labelBatchJob } from './label-batches';
import { labelRoutes } from './label-routes';
import { invoiceRoutes } from './invoice-routes';
import { customerRoutes } from './customer-routes';
import { orderReportRoutes } from './report-routes';
import { orderRoutes } from './order-routes';
import { orderTagRoutes } from './tag-routes';
import { shipmentRoutes } from './shipment-routes';
import { orderSettingsRoutes } from './settings-routes';
import { registerRecordLabels, tableLabels } from '../audit';
import { provideAgentsSeeCost } from '../users';
import { orderSettingsOf } from './settings';
import { provideTaxCollected } from '../tax';
import { taxCollectedByRate } from './tax-collected';
import { orders as orderTable } from './tables';

registerJobHandler(LABEL_BATCH_JOB, labelBatchJob);

// Who may see cost prices (users/cost-visibility.ts asks the tenant's agentsSeeCost here).
// Carriers' label files (the import engine's kind) find and update orders here.
provideLabelOrders({ ordersByAnyNumber, attachTrackingNumbers });

// The tax report's figures: tax frozen on delivered orders, per rate (the tax module asks).
provideTaxCollected(taxCollectedByRate);

provideAgentsSeeCost(async (db, tenantId) => (await orderSettingsOf(db, tenantId)).agentsSeeCost);

// How this module's records read in the audit log.
registerRecordLabels('Order', tableLabels(orderTable, orderTable.number));

/** The order desk (/api/orders) and shipping labels (/api/labels): marketplace tenants only. */
export const ordersModule: FastifyPluginAsync = async (api) => {
  // Its import rules, with the import engine (registered here, when every module has loaded).
  registerKind(ordersKind);
  await api.register(async (scoped) => {
    // Orders belong to the marketplace reading (C9): an agency tenant has none to see.
    scoped.addHook('preValidation', async (request) => {
      if (request.caller.tenant.kind !== 'marketplace') throw notFound('Orders');
    });
    // The paid-state filter (list, counts, export, report) tells what was paid: read Payment only.
    scoped.addHook('preHandler', async (request) => {
      const asked = [request.query, request.body] as ({ paidState?: unknown } | undefined)[];
      if (
        asked.some((q) => q && typeof q === 'object' && q.paidState) &&
        !request.caller.ability.can('read', 'Payment')
      )
        throw forbidden('Filtering by paid state needs the right to read payments');
    });
    await scoped.register(orderReportRoutes, { prefix: '/orders' });
    await scoped.register(orderSettingsRoutes, { prefix: '/orders' });
    await scoped.register(orderTagRoutes, { prefix: '/orders' });
    await scoped.register(orderRoutes, { prefix: '/orders' });
    await scoped.register(shipmentRoutes, { prefix: '/orders' });
    await scoped.register(invoiceRoutes, { prefix: '/orders' });
    await scoped.register(labelRoutes, { prefix: '/labels' });
    await scoped.register(customerRoutes, { prefix: '/customers' });
  });
};
