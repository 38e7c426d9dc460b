import type { FastifyPluginAsync } from 'fastify';
import { fulfillmentAgentRoutes } from './routes';

/** Couriers and delivery agents of a marketplace tenant (/api/fulfillment-agents). */
export const fulfillmentAgentsModule: FastifyPluginAsync = async (api) => {
  await api.register(fulfillmentAgentRoutes, { prefix: '/fulfillment-agents' });
};
