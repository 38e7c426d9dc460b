// The door: what other modules may use of this one (an import from inside is a lint error).
// First, before the routes: a module entered while this one is still loading finds its
// tables and functions ready.
export { remittableOrders, storeRemittanceLines, type RemittanceLine } from './remittance-import';
export { type TaxPayableRow } from './tax-journal';

import type { FastifyPluginAsync } from 'fastify';
import { registerKind } from '../imports';
import { codRemittancesKind } from './remittance-import-kind';
import { notFound } from '../../kernel/errors';
import { moneyRoutes } from './money-routes';
import { paymentRoutes } from './payment-routes';
import { registerRecordLabels, tableLabels } from '../audit';
import { payments } from './tables';
import { registerEventConsumer } from '../../kernel/events';
import { journalConsumer } from './journal-consumer';
import { returnsJournalConsumer } from './returns-journal';
import { registerRecurring } from '../../kernel/schedule';
import { chargeMonthlyServices, MONTHLY_SERVICES_JOB, servicesConsumer } from './services-journal';
import { providePaidStateCondition } from '../orders';
import { paidStateCondition } from './order-paid-filter';
import { provideTaxPayable } from '../tax';
import { taxPayableByRate } from './tax-journal';

// How this module's records read in the audit log.
registerRecordLabels('Payment', tableLabels(payments, payments.number));
// The journal posts what the other modules record (kernel/events.ts).
registerEventConsumer(journalConsumer);
// Returns, refunds, credit notes and credit used (modules/returns, issue 31.1-2).
registerEventConsumer(returnsJournalConsumer);
// The catalogue's cost services: per order and per return from the events, per month by a job.
registerEventConsumer(servicesConsumer);
registerRecurring(MONTHLY_SERVICES_JOB, (ctx) => chargeMonthlyServices(ctx.db), {
  everyMs: 3_600_000,
});
// The order list's paid-state filter, reckoned from payments and the journal.
providePaidStateCondition(paidStateCondition);
// The tax report's collected and refunded: the journal's tax_payable lines.
provideTaxPayable(taxPayableByRate);

/**
 * Finance (issue 14): payments and what they settle, agents' and suppliers' statements,
 * profit and loss, reports, the dashboard's money. Marketplace tenants only.
 */
export const financeModule: FastifyPluginAsync = async (api) => {
  // Its import rules, with the import engine (registered here, when every module has loaded).
  registerKind(codRemittancesKind);
  await api.register(async (scoped) => {
    scoped.addHook('preValidation', async (request) => {
      if (request.caller.tenant.kind !== 'marketplace') throw notFound('Finance');
    });
    await scoped.register(paymentRoutes, { prefix: '/payments' });
    await scoped.register(moneyRoutes);
  });
};
