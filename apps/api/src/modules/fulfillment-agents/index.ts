// The door: what other modules may use of this one (an import from inside is a lint error).
// First, before the routes: a module entered while this one is still loading finds its
// tables and functions ready.
export { fulfillmentAgents } from './tables';
export { courierFeesOf } from './repository';
// What finance reads of couriers: the fee in its own statements, their names.
export { agentDeliveryFeeSql, agentFacts, agentNames } from './agent-facts';

import type { FastifyPluginAsync } from 'fastify';
import { fulfillmentAgentRoutes } from './routes';
import { registerRecordLabels, registerValueNames, tableLabels } from '../audit';
import { fulfillmentAgents } from './tables';

// How this module's records read in the audit log.
registerRecordLabels('FulfillmentAgent', tableLabels(fulfillmentAgents, fulfillmentAgents.name));
// Its ids among other records' changed values read as names in the audit log.
registerValueNames('FulfillmentAgent', 'FulfillmentAgent');

/** Couriers and delivery agents of a marketplace tenant (/api/fulfillment-agents). */
export const fulfillmentAgentsModule: FastifyPluginAsync = async (api) => {
  await api.register(fulfillmentAgentRoutes, { prefix: '/fulfillment-agents' });
};
