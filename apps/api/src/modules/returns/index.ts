// The door: what other modules may use of this one (an import from inside is a lint error).
export { creditNoteDocument, type CreditNoteDocument } from './credit-note-document';
export {
  RETURN_EVENT_TYPES,
  type CreditAppliedEvent,
  type RefundIssuedEvent,
  type ReturnReceivedEvent,
} from './events';

import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../kernel/errors';
import { registerRecordLabels, tableLabels } from '../audit';
import { returnRoutes } from './routes';
import { returns } from './tables';

// How this module's records read in the audit log.
registerRecordLabels('Return', tableLabels(returns, returns.number));

/** Returns (RMA), refunds and credit notes (/api/returns): marketplace tenants only. docs/returns.md */
export const returnsModule: FastifyPluginAsync = async (api) => {
  await api.register(async (scoped) => {
    scoped.addHook('preValidation', async (request) => {
      if (request.caller.tenant.kind !== 'marketplace') throw notFound('Returns');
    });
    await scoped.register(returnRoutes, { prefix: '/returns' });
  });
};
