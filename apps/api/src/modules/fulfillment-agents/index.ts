import type { FastifyPluginAsync } from 'fastify';
import { fulfillmentAgentRoutes } from './routes';
import { registerRecordLabels, tableLabels } from '../audit/record-labels';
import { fulfillmentAgents } from './tables';

// How this module's records read in the audit log.
registerRecordLabels('FulfillmentAgent', tableLabels(fulfillmentAgents, fulfillmentAgents.name));

/** Couriers and delivery agents of a marketplace tenant (/api/fulfillment-agents). */
export const fulfillmentAgentsModule: FastifyPluginAsync = async (api) => {
  await api.register(fulfillmentAgentRoutes, { prefix: '/fulfillment-agents' });
};

// What other modules may use.
export { courierFeesOf } from './repository';
