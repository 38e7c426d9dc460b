import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../kernel/errors';
import { moneyRoutes } from './money-routes';
import { paymentRoutes } from './payment-routes';
import { registerRecordLabels, tableLabels } from '../audit/record-labels';
import { payments } from './tables';
import { registerEventConsumer } from '../../kernel/events';
import { journalConsumer } from './journal-consumer';

// How this module's records read in the audit log.
registerRecordLabels('Payment', tableLabels(payments, payments.number));
// The journal posts what the other modules record (kernel/events.ts).
registerEventConsumer(journalConsumer);

/**
 * Finance (issue 14): payments and what they settle, agents' and suppliers' statements,
 * profit and loss, reports, the dashboard's money. Marketplace tenants only.
 */
export const financeModule: FastifyPluginAsync = async (api) => {
  await api.register(async (scoped) => {
    scoped.addHook('preValidation', async (request) => {
      if (request.caller.tenant.kind !== 'marketplace') throw notFound('Finance');
    });
    await scoped.register(paymentRoutes, { prefix: '/payments' });
    await scoped.register(moneyRoutes);
  });
};

// What other modules may call (the import engine matches a courier's remittance file).
export { remittableOrders, storeRemittanceLines, type RemittanceLine } from './remittance-import';
// The order list's paid-state filter (orders/filters.ts): finance's tables stay read here.
export { paidStateCondition, type PaidStateColumns } from './order-paid-filter';
